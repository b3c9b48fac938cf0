// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventView, jsonResponse } from '../testing/fixtures';
import MainFlowPage from './MainFlowPage';

/** Shows the router's address so tests can see what the address bar would show. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/" element={<MainFlowPage />} />
      </Routes>
      <AddressBar />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('main flow at /', () => {
  it('starts in the lobby', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Candid' })).toBeTruthy();
  });

  it('turns ?code= into the join form with the code detected, then removes it from the address', async () => {
    renderAt('/?code=abc123&paid=1');
    expect(screen.getByText('Event code detected! Enter your name to join.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Event Code/).value).toBe('ABC123');
    expect(screen.getByText('Detected')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/?paid=1'));
    // Still the same form after the address changed, with focus on the name.
    expect(screen.getByLabelText<HTMLInputElement>(/Event Code/).value).toBe('ABC123');
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'));
  });

  it('goes lobby → Create Event → Event Created, and Back from Create Event returns to the lobby', async () => {
    const event = eventView({ code: 'QWE789', title: 'Garden party', eventType: 'birthday' });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(201, { event, creatorToken: 'ct' })));
    const user = renderAt('/');

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('heading', { name: 'Create Event' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Candid' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await user.type(await screen.findByLabelText('Event Title'), 'Garden party');
    await user.type(screen.getByLabelText('Your Name (Organizer)'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByRole('heading', { name: 'Event Created!' })).toBeTruthy();
    expect(screen.getByText('QWE789')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Garden party' })).toBeTruthy();
    expect(localStorage.getItem('candid:creator:QWE789')).toContain('"creatorToken":"ct"');
  });

  it('shows a created event again from the device store (reload keeps the history entry state)', async () => {
    localStorage.setItem(
      'candid:creator:QWE789',
      JSON.stringify({ event: eventView({ code: 'QWE789' }), creatorToken: 'ct', organizerName: 'Ana', savedAt: '2025-06-01T10:00:00.000Z' }),
    );
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { screen: 'eventCreated', code: 'QWE789' } }]}>
        <MainFlowPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Event Created!' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Your Name').value).toBe('Ana');
  });

  it('returns to the lobby for a created event this device does not know', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { screen: 'eventCreated', code: 'NOPE00' } }]}>
        <MainFlowPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Candid' })).toBeTruthy();
  });
});
