import { DAY_MS } from '#shared/constants.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { readItem, removeItem, writeItem } from '../../storage/deviceStorage';

/**
 * The device's photo session (spec "Device-held data"): who is taking photos in which event, how many are
 * left, and the photos taken from this device. One per device: a session of another event or user, or one
 * not synced with the server for 24 hours, is discarded (spec "Photo flow").
 *
 * The spec's photosTaken entries also held the image blob; this one keeps id, time and file name only: the
 * photos themselves live in the gallery, and localStorage is no place for megabytes of JPEG.
 *
 * The server is the authority on the count (it takes one unit of quota per upload slot, atomically); the
 * session is what the camera shows between re-syncs, and the optimistic count while an upload runs.
 */
export interface TakenPhoto {
  id: string;
  timestamp: string;
  fileName: string;
}

export interface PhotoSession {
  sessionId: string;
  userName: string;
  photosRemaining: number;
  photosTaken: TakenPhoto[];
  createdAt: string;
  lastSyncTime: string;
  eventId: string;
  maxPhotos: number;
}

export const PHOTO_SESSION_KEY = 'candid:photo-session';
/** Spec section 9: "Saved photo session expiry: 24 hours since the last sync." */
export const PHOTO_SESSION_MAX_AGE_MS = DAY_MS;

const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function parse(raw: string | null): PhotoSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (![v.sessionId, v.userName, v.createdAt, v.lastSyncTime, v.eventId].every(isString)) return null;
  if (!isCount(v.photosRemaining) || !isCount(v.maxPhotos)) return null;
  const taken = Array.isArray(v.photosTaken) ? v.photosTaken : [];
  return {
    sessionId: v.sessionId as string,
    userName: v.userName as string,
    photosRemaining: v.photosRemaining,
    photosTaken: taken.filter(
      (p): p is TakenPhoto => typeof p === 'object' && p !== null && isString((p as TakenPhoto).id) && isString((p as TakenPhoto).timestamp),
    ),
    createdAt: v.createdAt as string,
    lastSyncTime: v.lastSyncTime as string,
    eventId: v.eventId as string,
    maxPhotos: v.maxPhotos,
  };
}

/** Why a saved session cannot be used for (eventId, userName) at `now`; null when it can. */
export function staleReason(session: PhotoSession, eventId: string, userName: string, now: Date): 'other-event' | 'other-user' | 'expired' | null {
  if (session.eventId !== eventId) return 'other-event';
  if (session.userName !== userName) return 'other-user';
  const synced = Date.parse(session.lastSyncTime);
  if (!Number.isFinite(synced) || now.getTime() - synced > PHOTO_SESSION_MAX_AGE_MS) return 'expired';
  return null;
}

/** The saved session for this event and user; any other one is discarded. */
export function loadPhotoSession(eventId: string, userName: string, now: Date = new Date()): PhotoSession | null {
  const saved = parse(readItem(PHOTO_SESSION_KEY));
  if (!saved) {
    removeItem(PHOTO_SESSION_KEY);
    return null;
  }
  if (staleReason(saved, eventId, userName, now)) {
    removeItem(PHOTO_SESSION_KEY);
    return null;
  }
  return saved;
}

export function savePhotoSession(session: PhotoSession): void {
  writeItem(PHOTO_SESSION_KEY, JSON.stringify(session));
}

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface StartPhotoSession {
  eventId: string;
  /** The participant's name as the server knows it. */
  userName: string;
  /** The saved event session's user name: the photo session must belong to the same person. */
  sessionUserName: string;
  maxPhotos: number;
  /** The server's remaining count, fresh (from the join or GET …/me). */
  serverRemaining: number;
}

/**
 * Starts (or continues) the photo session. Spec section 5: it needs a non-blank user name that matches the
 * saved event session's user name; otherwise "Failed to start photo session." The count always starts
 * from the server's: a saved count is only a cache and the server's answer is fresher.
 */
export function startPhotoSession(start: StartPhotoSession, now: Date = new Date()): PhotoSession {
  const name = start.userName.trim();
  if (!name || name !== start.sessionUserName.trim()) throw new Error(messages.PHOTO_SESSION_FAILED);
  const at = now.toISOString();
  const saved = loadPhotoSession(start.eventId, start.userName, now);
  const session: PhotoSession = saved
    ? { ...saved, photosRemaining: start.serverRemaining, maxPhotos: start.maxPhotos, lastSyncTime: at }
    : {
        sessionId: newId(),
        userName: start.userName,
        photosRemaining: start.serverRemaining,
        photosTaken: [],
        createdAt: at,
        lastSyncTime: at,
        eventId: start.eventId,
        maxPhotos: start.maxPhotos,
      };
  savePhotoSession(session);
  return session;
}
