// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, jsonResponse, sessionResponse } from '../../testing/fixtures';
import type { Joined } from '../../model/join/joinOutcome';
import { currentSession } from '../../model/session/sessionStore';
import { LobbyScreen } from './LobbyScreen';
import { inRomanian } from '../../testing/inRomanian';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLobby(prefilledCode?: string, notice?: string) {
  const onDiscardPrefill = vi.fn();
  const onJoined = vi.fn<(joined: Joined) => void>();
  const onDismissNotice = vi.fn();
  render(
    <MemoryRouter>
      <LobbyScreen
        prefilledCode={prefilledCode}
        onCreateEvent={() => {}}
        onDiscardPrefill={onDiscardPrefill}
        onJoined={onJoined}
        notice={notice}
        onDismissNotice={onDismissNotice}
      />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onDiscardPrefill, onJoined, onDismissNotice };
}

const codeField = () => screen.getByLabelText<HTMLInputElement>(/Event Code/);
const nameField = () => screen.getByLabelText<HTMLInputElement>('Your Name');
const joinButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Join Event|Joining event/ });

async function openJoin() {
  const ctx = renderLobby();
  await ctx.user.click(screen.getByRole('button', { name: 'Join Event' }));
  await screen.findByLabelText(/Event Code/); // join mode is its own chunk (see LobbyScreen)
  return ctx;
}

async function submitWith(user: ReturnType<typeof userEvent.setup>, code: string, name: string) {
  if (code) await user.type(codeField(), code);
  if (name) await user.type(nameField(), name);
  await user.click(joinButton());
}

describe('Lobby, select mode', () => {
  it('shows the three actions, the three blurbs and the free-gallery guidance', () => {
    renderLobby();
    expect(screen.getByRole('button', { name: 'Join Event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
    for (const blurb of ['Private Events', 'Easy Sharing', 'Live Voting']) {
      expect(screen.getByRole('heading', { name: blurb })).toBeTruthy();
    }
    expect(
      screen.getByText('Create your event for free. Gallery lasts 5 days, then upgrade options become available.'),
    ).toBeTruthy();
  });
});

describe('Lobby, join mode', () => {
  it('forces the code to upper case, limits it to 6 and shows the ABC123 placeholder', async () => {
    const { user } = await openJoin();
    expect(codeField().maxLength).toBe(6);
    expect(codeField().placeholder).toBe('ABC123');
    await user.type(codeField(), 'abc123');
    expect(codeField().value).toBe('ABC123');
  });

  it('keeps Join Event disabled while the code or the name is empty', async () => {
    const { user } = await openJoin();
    expect(joinButton().disabled).toBe(true);
    await user.type(codeField(), 'ABC123');
    expect(joinButton().disabled).toBe(true);
    await user.type(nameField(), 'Ana');
    expect(joinButton().disabled).toBe(false);
  });

  it.each([
    ['   ', 'A', 'code', messages.CODE_REQUIRED],
    ['AB1', 'A', 'code', 'Event code must be 6 characters.'],
    ['ABC123', '   ', 'name', 'Please enter your name.'],
    ['ABC123', ' A ', 'name', 'Name must be at least 2 characters.'],
  ])('code %j and name %j: shows "%s" on the %s field in the spec order', async (code, name, field, message) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await openJoin();
    await submitWith(user, code, name);

    const error = await screen.findByText(message);
    const input = field === 'code' ? codeField() : nameField();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(input);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('joins with the code upper-cased, saves the session and hands it on', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, sessionResponse({ code: 'ZZZ999', title: 'Ana & Dan' }, { id: 'p-ana', name: 'Ana' }, 'tok-1')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, onJoined } = await openJoin();
    await submitWith(user, 'zzz999', ' Ana ');

    await waitFor(() => expect(onJoined).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/ZZZ999/join');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ana' });
    // A guest form never presents a credential: typing the organizer's name grants nothing.
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(onJoined.mock.calls[0]![0].session).toMatchObject({ eventCode: 'ZZZ999', participantId: 'p-ana', token: 'tok-1', creator: false });
    expect(currentSession()).toMatchObject({ eventCode: 'ZZZ999', participantId: 'p-ana', userName: 'Ana', eventTitle: 'Ana & Dan' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND],
    [409, 'EVENT_ENDED', messages.EVENT_ENDED],
    [409, 'EVENT_FULL', messages.EVENT_FULL],
    [403, 'KICKED', messages.KICKED],
  ])('shows the server message when the join is refused (%i %s)', async (status, code, message) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(status, code, message)));
    const { user, onJoined } = await openJoin();
    await submitWith(user, 'ABC123', 'Ana');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onJoined).not.toHaveBeenCalled();
    expect(currentSession()).toBeNull();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', async () => errorResponse(500, 'INTERNAL', messages.INTERNAL)],
  ])('says "Failed to join event. Please try again." when %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(answer));
    const { user } = await openJoin();
    await submitWith(user, 'ABC123', 'Ana');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to join event. Please try again.');
  });

  it('shows "Joining event..." and disables both buttons while it works', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))));
    const { user } = await openJoin();
    await submitWith(user, 'ABC123', 'Ana');

    await waitFor(() => expect(joinButton().textContent).toBe('Joining event...'));
    expect(joinButton().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Back' }).disabled).toBe(true);

    answer(errorResponse(409, 'EVENT_FULL', messages.EVENT_FULL));
    await waitFor(() => expect(joinButton().textContent).toBe('Join Event'));
    expect(joinButton().disabled).toBe(false);
  });

  it('Back returns to select mode and clears code, name and error', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const { user } = await openJoin();
    await submitWith(user, 'AB', 'Ana');
    await screen.findByText('Event code must be 6 characters.');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(codeField().value).toBe('');
    expect(nameField().value).toBe('');
    expect(screen.queryByText('Event code must be 6 characters.')).toBeNull();
  });
});

