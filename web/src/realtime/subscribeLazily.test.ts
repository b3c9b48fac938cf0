import { afterEach, describe, expect, it, vi } from 'vitest';

const subscribeToEvent = vi.fn<(code: string, token: string, listener: object) => () => void>();
vi.mock('./eventChannel', () => ({ subscribeToEvent }));

afterEach(() => subscribeToEvent.mockReset());

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('subscribeToEventLazily', () => {
  it('subscribes once the realtime client has loaded, and unsubscribes through it', async () => {
    const unsubscribe = vi.fn();
    subscribeToEvent.mockReturnValue(unsubscribe);
    const { subscribeToEventLazily } = await import('./subscribeLazily');
    const listener = { onMessages: vi.fn() };
    const leave = subscribeToEventLazily('ABC123', 'tok', listener);
    await settle();
    expect(subscribeToEvent).toHaveBeenCalledWith('ABC123', 'tok', listener);
    leave();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('a screen that leaves before the client has loaded never opens a socket', async () => {
    const { subscribeToEventLazily } = await import('./subscribeLazily');
    const leave = subscribeToEventLazily('ABC123', 'tok', {});
    leave();
    await settle();
    expect(subscribeToEvent).not.toHaveBeenCalled();
  });
});
