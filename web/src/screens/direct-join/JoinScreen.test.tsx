// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, eventView, fakeApi, jsonResponse, sessionResponse } from '../../testing/fixtures';
import type { Joined } from '../../model/join/joinOutcome';
import { currentSession, listSessions, saveSession } from '../../model/session/sessionStore';
import { JoinScreen } from './JoinScreen';
import { inRomanian } from '../../testing/inRomanian';

function renderJoin(code = 'ABC123', { fromLink = false }: { fromLink?: boolean } = {}) {
  const onJoined = vi.fn<(joined: Joined) => void>();
  const onContinue = vi.fn();
  const onCode = vi.fn<(code: string) => void>();
  render(
    <MemoryRouter>
      <JoinScreen code={code} onJoined={onJoined} onContinue={onContinue} fromLink={fromLink} onCode={onCode} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onJoined, onContinue, onCode };
}

const saved = (participantId: string, userName: string, minute: number) =>
  saveSession(
    { eventId: 'e1', eventCode: 'ABC123', participantId, userName, eventTitle: 'Ana & Dan', token: `tok-${participantId}`, creator: false },
    new Date(Date.UTC(2025, 5, 1, 10, minute)),
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('direct join', () => {
  it('validates first, then shows the Join Event form with title, code and the Details card', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((r) => (answer = r))));
    renderJoin();
    expect(screen.getByRole('heading', { name: 'Validating Event' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();

    answer(jsonResponse(200, eventView({ title: 'Garden party', eventType: 'birthday', maxParticipants: 80, maxPhotosPerUser: 7 })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Event' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Garden party' })).toBeTruthy();
    expect(screen.getByText('ABC123')).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Details' }).parentElement!;
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Type')).toBe('Birthday');
    expect(value('Max Participants')).toBe('80');
    expect(value('Photos per Person')).toBe('7');
    expect(value('Status')).toBe('Waiting');
    expect(screen.getByRole('link', { name: 'Back to Main Page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your Name')));
  });

  it('checks the name, joins, and hands the saved session on', async () => {
    const api = fakeApi({
      'GET /api/events/ABC123': () => jsonResponse(200, eventView()),
      'POST /api/events/ABC123/join': () => jsonResponse(200, sessionResponse({}, { id: 'p-bo', name: 'Bo' }, 'tok-bo')),
    });
    vi.stubGlobal('fetch', api);
    const { user, onJoined } = renderJoin();
    const name = await screen.findByLabelText('Your Name');
    await user.type(name, ' B');
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'Bo');
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledOnce());
    expect(currentSession()).toMatchObject({ participantId: 'p-bo', token: 'tok-bo' });
    const join = api.mock.calls.find(([url]) => url === '/api/events/ABC123/join');
    expect(new Headers(join?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('shows the server message when the event is full', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123': () => jsonResponse(200, eventView()),
        'POST /api/events/ABC123/join': () => errorResponse(409, 'EVENT_FULL', messages.EVENT_FULL),
      }),
    );
    const { user, onJoined } = renderJoin();
    await user.type(await screen.findByLabelText('Your Name'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This event is full. No more participants can join.');
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('event not found: says so, and forgets this device’s sessions of it', async () => {
    saved('p-ana', 'Ana', 0);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND) }));
    renderJoin();
    expect((await screen.findByRole('alert')).textContent).toBe('Event not found. Please check the code and try again.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(listSessions('ABC123')).toEqual([]);
  });

  it('event ended: says so', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView({ status: 'completed' })) }));
    renderJoin();
    expect((await screen.findByRole('alert')).textContent).toBe('This event has ended and is no longer accepting participants.');
  });

  it('lookup failure: "Failed to validate event. Please try again." with Try Again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse(200, eventView());
      }),
    );
    const { user } = renderJoin();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to validate event. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Your Name')).toBeTruthy();
  });
});

