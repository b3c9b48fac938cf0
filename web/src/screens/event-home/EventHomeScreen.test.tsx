// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { CAMERA_MESSAGES } from '../../camera';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { EventSocket } from '../../realtime/EventSocket';
import { setSocketFactoryForTests } from '../../realtime/eventChannel';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { errorResponse, eventView, fakeApi, jsonResponse, participantView, socketTicketResponse } from '../../testing/fixtures';
import { POLL_MS } from '../../model/live-event/useLiveEvent';
import { currentSession, listSessions, saveSession } from '../../model/session/sessionStore';
import { LOCALE_STORAGE_KEY, setLocale } from '../../i18n/localeStore';
import { EventHomeScreen } from './EventHomeScreen';
import { slowPage } from '../../testing/slowPage';

const GUEST = participantView({ id: 'p-dan', name: 'Dan' });

function signIn({ creator = false, participantId = 'p-dan' } = {}) {
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId, userName: 'Dan', eventTitle: 'Ana & Dan', token: 'tok', creator });
}

function stubMe(event: () => EventView = () => eventView(), participant: ParticipantView = GUEST) {
  const api = fakeApi({ 'GET /api/events/ABC123/me': () => jsonResponse(200, { event: event(), participant }) });
  vi.stubGlobal('fetch', api);
  return api;
}

