// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { EventSocket } from '../realtime/EventSocket';
import { setSocketFactoryForTests } from '../realtime/eventChannel';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { errorResponse, eventView, fakeApi, jsonResponse, participantView, sessionResponse } from '../testing/fixtures';
import { currentSession, saveSession } from '../model/session/sessionStore';
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

beforeEach(() => {
  localStorage.clear();
  setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url) }));
});
afterEach(() => {
  cleanup();
  setSocketFactoryForTests(null);
  vi.unstubAllGlobals();
});

const saveAna = () =>
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-ana', userName: 'Ana', eventTitle: 'Ana & Dan', token: 'tok', creator: false });
const me = () => jsonResponse(200, { event: eventView(), participant: participantView({ id: 'p-ana', name: 'Ana' }) });

describe('main flow at /', () => {
  it('starts in the lobby', async () => {
    renderAt('/');
    // The lobby is a chunk of its own (the event link's first load does not carry it).
    expect(await screen.findByRole('heading', { name: 'Candid' })).toBeTruthy();
  });

  it('turns ?code= into the direct join (Validating Event, then the Join form), then removes it from the address', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView({ title: 'Garden party' })) }));
    renderAt('/?code=abc123&paid=1');
    expect(await screen.findByRole('heading', { name: 'Validating Event' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/?paid=1'));
    expect(await screen.findByRole('heading', { name: 'Garden party' })).toBeTruthy();
    expect(screen.getByText('ABC123')).toBeTruthy();
  });

  it('joins from the event link and continues to the camera state', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123': () => jsonResponse(200, eventView()),
        'POST /api/events/ABC123/join': () => jsonResponse(200, sessionResponse({}, { id: 'p-bo', name: 'Bo' })),
        'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView(), participant: participantView({ id: 'p-bo', name: 'Bo' }) }),
      }),
    );
    const user = renderAt('/?code=ABC123');
    await user.type(await screen.findByLabelText('Your Name'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('Event Starting Soon')).toBeTruthy();
    expect(screen.getByText(/You’re in as/).textContent).toContain('Bo');
  });

  it('joins from the lobby and continues to the camera state', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/events/ABC123/join': () => jsonResponse(200, sessionResponse({}, { id: 'p-ana', name: 'Ana' })),
        'GET /api/events/ABC123/me': me,
      }),
    );
    const user = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    await user.type(await screen.findByLabelText(/Event Code/), 'abc123');
    await user.type(screen.getByLabelText('Your Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('Event Starting Soon')).toBeTruthy();
  });

  it('a payment return (?paid=…) goes to the lobby even with a current session; its parameters leave the address', async () => {
    saveAna();
    const api = fakeApi({ 'GET /api/events/ABC123/me': me });
    vi.stubGlobal('fetch', api);
    renderAt('/?paid=true&order=01ORDER&event=Ana+%26+Dan&email=ana%40example.com&desktop=1');
    expect(await screen.findByRole('heading', { name: 'Candid' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/?desktop=1'));
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('on load with a current session, revalidates it and continues to the camera state', async () => {
    saveAna();
    const api = fakeApi({ 'GET /api/events/ABC123/me': me });
    vi.stubGlobal('fetch', api);
    renderAt('/');
    expect(await screen.findByText('Event Starting Soon')).toBeTruthy();
    // Revalidated once (the live socket's ticket request aside).
    expect(api.mock.calls.filter(([url]) => String(url) === '/api/events/ABC123/me')).toHaveLength(1);
  });

  it('on load, an event that no longer exists clears the session and shows the lobby', async () => {
    saveAna();
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND) }));
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Create Event' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('on load, a removed participant lands in the lobby with the KICKED message', async () => {
    saveAna();
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => errorResponse(403, 'KICKED', messages.KICKED) }));
    const user = renderAt('/');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.KICKED);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Switch user opens Select User for the event, and Leave event returns to the lobby', async () => {
    saveAna();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/events/ABC123/me': me, 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }),
    );
    const user = renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Switch user' }));
    expect(await screen.findByRole('heading', { name: 'Select User' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Ana/ }));
    await user.click(await screen.findByRole('button', { name: 'Leave event' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave event?' })).getByRole('button', { name: 'Leave event' }));
    expect(await screen.findByRole('button', { name: 'Create Event' })).toBeTruthy();
    expect(currentSession()).toBeNull();
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