describe('select user', () => {
  it('lists the saved users of the event (most recent first, with Last used) and continues as one', async () => {
    saved('p-ana', 'Ana', 0);
    saved('p-dan', 'Dan', 30);
    saveSession({ eventId: 'e2', eventCode: 'ZZZ999', participantId: 'p-zed', userName: 'Zed', eventTitle: 'Other', token: 't', creator: false });
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    const { user, onContinue } = renderJoin();

    expect(await screen.findByRole('heading', { name: 'Select User' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Continue as' })).toBeTruthy();
    const users = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(users).toHaveLength(2);
    expect(users[0]).toMatch(/^DanLast used /);
    expect(users[1]).toMatch(/^AnaLast used /);
    expect(screen.getByRole('link', { name: 'Back to Main Page' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: /^Ana/ }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(currentSession()?.participantId).toBe('p-ana');
  });

  it('Join as New User opens the form', async () => {
    saved('p-ana', 'Ana', 0);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    const { user } = renderJoin();
    await user.click(await screen.findByRole('button', { name: 'Join as New User' }));
    expect(await screen.findByLabelText('Your Name')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to saved users' }));
    expect(screen.getByRole('heading', { name: 'Select User' })).toBeTruthy();
  });

  it('an ended event still lets saved users continue, but takes no new ones', async () => {
    saved('p-ana', 'Ana', 0);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView({ status: 'completed' })) }));
    renderJoin();
    expect(await screen.findByRole('button', { name: /^Ana/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join as New User' })).toBeNull();
    expect(screen.getByText(messages.EVENT_ENDED)).toBeTruthy();
  });
});

describe('direct join from an event link', () => {
  it('says "Event code detected! Enter your name to join." and marks the code Detected', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    renderJoin('ABC123', { fromLink: true });
    expect(await screen.findByText('Event code detected! Enter your name to join.')).toBeTruthy();
    expect(screen.getByText('Detected')).toBeTruthy();
  });

  it('without a link (Switch user → Join as New User) there is no Detected mark', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    renderJoin('ABC123');
    expect(await screen.findByText('Enter your name to join.')).toBeTruthy();
    expect(screen.queryByText('Detected')).toBeNull();
  });

  it('with one saved user of the event the link continues as that person (Select User is for several)', async () => {
    saved('p-ana', 'Ana', 1);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    const { onContinue } = renderJoin('ABC123', { fromLink: true });
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    expect(screen.queryByRole('heading', { name: 'Select User' })).toBeNull();
    expect(currentSession()?.participantId).toBe('p-ana');
  });

  it('with several saved users the link shows Select User', async () => {
    saved('p-ana', 'Ana', 1);
    saved('p-bo', 'Bo', 2);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    const { onContinue } = renderJoin('ABC123', { fromLink: true });
    expect(await screen.findByRole('heading', { name: 'Select User' })).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('a code that finds no event offers a field to correct it', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC124': () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND) }));
    const { user, onCode } = renderJoin('ABC124', { fromLink: true });
    expect(await screen.findByText(messages.EVENT_NOT_FOUND)).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Event Code');
    expect(field.value).toBe('ABC124');
    await user.clear(field);
    await user.type(field, 'abc123');
    await user.click(screen.getByRole('button', { name: 'Check Code' }));
    expect(onCode).toHaveBeenCalledWith('ABC123');
  });
});

describe('the Join screen in Romanian', () => {
  inRomanian();

  it('Select User in Romanian, the Last used date in Romanian', async () => {
    saved('p-ana', 'Ana', 0);
    saved('p-dan', 'Dan', 30);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView()) }));
    renderJoin();
    expect(await screen.findByRole('heading', { name: 'Alege utilizatorul' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Continuă ca' })).toBeTruthy();
    // 1 June 2025 in Romanian ("1 iun. 2025").
    expect(screen.getAllByRole('listitem')[0]!.textContent).toMatch(/^DanFolosit ultima dată 1 iun\. 2025/);
    expect(screen.getByRole('button', { name: 'Intră ca utilizator nou' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Înapoi la pagina principală' })).toBeTruthy();
  });

  it('the direct join form and its Details card in Romanian', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => jsonResponse(200, eventView({ eventType: 'birthday' })) }));
    renderJoin('ABC123', { fromLink: true });
    expect(await screen.findByText('Codul evenimentului a fost detectat! Introdu-ți numele ca să intri.')).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Detalii' }).parentElement!;
    expect(within(details).getByText('Tip').nextElementSibling?.textContent).toBe('Zi de naștere');
    expect(within(details).getByText('Stare').nextElementSibling?.textContent).toBe('În așteptare');
    expect(screen.getByLabelText('Numele tău')).toBeTruthy();
  });

  it('an event that is not found says so in Romanian', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123': () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND) }));
    renderJoin();
    expect((await screen.findByRole('alert')).textContent).toBe('Evenimentul nu a fost găsit. Verifică codul și încearcă din nou.');
  });
});
