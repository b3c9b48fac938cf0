import { readItem, removeItem, writeItem } from '../../storage/deviceStorage';

/**
 * The device's event sessions (spec "Device-held data"): several per event (one per name this device
 * joined as), plus a pointer to the current one. Each also keeps the participant credential the join
 * returned, which every guest call and the realtime socket present.
 *
 * Layout (localStorage, values JSON):
 *   candid:sessions:{CODE}            EventSession[] of that event
 *   candid:session:current            { eventCode, participantId }
 *   candid:voted:{CODE}:{participant} the voted-photos record (written by the voting release)
 *
 * Checked by hand, not with zod: the lobby reads the current session on its first load, which must stay
 * within the guest-entry budget (DESIGN section 12).
 */
export interface EventSession {
  eventId: string;
  eventCode: string;
  participantId: string;
  userName: string;
  eventTitle: string;
  /** When this device first saved the session (spec: used for sorting). */
  createdAt: string;
  /** Ours: when this device last joined or continued as this person; Select User shows it as "Last used". */
  lastUsedAt: string;
  /** Participant credential (bearer token). */
  token: string;
  /** Joined with this device's creator credential, so the token itself carries creator rights. */
  creator: boolean;
}

interface CurrentPointer {
  eventCode: string;
  participantId: string;
}

const SESSIONS_PREFIX = 'candid:sessions:';
export const CURRENT_SESSION_KEY = 'candid:session:current';
export const sessionsKey = (code: string): string => `${SESSIONS_PREFIX}${code.toUpperCase()}`;
export const votedPhotosKey = (code: string, participantId: string): string =>
  `candid:voted:${code.toUpperCase()}:${participantId}`;

const isString = (v: unknown): v is string => typeof v === 'string';

function parseSession(value: unknown): EventSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ['eventId', 'eventCode', 'participantId', 'userName', 'eventTitle', 'createdAt', 'token'] as const;
  if (!strings.every((k) => isString(v[k]) && v[k] !== '')) return null;
  const createdAt = v.createdAt as string;
  return {
    eventId: v.eventId as string,
    eventCode: (v.eventCode as string).toUpperCase(),
    participantId: v.participantId as string,
    userName: v.userName as string,
    eventTitle: v.eventTitle as string,
    createdAt,
    lastUsedAt: isString(v.lastUsedAt) ? v.lastUsedAt : createdAt,
    token: v.token as string,
    creator: v.creator === true,
  };
}

function readJson(key: string): unknown {
  const raw = readItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readSessions(code: string): EventSession[] {
  const raw = readJson(sessionsKey(code));
  if (!Array.isArray(raw)) return [];
  return raw.map(parseSession).filter((s): s is EventSession => s !== null && s.eventCode === code.toUpperCase());
}

function writeSessions(code: string, sessions: EventSession[]): void {
  if (sessions.length === 0) removeItem(sessionsKey(code));
  else writeItem(sessionsKey(code), JSON.stringify(sessions));
}

function readPointer(): CurrentPointer | null {
  const raw = readJson(CURRENT_SESSION_KEY);
  if (typeof raw !== 'object' || raw === null) return null;
  const { eventCode, participantId } = raw as Record<string, unknown>;
  return isString(eventCode) && isString(participantId) ? { eventCode, participantId } : null;
}

function pointTo(session: EventSession): void {
  const pointer: CurrentPointer = { eventCode: session.eventCode, participantId: session.participantId };
  writeItem(CURRENT_SESSION_KEY, JSON.stringify(pointer));
}

/** The event's saved sessions, most recently used first. */
export function listSessions(code: string): EventSession[] {
  return readSessions(code).sort(
    (a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || b.createdAt.localeCompare(a.createdAt),
  );
}

/**
 * Saves a session on join (a rejoin as the same participant replaces the old record but keeps its
 * createdAt) and makes it the current one. Returns the stored record.
 */
export function saveSession(
  fresh: Omit<EventSession, 'createdAt' | 'lastUsedAt'>,
  now: Date = new Date(),
): EventSession {
  const code = fresh.eventCode.toUpperCase();
  const others = readSessions(code);
  const previous = others.find((s) => s.participantId === fresh.participantId);
  const at = now.toISOString();
  const session: EventSession = { ...fresh, eventCode: code, createdAt: previous?.createdAt ?? at, lastUsedAt: at };
  writeSessions(code, [session, ...others.filter((s) => s.participantId !== fresh.participantId)]);
  pointTo(session);
  return session;
}

/** Switching user: another saved session of the event becomes the current one. null when not saved here. */
export function selectSession(code: string, participantId: string, now: Date = new Date()): EventSession | null {
  const sessions = readSessions(code);
  const chosen = sessions.find((s) => s.participantId === participantId);
  if (!chosen) return null;
  const used = { ...chosen, lastUsedAt: now.toISOString() };
  writeSessions(code, sessions.map((s) => (s === chosen ? used : s)));
  pointTo(used);
  return used;
}

/** The session the app continues with on load, if its record still exists. */
export function currentSession(): EventSession | null {
  const pointer = readPointer();
  if (!pointer) return null;
  return readSessions(pointer.eventCode).find((s) => s.participantId === pointer.participantId) ?? null;
}

/** Refreshes what the server says about the session (title, name), keeping everything else. */
export function updateSession(session: EventSession, changes: Pick<EventSession, 'eventTitle' | 'userName'>): EventSession {
  const sessions = readSessions(session.eventCode);
  const index = sessions.findIndex((s) => s.participantId === session.participantId);
  if (index < 0) return session;
  const updated = { ...sessions[index]!, ...changes };
  if (updated.eventTitle === sessions[index]!.eventTitle && updated.userName === sessions[index]!.userName) return updated;
  sessions[index] = updated;
  writeSessions(session.eventCode, sessions);
  return updated;
}

/** Forgets one participant on this device (and its voted-photos record); the pointer too if it was current. */
export function removeSession(code: string, participantId: string): void {
  writeSessions(code, readSessions(code).filter((s) => s.participantId !== participantId));
  removeItem(votedPhotosKey(code, participantId));
  const pointer = readPointer();
  if (pointer?.eventCode === code.toUpperCase() && pointer.participantId === participantId) removeItem(CURRENT_SESSION_KEY);
}

/** Spec "Clearing removes the current session and its voted-photos record" (Leave event). */
export function clearCurrentSession(): void {
  const pointer = readPointer();
  if (pointer) removeSession(pointer.eventCode, pointer.participantId);
  removeItem(CURRENT_SESSION_KEY);
}

/** The event no longer exists: every session of it goes, with their voted-photos records. */
export function clearEventSessions(code: string): void {
  for (const s of readSessions(code)) removeItem(votedPhotosKey(code, s.participantId));
  removeItem(sessionsKey(code));
  if (readPointer()?.eventCode === code.toUpperCase()) removeItem(CURRENT_SESSION_KEY);
}
