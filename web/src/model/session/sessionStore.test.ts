// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, jsonResponse, participantView, eventView } from '../../testing/fixtures';
import { resetShadowForTests } from '../../storage/deviceStorage';
import { revalidateSession } from './revalidateSession';
import {
  clearCurrentSession,
  clearEventSessions,
  currentSession,
  CURRENT_SESSION_KEY,
  listSessions,
  removeSession,
  saveSession,
  selectSession,
  sessionsKey,
  votedPhotosKey,
  type EventSession,
} from './sessionStore';

const fresh = (participantId: string, overrides: Partial<EventSession> = {}) => ({
  eventId: 'e1',
  eventCode: 'ABC123',
  participantId,
  userName: participantId.toUpperCase(),
  eventTitle: 'Ana & Dan',
  token: `tok-${participantId}`,
  creator: false,
  ...overrides,
});
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 10, minute));

beforeEach(() => {
  localStorage.clear();
  resetShadowForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('saves on join and makes the session current', () => {
    expect(currentSession()).toBeNull();
    saveSession(fresh('ana'), at(0));
    expect(currentSession()).toMatchObject({ eventCode: 'ABC123', participantId: 'ana', token: 'tok-ana', createdAt: at(0).toISOString() });
  });

  it('keeps several users per event, most recently used first, and the spec fields', () => {
    saveSession(fresh('ana'), at(0));
    saveSession(fresh('dan'), at(5));
    saveSession(fresh('other', { eventCode: 'ZZZ999' }), at(6));
    const sessions = listSessions('ABC123');
    expect(sessions.map((s) => s.participantId)).toEqual(['dan', 'ana']);
    expect(Object.keys(sessions[0]!)).toEqual(
      expect.arrayContaining(['eventId', 'eventCode', 'participantId', 'userName', 'eventTitle', 'createdAt', 'token']),
    );
    expect(currentSession()?.eventCode).toBe('ZZZ999');
  });

  it('a rejoin as the same participant replaces the record but keeps when it was first saved', () => {
    saveSession(fresh('ana'), at(0));
    saveSession(fresh('ana', { token: 'new-token' }), at(9));
    expect(listSessions('ABC123')).toEqual([
      expect.objectContaining({ token: 'new-token', createdAt: at(0).toISOString(), lastUsedAt: at(9).toISOString() }),
    ]);
  });

  it('switching user selects another saved session and marks it used', () => {
    saveSession(fresh('ana'), at(0));
    saveSession(fresh('dan'), at(1));
    expect(selectSession('ABC123', 'ana', at(7))?.participantId).toBe('ana');
    expect(currentSession()).toMatchObject({ participantId: 'ana', lastUsedAt: at(7).toISOString() });
    expect(listSessions('ABC123')[0]?.participantId).toBe('ana');
  });

  it('switching to a user this device does not know changes nothing', () => {
    saveSession(fresh('ana'), at(0));
    expect(selectSession('ABC123', 'nobody')).toBeNull();
    expect(currentSession()?.participantId).toBe('ana');
  });

  it('clearing removes the current session and its voted-photos record, not the other users', () => {
    saveSession(fresh('dan'), at(0));
    saveSession(fresh('ana'), at(1));
    localStorage.setItem(votedPhotosKey('ABC123', 'ana'), '["ph1"]');
    localStorage.setItem(votedPhotosKey('ABC123', 'dan'), '["ph2"]');

    clearCurrentSession();
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem(CURRENT_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(votedPhotosKey('ABC123', 'ana'))).toBeNull();
    expect(listSessions('ABC123').map((s) => s.participantId)).toEqual(['dan']);
    expect(localStorage.getItem(votedPhotosKey('ABC123', 'dan'))).toBe('["ph2"]');
  });

  it('forgetting one participant (removed from the event) drops the pointer only if it was current', () => {
    saveSession(fresh('ana'), at(0));
    saveSession(fresh('dan'), at(1));
    removeSession('ABC123', 'ana');
    expect(currentSession()?.participantId).toBe('dan');
    removeSession('ABC123', 'dan');
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem(sessionsKey('ABC123'))).toBeNull();
  });

  it('clearing an event removes all its sessions and voted records, and leaves other events alone', () => {
    saveSession(fresh('other', { eventCode: 'ZZZ999' }), at(0));
    saveSession(fresh('ana'), at(1));
    saveSession(fresh('dan'), at(2));
    localStorage.setItem(votedPhotosKey('ABC123', 'ana'), '[]');
    clearEventSessions('abc123');
    expect(listSessions('ABC123')).toEqual([]);
    expect(localStorage.getItem(votedPhotosKey('ABC123', 'ana'))).toBeNull();
    expect(currentSession()).toBeNull();
    expect(listSessions('ZZZ999')).toHaveLength(1);
  });

  it('ignores what it cannot read (another shape, broken JSON)', () => {
    localStorage.setItem(sessionsKey('ABC123'), JSON.stringify([{ participantId: 'x' }, 'junk', { ...fresh('ok'), createdAt: at(0).toISOString() }]));
    localStorage.setItem(CURRENT_SESSION_KEY, '{broken');
    expect(listSessions('ABC123').map((s) => s.participantId)).toEqual(['ok']);
    expect(currentSession()).toBeNull();
  });

  it('keeps the session in memory for this tab when the device refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    saveSession(fresh('ana'), at(0));
    expect(localStorage.getItem(CURRENT_SESSION_KEY)).toBeNull();
    expect(currentSession()?.participantId).toBe('ana');
    clearCurrentSession();
    expect(currentSession()).toBeNull();
  });
});

