// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { EventSocket } from '../../realtime/EventSocket';
import { setSocketFactoryForTests } from '../../realtime/eventChannel';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { errorResponse, eventView, fakeApi, jsonResponse, participantView } from '../../testing/fixtures';
import { POLL_MS } from '../../model/live-event/useLiveEvent';
import { currentSession, saveSession } from '../../model/session/sessionStore';
import { EventAdminScreen } from './EventAdminScreen';
import { canKick } from './ParticipantList';
import { countdownHours } from './StartEventControl';
import { slowPage } from '../../testing/slowPage';

const ME = participantView({ id: 'p-ana', name: 'Ana', isCreator: true, photosTaken: 2 });
const DAN = participantView({ id: 'p-dan', name: 'Dan', photosTaken: 1, joinedAt: '2025-06-01T10:10:00.000Z' });
const GONE = participantView({ id: 'p-eve', name: 'Eve', isActive: false });

function signIn({ creator = true }: { creator?: boolean } = {}) {
  saveSession({
    eventId: 'e1',
    eventCode: 'ABC123',
    participantId: 'p-ana',
    userName: 'Ana',
    eventTitle: 'Ana & Dan',
    token: 'tok-ana',
    creator,
  });
}

function stubApi({
  event = eventView(),
  me = ME,
  participants = [ME, DAN],
  extra = {},
}: {
  event?: EventView;
  me?: ParticipantView;
  participants?: ParticipantView[];
  extra?: Parameters<typeof fakeApi>[0];
} = {}) {
  const api = fakeApi({
    'GET /api/events/ABC123/me': () => jsonResponse(200, { event, participant: me }),
    'GET /api/events/ABC123/participants': () => jsonResponse(200, { participants }),
    // The challenges section (ChallengesControl.test.tsx tests it) reads its list beside the participants.
    'GET /api/events/ABC123/challenges': () => jsonResponse(200, { enabled: false, prompts: [], done: [], countsOnly: false, closed: false }),
    ...extra,
  });
  vi.stubGlobal('fetch', api);
  return api;
}

function renderAdmin() {
  const props = { onBackToEvent: vi.fn(), onGoBack: vi.fn(), onLeave: vi.fn() };
  render(
    <MemoryRouter>
      <EventAdminScreen code="ABC123" {...props} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), ...props };
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const stat = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;

beforeEach(() => {
  localStorage.clear();
  FakeWebSocket.reset();
  setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url) }));
});
afterEach(() => {
  cleanup();
  setSocketFactoryForTests(null);
  vi.unstubAllGlobals();
});

