// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { loadPhotoSession, PHOTO_SESSION_KEY, savePhotoSession, startPhotoSession, staleReason, type PhotoSession } from './photoSession';

const NOW = new Date('2025-06-02T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

const saved = (overrides: Partial<PhotoSession> = {}): PhotoSession => ({
  sessionId: 's1',
  userName: 'Dan',
  photosRemaining: 4,
  photosTaken: [{ id: 'ph1', timestamp: '2025-06-02T10:00:00.000Z', fileName: 'a.jpg' }],
  createdAt: '2025-06-02T09:00:00.000Z',
  lastSyncTime: new Date(NOW.getTime() - HOUR).toISOString(),
  eventId: 'e1',
  maxPhotos: 10,
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe('photo session (spec "Photo flow")', () => {
  it('is kept for the same event and user within 24 hours of the last sync', () => {
    savePhotoSession(saved());
    expect(loadPhotoSession('e1', 'Dan', NOW)).toEqual(saved());
  });

  it.each([
    ['another event', saved({ eventId: 'e2' }), 'other-event'],
    ['another user', saved({ userName: 'Ana' }), 'other-user'],
    ['not synced for over 24 hours', saved({ lastSyncTime: new Date(NOW.getTime() - 24 * HOUR - 1).toISOString() }), 'expired'],
  ] as const)('is discarded when it belongs to %s', (_, session, reason) => {
    expect(staleReason(session, 'e1', 'Dan', NOW)).toBe(reason);
    savePhotoSession(session);
    expect(loadPhotoSession('e1', 'Dan', NOW)).toBeNull();
    expect(localStorage.getItem(PHOTO_SESSION_KEY)).toBeNull();
  });

  it('exactly 24 hours since the last sync still counts', () => {
    expect(staleReason(saved({ lastSyncTime: new Date(NOW.getTime() - 24 * HOUR).toISOString() }), 'e1', 'Dan', NOW)).toBeNull();
  });

  it('a damaged record is discarded', () => {
    localStorage.setItem(PHOTO_SESSION_KEY, '{"sessionId":');
    expect(loadPhotoSession('e1', 'Dan', NOW)).toBeNull();
    localStorage.setItem(PHOTO_SESSION_KEY, JSON.stringify({ ...saved(), photosRemaining: -1 }));
    expect(loadPhotoSession('e1', 'Dan', NOW)).toBeNull();
  });

  it('starting continues a valid session with the server count and a fresh sync time', () => {
    savePhotoSession(saved());
    const session = startPhotoSession({ eventId: 'e1', userName: 'Dan', sessionUserName: 'Dan', maxPhotos: 10, serverRemaining: 6 }, NOW);
    expect(session).toMatchObject({ sessionId: 's1', photosRemaining: 6, lastSyncTime: NOW.toISOString(), photosTaken: saved().photosTaken });
  });

  it('starting for someone else replaces the saved session', () => {
    savePhotoSession(saved({ userName: 'Ana' }));
    const session = startPhotoSession({ eventId: 'e1', userName: 'Dan', sessionUserName: 'Dan', maxPhotos: 3, serverRemaining: 3 }, NOW);
    expect(session).toMatchObject({ userName: 'Dan', photosRemaining: 3, photosTaken: [], createdAt: NOW.toISOString(), maxPhotos: 3 });
    expect(session.sessionId).not.toBe('s1');
  });

  it('needs a non-blank user name matching the saved event session (spec section 5)', () => {
    const start = { eventId: 'e1', maxPhotos: 10, serverRemaining: 10 };
    expect(() => startPhotoSession({ ...start, userName: '  ', sessionUserName: '  ' }, NOW)).toThrow(messages.PHOTO_SESSION_FAILED);
    expect(() => startPhotoSession({ ...start, userName: 'Dan', sessionUserName: 'Ana' }, NOW)).toThrow(messages.PHOTO_SESSION_FAILED);
  });
});