/** Where a redirect landed (the gallery route of the real app). */
function Landed() {
  const location = useLocation();
  return <p>Landed on {`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  const props = { onLeave: vi.fn(), onSwitchUser: vi.fn() };
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<EventHomeScreen code="ABC123" initial={null} {...props} />} />
        <Route path="/gallery" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
  return props;
}

/** The event socket, once the screen has opened it. */
async function openedSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
  return FakeWebSocket.last();
}

const meCalls = (api: ReturnType<typeof stubMe>) => api.mock.calls.filter(([url]) => url === '/api/events/ABC123/me').length;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
  FakeWebSocket.reset();
  setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url), random: () => 0 }));
});
afterEach(() => {
  cleanup();
  setSocketFactoryForTests(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('event home (camera state)', () => {
  it('shows the code, the gallery link, the status, photos left, and a shutter that waits for a camera', async () => {
    signIn();
    stubMe(() => eventView({ maxPhotosPerUser: 10 }), participantView({ id: 'p-dan', name: 'Dan', photosTaken: 4 }));
    renderHome();
    expect(await screen.findByText('Event Starting Soon')).toBeTruthy();
    expect(screen.getByText('ABC123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe('/gallery?event=ABC123&user=Dan');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test End Event' })).toBeNull();
    expect(screen.getByTestId('photos-left').textContent).toBe('6 photos left');
    expect(screen.getByTestId('photos-left').className).not.toContain('badge--low');
    const shutter = screen.getByRole<HTMLButtonElement>('button', { name: 'Take photo' });
    expect(shutter.disabled).toBe(true);
    // jsdom has no camera: the spec's "not supported" message, mapped by cameraErrorMessage.
    expect((await screen.findByRole('alert')).textContent).toContain(CAMERA_MESSAGES.NOT_SUPPORTED);
    expect(shutter.disabled).toBe(true);
  });

  it('has the language switch in its menu: Română turns the screen to Romanian and <html lang> follows', async () => {
    signIn();
    stubMe(() => eventView({ maxPhotosPerUser: 10 }), participantView({ id: 'p-dan', name: 'Dan', photosTaken: 4 }));
    renderHome();
    await screen.findByText('Event Starting Soon');
    const menu = screen.getByRole('navigation', { name: 'Event menu' });
    try {
      fireEvent.click(within(menu).getByRole('button', { name: 'Română' }));
      expect(await screen.findByText('Evenimentul începe curând')).toBeTruthy();
      expect(document.documentElement.lang).toBe('ro');
      expect(screen.getByTestId('photos-left').textContent).toBe('Mai ai 6 fotografii');
      expect(screen.getByRole('button', { name: 'Schimbă utilizatorul' })).toBeTruthy();
    } finally {
      setLocale('en');
      localStorage.removeItem(LOCALE_STORAGE_KEY);
    }
  });

  it('says "Connecting to database" until the first check of the event has answered', async () => {
    signIn();
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) =>
        String(input).endsWith('/socket-ticket') ? Promise.resolve(socketTicketResponse(init)) : new Promise((resolve) => (answer = resolve)),
      ),
    );
    const joined = { kind: 'joined' as const, session: currentSession()!, event: eventView(), participant: GUEST };
    render(
      <MemoryRouter>
        <EventHomeScreen code="ABC123" initial={joined} onLeave={vi.fn()} onSwitchUser={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Connecting to database…')).toBeTruthy();
    await act(async () => answer(jsonResponse(200, { event: eventView(), participant: GUEST })));
    await waitFor(() => expect(screen.queryByText('Connecting to database…')).toBeNull());
  });

  it.each([
    ['active', 'Event Live'],
    ['waiting', 'Event Starting Soon'],
  ] as const)('status %s reads "%s"', async (status, label) => {
    signIn();
    stubMe(() => eventView({ status }));
    renderHome();
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it('status completed reads "Event Ended" for the organizer (guests go to the awards)', async () => {
    signIn({ creator: true });
    stubMe(() => eventView({ status: 'completed', eventState: 'ended' }), participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderHome();
    expect(await screen.findByText('Event Ended')).toBeTruthy();
  });

  it('the ended event home offers the organizer the way to the gallery and purchase options (no redirect)', async () => {
    signIn({ creator: true });
    stubMe(() => eventView({ status: 'completed', eventState: 'ended' }), participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderHome();
    const link = await screen.findByRole('link', { name: 'View Gallery & Purchase Options' });
    expect(link.getAttribute('href')).toBe('/gallery?event=ABC123&user=Dan&view=expired');
    expect(screen.getByRole('link', { name: 'Admin' })).toBeTruthy();
  });

  it("the ended event home never calls a paid or extended gallery free: it says until when it is open", async () => {
    signIn({ creator: true });
    const extended = { status: 'completed', eventState: 'ended', createdAt: '2027-01-01T10:00:00.000Z', galleryExpiresAt: '2027-02-05T10:00:00.000Z', galleryExtensionDays: 30 } as const;
    stubMe(() => eventView(extended), participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderHome();
    await screen.findByRole('link', { name: 'View Gallery & Purchase Options' });
    expect(document.body.textContent).not.toMatch(/free/i);
    expect(document.body.textContent).toMatch(/The gallery stays open until February 5, 2027\./);
  });

  it('with reveal after the end, the ended home says the guests vote until the hour is over, not that they see the awards', async () => {
    signIn({ creator: true });
    const votingEndsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    stubMe(() => eventView({ status: 'completed', eventState: 'ended', revealAfterEnd: true, votingEndsAt }), participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderHome();
    await screen.findByRole('link', { name: 'View Gallery & Purchase Options' });
    expect(document.body.textContent).toMatch(/Your guests now see every photo and vote until .+; the awards follow\. The gallery stays free for 5 days/);
    expect(document.body.textContent).not.toMatch(/now see the awards ceremony/);
  });

  it('after the 5 days a guest goes straight to the gallery, which shows the expired view', async () => {
    signIn();
    stubMe(() => eventView({ status: 'completed', eventState: 'ended', galleryExpired: true }));
    renderHome();
    expect(await screen.findByText('Landed on /gallery?event=ABC123&user=Dan')).toBeTruthy();
  });

  it('an event past the 5 days reads "Event Ended" even if it never ended (no camera)', async () => {
    signIn({ creator: true });
    stubMe(() => eventView({ status: 'waiting', galleryExpired: true }), participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderHome();
    expect(await screen.findByText('Event Ended')).toBeTruthy();
    expect(screen.getByText('This event has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Gallery & Purchase Options' })).toBeTruthy();
  });

  it('turns the photos-left badge red at 3 or fewer', async () => {
    signIn();
    stubMe(() => eventView({ maxPhotosPerUser: 5 }), participantView({ id: 'p-dan', photosTaken: 2 }));
    renderHome();
    const badge = await screen.findByTestId('photos-left');
    expect(badge.textContent).toBe('3 photos left');
    expect(badge.className).toContain('badge--low');
  });

  it('the creator gets the Admin button and Test End Event (until the event has ended)', async () => {
    signIn({ creator: true });
    const creator = participantView({ id: 'p-dan', name: 'Dan', isCreator: true });
    let event = eventView({ status: 'active', eventState: 'countdown' });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/me': () => jsonResponse(200, { event, participant: creator }),
        'POST /api/events/ABC123/end': () => {
          event = eventView({ status: 'completed', eventState: 'ended' });
          return jsonResponse(200, event);
        },
      }),
    );
    renderHome();
    const admin = await screen.findByRole('link', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/event-admin?event=ABC123');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Test End Event' }));
    expect(screen.getByText('Are you sure you want to end this event? This action cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End Event' }));
    expect(await screen.findByText('Event Ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Test End Event' })).toBeNull();
  });

  it('Leave event asks first, then clears the current session and returns to the lobby; Switch user asks to switch', async () => {
    signIn();
    stubMe();
    const { onLeave, onSwitchUser } = renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch user' }));
    expect(onSwitchUser).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Leave event' }));
    // Asked first: Stay keeps the session.
    let dialog = screen.getByRole('dialog', { name: 'Leave event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(currentSession()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave event' }));
    dialog = screen.getByRole('dialog', { name: 'Leave event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave event' }));
    expect(onLeave).toHaveBeenCalledWith();
    expect(currentSession()).toBeNull();
  });
});

describe('event home on load', () => {
  it('without a session of this event it returns to the lobby', async () => {
    stubMe();
    const { onLeave } = renderHome();
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(undefined));
  });

  it('event gone: clears the sessions of the event and returns to the lobby without a message', async () => {
    signIn();
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND) }));
    const { onLeave } = renderHome();
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(undefined));
    expect(listSessions('ABC123')).toEqual([]);
  });

  it('kicked: clears the session and returns to the lobby with the KICKED message', async () => {
    signIn();
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => errorResponse(403, 'KICKED', messages.KICKED) }));
    const { onLeave } = renderHome();
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('KICKED'));
    expect(currentSession()).toBeNull();
  });

  it('offline: keeps the session and offers Try Again', async () => {
    signIn();
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { event: eventView(), participant: GUEST });
      }),
    );
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.NETWORK);
    expect(currentSession()).not.toBeNull();
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Event Starting Soon')).toBeTruthy();
  });
});

describe('event home, live', () => {
  it('event-updated to countdown: Event Live and an "Event Started!" toast for 5 seconds, no reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    stubMe();
    renderHome();
    await screen.findByText('Event Starting Soon');
    const ws = await openedSocket();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'active', eventState: 'countdown' }) }] }));

    expect(await screen.findByText('Event Live')).toBeTruthy();
    const toast = screen.getByText('Event Started!');
    expect(toast.closest('[role="status"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Event Started!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Event Started!')).toBeNull();
  });

  it('event-updated to ended takes a guest to the awards ceremony (spec: participants go to awards)', async () => {
    signIn();
    stubMe(() => eventView({ status: 'active', eventState: 'countdown' }));
    renderHome();
    await screen.findByText('Event Live');
    const ws = await openedSocket();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'completed', eventState: 'ended' }) }] }));
    expect(await screen.findByText('Landed on /gallery?event=ABC123&user=Dan&view=awards')).toBeTruthy();
  });

  it('event-updated to ended takes the organizer with the settings panel open to the expired/purchase view', async () => {
    signIn({ creator: true });
    stubMe(() => eventView({ status: 'active', eventState: 'countdown' }), participantView({ id: 'p-dan', name: 'Dan', isCreator: true }));
    renderHome();
    await screen.findByText('Event Live');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Camera settings' }));
    expect(await screen.findByRole('dialog', { name: 'Camera Settings' })).toBeTruthy();
    const ws = await openedSocket();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'completed', eventState: 'ended' }) }] }));
    expect(await screen.findByText('Landed on /gallery?event=ABC123&user=Dan&view=expired')).toBeTruthy();
  });

  it('participant-kicked for this participant: clears the session and leaves with the KICKED message', async () => {
    signIn();
    saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-other', userName: 'Other', eventTitle: 'x', token: 't2', creator: false });
    signIn();
    stubMe();
    const { onLeave } = renderHome();
    await screen.findByText('Event Starting Soon');
    const ws = await openedSocket();
    act(() => ws.open());
    await act(() => ws.receive({ messages: [{ type: 'participant-kicked', participantId: 'p-someone' }] }));
    expect(onLeave).not.toHaveBeenCalled();
    await act(() => ws.receive({ messages: [{ type: 'participant-kicked', participantId: 'p-dan' }] }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('KICKED'));
    expect(currentSession()).toBeNull();
    expect(listSessions('ABC123').map((s) => s.participantId)).toEqual(['p-other']);
  });

  it('"Reconnecting to live updates…" goes into a polite live region that is in the page, empty, from the start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    stubMe();
    renderHome();
    await screen.findByText('Event Starting Soon');
    const ws = await openedSocket();
    act(() => ws.open());
    // role status: polite. Present before there is anything to say (a region added with its text may go unannounced).
    const regions = screen.getAllByRole('status');
    expect(regions.filter((region) => region.textContent === '').length).toBeGreaterThan(0);
    expect(screen.queryByText('Reconnecting to live updates…')).toBeNull();

    // Down for longer than a blip (3 s): the text, in one of the regions that were there.
    act(() => ws.drop());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByText('Reconnecting to live updates…')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const note = screen.getByText('Reconnecting to live updates…');
    expect(regions).toContain(note);
    expect(note.getAttribute('aria-live') ?? 'polite').toBe('polite');
  });

  it('while the socket is down it re-reads the event every 10 s, and stops once the socket is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let event = eventView();
    const api = stubMe(() => event);
    renderHome();
    await screen.findByText('Event Starting Soon');
    expect(meCalls(api)).toBe(1);

    const ws = await openedSocket();
    act(() => ws.drop());
    event = eventView({ status: 'active', eventState: 'countdown' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
    expect(meCalls(api)).toBe(2);
    expect(await screen.findByText('Event Live')).toBeTruthy();

    // The reconnect (backoff 0.5 s) succeeds: one catch-up read, then no more polling.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    act(() => FakeWebSocket.last().open());
    await waitFor(() => expect(meCalls(api)).toBe(3));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    });
    expect(meCalls(api)).toBe(3);
    // The next read is the camera's 30-second photo-count re-sync (paused while polling), not polling.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS + 1000);
    });
    expect(meCalls(api)).toBe(4);
  });
});

describe('event home: a link tapped while the next page is still loading', () => {
  /*
   * The router moves in a React transition: after a tap on Gallery the address is the gallery's at once, but the
   * camera stays mounted, its live socket open, until the gallery's chunk has loaded (a slow phone: seconds).
   * The end of the event then must not replace the gallery tapped to: an ended event's gallery is still a valid
   * place (it offers the awards). A removal does: the gallery needs the session it ends, and would only say "No
   * event information found" where the lobby says why (useLeaveWhenRemoved).
   */
  let arrive: () => void = () => {};
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
  }
  function Home() {
    const navigate = useNavigate();
    // As the main flow does: back to the lobby, replacing the camera's entry.
    return <EventHomeScreen code="ABC123" initial={null} onLeave={(notice) => void navigate('/lobby', { replace: true, state: notice })} onSwitchUser={vi.fn()} />;
  }
  function Lobby() {
    const { state } = useLocation();
    return <h1>Lobby {String(state)}</h1>;
  }
  function renderWithSlowGallery() {
    // The next page's chunk arrives when the test says (arrive()).
    const slow = slowPage('Gallery page');
    arrive = slow.arrive;
    const Gallery = slow.Page;
    render(
      <MemoryRouter>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/gallery" element={<Gallery />} />
            <Route path="/lobby" element={<Lobby />} />
          </Routes>
        </Suspense>
        <Where />
      </MemoryRouter>,
    );
  }
  const where = () => screen.getByTestId('where').textContent;

  async function tapGalleryWhileLive(): Promise<FakeWebSocket> {
    signIn();
    stubMe(() => eventView({ status: 'active', eventState: 'countdown' }));
    renderWithSlowGallery();
    await screen.findByText('Event Live');
    const ws = await openedSocket();
    act(() => ws.open());
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Gallery' })));
    // The gallery's chunk is on its way: the camera is still shown, its socket still open.
    expect(screen.getByText('Event Live')).toBeTruthy();
    expect(where()).toBe('/');
    return ws;
  }

  it('the event ending does not replace the gallery tapped to with the awards', async () => {
    const ws = await tapGalleryWhileLive();
    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'completed', eventState: 'ended' }) }] }));
    await act(async () => arrive());
    expect(where()).toBe('/gallery?event=ABC123&user=Dan');
    expect(screen.getByRole('heading', { name: 'Gallery page' })).toBeTruthy();
  });

  it('being removed still takes the guest to the lobby with the notice, over the gallery tapped to (decided: the gallery needs the session)', async () => {
    const ws = await tapGalleryWhileLive();
    await act(() => ws.receive({ messages: [{ type: 'participant-kicked', participantId: 'p-dan' }] }));
    expect(currentSession()).toBeNull();
    await act(async () => arrive());
    expect(where()).toBe('/lobby');
    expect(screen.getByRole('heading', { name: 'Lobby KICKED' })).toBeTruthy();
  });
});
