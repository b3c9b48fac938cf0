// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterHistorySettles, useBackToClose } from './backToClose';

/** jsdom reports history traversals on a later task. */
const popped = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
  });
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

let setOpenFromOutside: (open: boolean) => void = () => {};
function Layer({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  setOpenFromOutside = setOpen;
  useBackToClose(open, () => {
    setOpen(false);
    onClose();
  });
  return <p>{open ? 'open' : 'closed'}</p>;
}

afterEach(() => cleanup());

describe('useBackToClose', () => {
  it('pushes one entry on open, and Back closes the layer without leaving the page', async () => {
    window.history.replaceState({ usr: { screen: 'camera' }, key: 'k1', idx: 0 }, '', '/');
    const start = window.history.length;
    const onClose = vi.fn();
    const view = render(<Layer onClose={onClose} />);
    act(() => setOpenFromOutside(true));
    expect(window.history.length).toBe(start + 1);
    // The router's own state is kept on the pushed entry.
    expect((window.history.state as { usr: unknown }).usr).toEqual({ screen: 'camera' });

    const back = popped();
    act(() => window.history.back());
    await back;
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.getByText('closed')).toBeTruthy();
    expect((window.history.state as { usr: unknown }).usr).toEqual({ screen: 'camera' });
    expect(window.location.pathname).toBe('/');
  });

  it('closing from the page pops the entry again, and navigations wait for that step back', async () => {
    window.history.replaceState({ usr: null, key: 'k2', idx: 0 }, '', '/gallery');
    const onClose = vi.fn();
    render(<Layer onClose={onClose} />);
    act(() => setOpenFromOutside(true));
    const layered = window.history.state as Record<string, unknown>;
    expect(layered.candidLayer).toBeTruthy();

    const navigated = vi.fn(() => window.history.state as Record<string, unknown>);
    const back = popped();
    act(() => {
      setOpenFromOutside(false);
    });
    afterHistorySettles(navigated);
    expect(navigated).not.toHaveBeenCalled();
    await back;
    await tick();
    expect(navigated).toHaveBeenCalledTimes(1);
    // It ran on the entry below the layer (a replace there would not be undone by the Back step).
    expect(navigated.mock.results[0]?.value.candidLayer).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('pops nothing when the page moved on (its entry replaced) while the layer was open', async () => {
    window.history.replaceState({ usr: null, key: 'k3', idx: 0 }, '', '/gallery');
    const view = render(<Layer onClose={() => {}} />);
    act(() => setOpenFromOutside(true));
    const length = window.history.length;
    window.history.replaceState({ usr: null, key: 'k4', idx: 1 }, '', '/gallery?view=awards');
    const back = vi.spyOn(window.history, 'back');
    view.unmount();
    await tick();
    expect(back).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
    expect(window.location.search).toBe('?view=awards');
  });

  it('leaving from inside the layer steps back over its entry first, without closing it', async () => {
    window.history.replaceState({ usr: null, key: 'k5', idx: 0 }, '', '/');
    const start = window.history.length;
    const onClose = vi.fn();
    let leave: (then: () => void) => void = () => {};
    function Leaving() {
      const [open, setOpen] = useState(false);
      setOpenFromOutside = setOpen;
      leave = useBackToClose(open, onClose);
      return null;
    }
    render(<Leaving />);
    act(() => setOpenFromOutside(true));
    expect(window.history.length).toBe(start + 1);
    const then = vi.fn(() => window.history.state as Record<string, unknown>);
    const back = popped();
    act(() => leave(then));
    await back;
    await tick();
    expect(then).toHaveBeenCalledTimes(1);
    expect(then.mock.results[0]?.value.candidLayer).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
  });
});