describe('event admin screen: who sees it', () => {
  it('non-creators see Access Denied with Go Back, and no admin call is made', async () => {
    signIn({ creator: false });
    const api = stubApi({ me: participantView({ id: 'p-ana', name: 'Ana', isCreator: false }) });
    const { user, onGoBack } = renderAdmin();
    expect(await screen.findByText('Access Denied: Only the event creator can access admin tools')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
    // (The live socket's ticket request is no admin call.)
    expect(api.mock.calls.map(([url]) => url).filter((url) => !String(url).endsWith('/socket-ticket'))).toEqual(['/api/events/ABC123/me']);
  });

  it('a device without a session of the event sees Access Denied', async () => {
    stubApi();
    renderAdmin();
    expect(await screen.findByText(messages.ACCESS_DENIED)).toBeTruthy();
  });

  it('the creator participant on a device without creator rights sees Access Denied', async () => {
    // Joined under the creator's name through a link on another device: the server would refuse the calls.
    signIn({ creator: false });
    stubApi();
    renderAdmin();
    expect(await screen.findByText(messages.ACCESS_DENIED)).toBeTruthy();
  });

  it('the creator sees the title, the three stats and the participants', async () => {
    signIn();
    const api = stubApi({ event: eventView({ title: 'Garden party', maxParticipants: 80 }) });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden party' })).toBeTruthy();
    await screen.findByText('Dan');
    expect(stat('Active Participants')).toBe('2');
    expect(stat('Status')).toBe('Waiting');
    expect(stat('Max Participants')).toBe('80');
    const list = api.mock.calls.find(([url]) => url === '/api/events/ABC123/participants');
    expect(new Headers(list?.[1]?.headers).get('authorization')).toBe('Bearer tok-ana');
  });
});

describe('event admin screen: visibility rules', () => {
  it.each([
    ['waiting', true, true],
    ['active', false, true],
    ['completed', false, false],
  ] as const)('status %s: Start Event %s, End Event %s', async (status, start, end) => {
    signIn();
    stubApi({ event: eventView({ status }) });
    renderAdmin();
    await screen.findByText('Dan');
    expect(button('Start Event') !== null).toBe(start);
    expect(button('End Event') !== null).toBe(end);
  });

  it('colours the status: waiting yellow, active green, others grey', async () => {
    signIn();
    stubApi({ event: eventView({ status: 'completed' }) });
    renderAdmin();
    expect((await screen.findByText('Completed')).className).toContain('status-pill--other');
  });

  it('Kick only for active participants other than oneself; (You) and (Creator) tags', async () => {
    signIn();
    const other = participantView({ id: 'p-co', name: 'Cora', isCreator: true });
    stubApi({ participants: [DAN, GONE, other, ME] });
    renderAdmin();
    await screen.findByText('Dan');
    expect(screen.getByRole('button', { name: 'Kick Dan' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Kick/ })).toHaveLength(1);

    const anaRow = screen.getByText('Ana').closest('li')!;
    expect(within(anaRow).getByText('(You)')).toBeTruthy();
    expect(within(anaRow).getByText('(Creator)')).toBeTruthy();
    expect(within(anaRow).getByText(/2 photos · Joined/)).toBeTruthy();
    expect(within(screen.getByText('Dan').closest('li')!).queryByText('(You)')).toBeNull();
    expect(within(screen.getByText('Eve').closest('li')!).getByText('Removed')).toBeTruthy();
  });

  it('canKick', () => {
    expect(canKick(DAN, ME)).toBe(true);
    expect(canKick(ME, ME)).toBe(false);
    expect(canKick(GONE, ME)).toBe(false);
    expect(canKick(DAN, DAN)).toBe(false);
  });

  it('shows "Loading participants", then "No participants yet" for an empty list', async () => {
    signIn();
    // Made before the screen asks (its lazy sections may delay the request): answering never misses it.
    let answer: (r: Response) => void = () => {};
    const pending = new Promise<Response>((r) => (answer = r));
    stubApi({
      extra: { 'GET /api/events/ABC123/participants': () => pending },
    });
    renderAdmin();
    expect(await screen.findByText('Loading participants')).toBeTruthy();
    answer(jsonResponse(200, { participants: [] }));
    expect(await screen.findByText('No participants yet')).toBeTruthy();
  });

  it('says "Failed to load participants." when the list fails', async () => {
    signIn();
    stubApi({ extra: { 'GET /api/events/ABC123/participants': () => errorResponse(500, 'INTERNAL', messages.INTERNAL) } });
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load participants.');
  });
});

describe('event admin screen: actions', () => {
  it('Start Event asks "Start Event Countdown?" with the hours, then starts', async () => {
    signIn();
    const api = stubApi({
      event: eventView({ durationMinutes: 480 }),
      extra: { 'POST /api/events/ABC123/start': () => jsonResponse(200, eventView({ status: 'active', eventState: 'countdown' })) },
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Start Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Event Countdown?' });
    expect(within(dialog).getByText('8 hours')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Start Event' }));

    await waitFor(() => expect(stat('Status')).toBe('Active'));
    expect(button('Start Event')).toBeNull();
    const start = api.mock.calls.find(([url]) => url === '/api/events/ABC123/start');
    expect(new Headers(start?.[1]?.headers).get('authorization')).toBe('Bearer tok-ana');
  });

  it('the start modal says a 30-minute event as "30 minutes", not "0.5 hours"', async () => {
    signIn();
    stubApi({ event: eventView({ durationMinutes: 30 }) });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Start Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Event Countdown?' });
    expect(within(dialog).getByText('30 minutes')).toBeTruthy();
    expect(dialog.textContent).not.toContain('0.5');
  });

  it('shows no Kick buttons once the event is completed', async () => {
    signIn();
    stubApi({ event: eventView({ status: 'completed', eventState: 'ended', endedAt: '2025-06-01T12:00:00.000Z' }) });
    renderAdmin();
    await screen.findByText('Dan');
    expect(screen.queryByRole('button', { name: 'Kick Dan' })).toBeNull();
  });

  it('Cancel closes the start dialog without starting', async () => {
    signIn();
    const api = stubApi();
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Start Event' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/start'))).toBe(false);
  });

  it('says "Failed to start event. Please try again." when the start fails', async () => {
    signIn();
    stubApi({ extra: { 'POST /api/events/ABC123/start': () => errorResponse(500, 'INTERNAL', messages.INTERNAL) } });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Start Event' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start Event' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(messages.START_FAILED);
  });

  it('End Event asks the spec question; a failure says "Failed to end event."', async () => {
    signIn();
    stubApi({
      event: eventView({ status: 'active', eventState: 'countdown' }),
      extra: { 'POST /api/events/ABC123/end': () => errorResponse(503, 'INTERNAL', messages.INTERNAL) },
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'End Event' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to end this event? This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'End Event' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to end event.');
  });

  it('kicks after "Are you sure you want to kick {name} from the event?" and reloads the list', async () => {
    signIn();
    let lists = 0;
    const api = stubApi({
      extra: {
        'GET /api/events/ABC123/participants': () =>
          jsonResponse(200, { participants: lists++ === 0 ? [ME, DAN] : [ME, { ...DAN, isActive: false }] }),
        'POST /api/events/ABC123/participants/p-dan/kick': () => jsonResponse(200, { ...DAN, isActive: false }),
      },
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Kick Dan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to kick Dan from the event?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kick' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kick Dan' })).toBeNull());
    expect(stat('Active Participants')).toBe('1');
    expect(api.mock.calls.filter(([url]) => url === '/api/events/ABC123/participants')).toHaveLength(2);
  });

  it('says "Failed to kick participant." when the kick fails', async () => {
    signIn();
    stubApi({ extra: { 'POST /api/events/ABC123/participants/p-dan/kick': () => errorResponse(500, 'INTERNAL', messages.INTERNAL) } });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Kick Dan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kick' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to kick participant.');
  });

  it('the back-to-event control leaves for the camera state', async () => {
    signIn();
    stubApi();
    const { user, onBackToEvent } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Back to event' }));
    expect(onBackToEvent).toHaveBeenCalledOnce();
  });
});