describe('revalidating the current session on load', () => {
  const me = (overrides: Parameters<typeof eventView>[0] = {}) =>
    jsonResponse(200, { event: eventView({ code: 'ABC123', ...overrides }), participant: participantView({ id: 'ana', name: 'Ana' }) });

  it('OK: asks with the participant token and refreshes what the session shows', async () => {
    const session = saveSession(fresh('ana'), at(0));
    const fetchMock = vi.fn<typeof fetch>(async () => me({ title: 'Renamed' }));
    vi.stubGlobal('fetch', fetchMock);

    const check = await revalidateSession(session);
    expect(check.kind).toBe('ok');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/ABC123/me');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-ana');
    expect(currentSession()?.eventTitle).toBe('Renamed');
  });

  it('event not found: clears every session of that event', async () => {
    saveSession(fresh('dan'), at(0));
    const session = saveSession(fresh('ana'), at(1));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(404, 'EVENT_NOT_FOUND', messages.EVENT_NOT_FOUND)));
    expect(await revalidateSession(session)).toEqual({ kind: 'gone' });
    expect(listSessions('ABC123')).toEqual([]);
    expect(currentSession()).toBeNull();
  });

  it('kicked: clears only that session', async () => {
    saveSession(fresh('dan'), at(0));
    const session = saveSession(fresh('ana'), at(1));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(403, 'KICKED', messages.KICKED)));
    expect(await revalidateSession(session)).toEqual({ kind: 'kicked' });
    expect(currentSession()).toBeNull();
    expect(listSessions('ABC123').map((s) => s.participantId)).toEqual(['dan']);
  });

  it('unknown token (401): clears that session', async () => {
    const session = saveSession(fresh('ana'), at(0));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(401, 'UNAUTHORIZED', messages.UNAUTHORIZED)));
    expect(await revalidateSession(session)).toEqual({ kind: 'unauthorized' });
    expect(listSessions('ABC123')).toEqual([]);
  });

  it('offline after an answer: the failure carries the last answer so the event opens offline (issue #13)', async () => {
    const session = saveSession(fresh('ana'), at(0));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => me({ title: 'Seen' })));
    expect((await revalidateSession(session)).kind).toBe('ok');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    const check = await revalidateSession(session);
    expect(check).toMatchObject({ kind: 'failed', message: messages.NETWORK, saved: { event: { title: 'Seen' }, participant: { id: 'ana' } } });
    // A server fault is no reason to open from it, and a definite refusal still signs out.
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(500, 'INTERNAL', messages.INTERNAL)));
    expect(await revalidateSession(session)).not.toHaveProperty('saved');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => errorResponse(401, 'UNAUTHORIZED', messages.UNAUTHORIZED)));
    expect(await revalidateSession(session)).toEqual({ kind: 'unauthorized' });
    expect(currentSession()).toBeNull();
  });

  it('offline: keeps the session so the guest can try again', async () => {
    const session = saveSession(fresh('ana'), at(0));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await revalidateSession(session)).toEqual({ kind: 'failed', message: messages.NETWORK });
    expect(currentSession()?.participantId).toBe('ana');
  });
});