describe('Lobby notice', () => {
  it('shows why the guest is back (removed from the event) until dismissed', async () => {
    const { user, onDismissNotice } = renderLobby(undefined, messages.KICKED);
    expect(screen.getByRole('alert').textContent).toContain(messages.KICKED);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissNotice).toHaveBeenCalledOnce();
  });
});

describe('Lobby with a code from an event link', () => {
  it('opens in join mode with the detected code and focus on the name', async () => {
    renderLobby('ABC123');
    expect(await screen.findByRole('heading', { name: 'Join Event' })).toBeTruthy();
    expect(screen.getByText('Event code detected! Enter your name to join.')).toBeTruthy();
    expect(screen.getByText('Detected')).toBeTruthy();
    expect(codeField().value).toBe('ABC123');
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
  });

  it('forgets the link code on Back', async () => {
    const { user, onDiscardPrefill } = renderLobby('ABC123');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onDiscardPrefill).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeTruthy();
  });
});

describe('Lobby, a paid order on this device (event-flow spec section 4)', () => {
  const remember = (overrides: Record<string, unknown> = {}) =>
    localStorage.setItem(
      'aln_pending_order',
      JSON.stringify({
        orderId: '01PAIDORDER',
        orderNumber: 'CND-261124-ABCDEFGH',
        customerEmail: 'ana@example.com',
        customerName: 'Ana Pop',
        productType: 'raw_archive',
        totalAmount: 9_900,
        currency: 'RON',
        timestamp: Date.now(),
        accessToken: 'order-token',
        orderType: 'pre_event',
        eventType: 'digital',
        eventSize: 'medium',
        eventTitle: 'Team day',
        organizerName: 'Ana',
        paid: true,
        ...overrides,
      }),
    );

  it("shows 'Payment Successful!' with the order and event type, and the welcome-back guidance", async () => {
    remember();
    renderLobby();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('CND-261124-ABCDEFGH')).toBeTruthy();
    expect(screen.getByText(/Digital event package/)).toBeTruthy();
    expect(
      await screen.findByText("Welcome back! You've purchased a digital event package. Use the details below to create your lobby."),
    ).toBeTruthy();
    expect(screen.queryByText(/Create your event for free/)).toBeNull();
  });

  it('forgets an order older than 24 hours or unreadable, and shows the free guidance', async () => {
    remember({ timestamp: Date.now() - 24 * 3600_000 - 1000 });
    renderLobby();
    expect(await screen.findByText('Create your event for free. Gallery lasts 5 days, then upgrade options become available.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(localStorage.getItem('aln_pending_order')).toBeNull();
    cleanup();
    localStorage.setItem('aln_pending_order', '{not json');
    renderLobby();
    await waitFor(() => expect(localStorage.getItem('aln_pending_order')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
  });

  it('shows no banner for an order not yet paid', async () => {
    remember({ paid: false });
    renderLobby();
    expect(await screen.findByText(/Create your event for free/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(localStorage.getItem('aln_pending_order')).not.toBeNull();
  });
});

describe('Lobby in Romanian', () => {
  inRomanian();

  it('shows the actions, blurbs and guidance in Romanian, with the language switch on Română', () => {
    renderLobby();
    expect(screen.getByRole('button', { name: 'Alătură-te evenimentului' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creează eveniment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vezi planurile de preț' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('heading', { name: 'Evenimente private' })).toBeTruthy();
    // 5 is a "few" count in Romanian: "5 zile", not "5 de zile".
    expect(screen.getByText(/Galeria rămâne disponibilă 5 zile,/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Limba' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Română' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.body.textContent).not.toMatch(/Join Event|Create Event|Private Events/);
  });

  it('join mode: Romanian labels and the form rules in Romanian', async () => {
    const ctx = renderLobby();
    await ctx.user.click(screen.getByRole('button', { name: 'Alătură-te evenimentului' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alătură-te evenimentului' })).toBeTruthy();
    expect(document.title).toBe('Alătură-te evenimentului · Candid');
    await ctx.user.type(screen.getByLabelText('Codul evenimentului'), '   ');
    await ctx.user.type(screen.getByLabelText('Numele tău'), 'Ana');
    await ctx.user.click(screen.getByRole('button', { name: 'Alătură-te evenimentului' }));
    expect(await screen.findByText('Introdu codul evenimentului.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Înapoi' })).toBeTruthy();
  });

  it('a refused join shows the server’s code in Romanian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => errorResponse(409, 'EVENT_FULL', messages.EVENT_FULL)),
    );
    const ctx = renderLobby('ABC123');
    await ctx.user.type(await screen.findByLabelText('Numele tău'), 'Ana');
    await ctx.user.click(screen.getByRole('button', { name: 'Alătură-te evenimentului' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Evenimentul este plin. Nu se mai pot alătura alți participanți.');
  });

  it('the switch changes the language and remembers it on the device', async () => {
    const ctx = renderLobby();
    await ctx.user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Join Event' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('candid:lang')).toBe('en');
  });
});