describe('event admin screen: live updates', () => {
  it('updates the stats on event-updated and reloads the list when someone else is kicked', async () => {
    signIn();
    const api = stubApi();
    renderAdmin();
    await screen.findByText('Dan');
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    const ws = FakeWebSocket.last();
    expect(ws.url).toContain('event=ABC123');
    expect(ws.url).toContain('ticket=ticket-for-tok-ana');
    ws.open();

    await act(() => ws.receive({ messages: [{ type: 'event-updated', event: eventView({ status: 'active', eventState: 'countdown' }) }] }));
    await waitFor(() => expect(stat('Status')).toBe('Active'));

    const before = api.mock.calls.filter(([url]) => url === '/api/events/ABC123/participants').length;
    await act(() => ws.receive({ messages: [{ type: 'participant-kicked', participantId: 'p-dan' }] }));
    await waitFor(() =>
      expect(api.mock.calls.filter(([url]) => url === '/api/events/ABC123/participants').length).toBe(before + 1),
    );
  });
});

describe('event admin screen: a link tapped while the next page is still loading', () => {
  /*
   * The router moves in a React transition: after a tap on a link the address is the next page's at once, but
   * this screen stays mounted, its live event still re-read, until that page's chunk has loaded (a slow phone:
   * seconds). A refusal found meanwhile (this phone signed out by 'Sign out other phones') must not replace a
   * page out of the event (See packages: /pricing) with the lobby; the event's own camera it does replace, as
   * the camera needs the session the refusal ends (useLeaveWhenRemoved).
   */
  let arrive: () => void = () => {};
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
  }
  function Admin() {
    const navigate = useNavigate();
    // As EventAdminPage does (opened without the camera behind it): Back to event replaces the entry with the camera
    // state; leaving replaces it with the lobby.
    return (
      <EventAdminScreen
        code="ABC123"
        onBackToEvent={() => void navigate('/', { replace: true, state: { screen: 'camera', code: 'ABC123' } })}
        onGoBack={vi.fn()}
        onLeave={(notice) => void navigate('/lobby', { replace: true, state: notice })}
      />
    );
  }
  function renderWithSlowPages() {
    // Lazy pages whose chunk arrives when the test says (arrive()), as React.lazy loads the real ones.
    // The next page's chunk arrives when the test says (arrive()).
    const slow = slowPage('Next page');
    arrive = slow.arrive;
    const Next = slow.Page;
    render(
      <MemoryRouter initialEntries={['/event-admin?event=ABC123']}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<Next />} />
            <Route path="/pricing" element={<Next />} />
            <Route path="/event-admin" element={<Admin />} />
            <Route path="/lobby" element={<h1>Lobby</h1>} />
          </Routes>
        </Suspense>
        <Where />
      </MemoryRouter>,
    );
  }
  const where = () => screen.getByTestId('where').textContent;

  beforeEach(() => {
    // The test clock only: the re-reads run when the test says.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Opens the screen with its live socket down (refused, as a phone signed out elsewhere has it): it re-reads the event every POLL_MS. */
  async function openAdminWithSocketDown(): Promise<() => void> {
    signIn();
    let refused = false;
    stubApi({
      extra: {
        'GET /api/events/ABC123/me': () => (refused ? errorResponse(401, 'UNAUTHORIZED', messages.UNAUTHORIZED) : jsonResponse(200, { event: eventView(), participant: ME })),
      },
    });
    renderWithSlowPages();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & Dan' })).toBeTruthy();
    act(() => FakeWebSocket.last().drop());
    return () => (refused = true);
  }

  /** The next re-read (the test clock) finds this phone's credential refused. */
  async function refusedOnNextRead(refuse: () => void) {
    refuse();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS + 10));
  }

  it('the refusal does not replace See packages (/pricing) with the lobby', async () => {
    const refuse = await openAdminWithSocketDown();
    act(() => fireEvent.click(screen.getAllByRole('link', { name: 'See packages' })[0]!));
    // The next page's chunk is on its way: this screen is still shown, and keeps re-reading.
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & Dan' })).toBeTruthy();
    expect(where()).toBe('/event-admin?event=ABC123');
    await refusedOnNextRead(refuse);
    // The device forgets the refused session all the same.
    expect(currentSession()).toBeNull();
    await act(async () => arrive());
    expect(where()).toBe('/pricing');
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeTruthy();
  });

  it('the refusal does replace Back to event (the camera needs the session) with the lobby', async () => {
    const refuse = await openAdminWithSocketDown();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back to event' })));
    await refusedOnNextRead(refuse);
    await act(async () => arrive());
    expect(where()).toBe('/lobby');
  });

  it('on the screen, the refusal leaves for the lobby', async () => {
    const refuse = await openAdminWithSocketDown();
    await refusedOnNextRead(refuse);
    expect(where()).toBe('/lobby');
  });
});

describe('countdownHours', () => {
  it('is duration_minutes divided by 60, said in minutes under an hour', () => {
    expect(countdownHours(480)).toBe('8 hours');
    expect(countdownHours(60)).toBe('1 hour');
    expect(countdownHours(1440)).toBe('24 hours');
    expect(countdownHours(90)).toBe('1.5 hours');
    expect(countdownHours(30)).toBe('30 minutes');
  });
});
