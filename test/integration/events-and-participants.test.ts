import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { ParticipantList, SessionResponse } from '../../shared/schemas/participants.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';

const load = async <T>(path: string): Promise<T> => (await import(path)) as T;
type H = { handler: (e: ReturnType<typeof apiEvent>) => Promise<{ statusCode?: number; body?: string }> };

let h: Record<'create' | 'get' | 'join' | 'me' | 'start' | 'end' | 'list' | 'kick', H['handler']>;
let job: () => Promise<{ ended: string[] }>;
let setClockOffset: (ms: number) => void;

beforeAll(async () => {
  const [create, get, join, me, start, end, list, kick, jobMod, clock] = await Promise.all([
    load<H>('../../functions/http/events/create.js'),
    load<H>('../../functions/http/events/get.js'),
    load<H>('../../functions/http/events/join.js'),
    load<H>('../../functions/http/events/me.js'),
    load<H>('../../functions/http/events/start.js'),
    load<H>('../../functions/http/events/end.js'),
    load<H>('../../functions/http/participants/list.js'),
    load<H>('../../functions/http/participants/kick.js'),
    load<{ handler: () => Promise<{ ended: string[] }> }>('../../functions/jobs/end-due-events.js'),
    load<{ setClockOffset: (ms: number) => void }>('../../functions/core/clock.js'),
  ]);
  h = { create: create.handler, get: get.handler, join: join.handler, me: me.handler, start: start.handler, end: end.handler, list: list.handler, kick: kick.handler };
  job = jobMod.handler;
  setClockOffset = clock.setClockOffset;
});

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const createEvent = async (patch: Record<string, unknown> = {}) => {
  const res = await h.create(apiEvent({ method: 'POST', path: '/api/events', body: { title: 'Ana & Ion', organizerName: 'Ana', ...patch } }));
  expect(res.statusCode).toBe(201);
  return parseBody(res) as CreateEventResponse;
};
const join = (code: string, name: string, token?: string) =>
  h.join(apiEvent({ method: 'POST', pathParameters: { code }, body: { name }, headers: auth(token) }));
const joined = async (code: string, name: string, token?: string) => {
  const res = await join(code, name, token);
  expect(res.statusCode, res.body).toBe(200);
  return parseBody(res) as SessionResponse;
};
const asCode = (code: string, token?: string, extra: Record<string, string> = {}) => apiEvent({ pathParameters: { code, ...extra }, headers: auth(token) });

describe('create and look up', () => {
  it('creates an event and finds it by code in any case', async () => {
    const { event } = await createEvent({ maxParticipants: 7 });
    const res = await h.get(asCode(event.code.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toMatchObject({ code: event.code, maxParticipants: 7, status: 'waiting', participantCount: 0 });
  });

  it('answers 404 with the spec message for an unknown code', async () => {
    const res = await h.get(asCode('ZZZZZ9'));
    expect(res.statusCode).toBe(404);
    expect(parseBody(res)).toEqual({ error: { code: 'EVENT_NOT_FOUND', message: messages.EVENT_NOT_FOUND } });
  });
});

describe('join', () => {
  it('never exceeds capacity: 120 concurrent joins to max 50 give exactly 50 seats and 70 "full"', async () => {
    const { event } = await createEvent({ maxParticipants: 50 });
    const results = await Promise.all(Array.from({ length: 120 }, (_, i) => join(event.code, `Guest ${i}`)));
    const ok = results.filter((r) => r.statusCode === 200);
    const full = results.filter((r) => r.statusCode === 409 && (parseBody(r) as { error: { message: string } }).error.message === messages.EVENT_FULL);
    expect(ok).toHaveLength(50);
    expect(full).toHaveLength(70);
    const after = parseBody(await h.get(asCode(event.code))) as EventView;
    expect(after.participantCount).toBe(50);
  });

  it('continues as the same participant for the same name (any case/spacing) from the device holding its token, without taking a seat', async () => {
    const { event } = await createEvent({ maxParticipants: 5 });
    const first = await joined(event.code, 'Maria Pop');
    const again = await joined(event.code.toLowerCase(), '  maria   POP ', first.token);
    expect(again.participant.id).toBe(first.participant.id);
    expect(again.participant.name).toBe('Maria Pop');
    expect((parseBody(await h.get(asCode(event.code))) as EventView).participantCount).toBe(1);
  });

  it('refuses joining a completed event, and lets an existing guest rejoin a full one', async () => {
    const { event, creatorToken } = await createEvent({ maxParticipants: 5 });
    const tokens: Record<string, string> = {};
    for (const n of ['Aa', 'Bb', 'Cc', 'Dd', 'Ee']) tokens[n] = (await joined(event.code, n)).token;
    const sixth = await join(event.code, 'Ff');
    expect(parseBody(sixth)).toMatchObject({ error: { code: 'EVENT_FULL', message: messages.EVENT_FULL } });
    expect((await join(event.code, 'Cc', tokens.Cc)).statusCode).toBe(200);
    expect((await h.end(asCode(event.code, creatorToken))).statusCode).toBe(200);
    const late = await join(event.code, 'Gg');
    expect(late.statusCode).toBe(409);
    expect(parseBody(late)).toEqual({ error: { code: 'EVENT_ENDED', message: messages.EVENT_ENDED } });
  });

  it("after the end the creator credential still enters (the organizer's purchases, from a phone given the rights since); nobody else does", async () => {
    const { event, creatorToken } = await createEvent({ maxParticipants: 5 });
    const ana = await joined(event.code, 'Ana', creatorToken);
    const guest = await joined(event.code, 'Bb');
    for (const n of ['Dd', 'Ee', 'Ff']) await joined(event.code, n);
    expect((await h.end(asCode(event.code, creatorToken))).statusCode).toBe(200);
    // The creator participant, under its name: the same participant, with creator rights.
    const again = await joined(event.code, 'ana', creatorToken);
    expect([again.participant.id, again.participant.isCreator]).toEqual([ana.participant.id, true]);
    expect((await h.list(asCode(event.code, again.token))).statusCode).toBe(200);
    // Under another name (the organizer's new phone does not know the one typed at the party): a creator
    // participant of its own; the event is full, but that is a guest's limit, and the end takes no more guests.
    const other = await joined(event.code, 'Ana on the new phone', creatorToken);
    expect(other.participant.isCreator).toBe(true);
    expect((await h.list(asCode(event.code, other.token))).statusCode).toBe(200);
    // Guests still cannot: not a new one, not a guest's name typed with the creator's credential nor by its own device.
    expect(parseBody(await join(event.code, 'Cc'))).toMatchObject({ error: { code: 'EVENT_ENDED' } });
    expect(parseBody(await join(event.code, 'Bb', guest.token))).toMatchObject({ error: { code: 'EVENT_ENDED' } });
    expect(parseBody(await join(event.code, 'Bb', creatorToken))).toMatchObject({ error: { code: 'NAME_TAKEN' } });
  });

  it('validates the name with the spec messages', async () => {
    const { event } = await createEvent();
    expect(parseBody(await join(event.code, ' A '))).toMatchObject({ error: { message: messages.NAME_TOO_SHORT } });
    expect(parseBody(await join(event.code, '   '))).toMatchObject({ error: { message: messages.NAME_REQUIRED } });
    expect(parseBody(await join('ABC', 'Ana'))).toMatchObject({ error: { message: messages.CODE_LENGTH } });
    expect(parseBody(await join('NOPE00', 'Ana'))).toMatchObject({ error: { message: messages.EVENT_NOT_FOUND } });
  });
});

describe('creator rights', () => {
  it('come from the creation credential, never from typing the organizer name', async () => {
    const { event, creatorToken } = await createEvent({ organizerName: 'Organizer' });
    const guest = await joined(event.code, 'Guest');
    expect(guest.participant.isCreator).toBe(false);
    expect((await h.list(asCode(event.code, guest.token))).statusCode).toBe(403);
    expect((await h.start(asCode(event.code, guest.token))).statusCode).toBe(403);

    const organizer = await joined(event.code, 'Organizer', creatorToken);
    expect(organizer.participant.isCreator).toBe(true);
    const list = await h.list(asCode(event.code, organizer.token));
    expect(list.statusCode).toBe(200);
    expect((parseBody(list) as ParticipantList).participants.map((p) => p.name)).toEqual(['Organizer', 'Guest']);
  });

  it('refuses a join that presents any credential other than this event\'s creator credential', async () => {
    const a = await createEvent();
    const b = await createEvent();
    const guestOfA = await joined(a.event.code, 'Guest');
    expect((await join(b.event.code, 'Eve', a.creatorToken)).statusCode).toBe(403);
    expect((await join(a.event.code, 'Eve', guestOfA.token)).statusCode).toBe(403);
    expect((await join(a.event.code, 'Eve', 'garbage.token.here')).statusCode).toBe(401);
  });
});

describe('isolation', () => {
  it('a guest of event A gets 403 on every call about event B; a guest gets 403 on creator calls', async () => {
    const a = await createEvent();
    const b = await createEvent();
    const guestA = await joined(a.event.code, 'Guest A');
    const guestB = await joined(b.event.code, 'Guest B');
    for (const call of [h.me, h.start, h.end, h.list]) expect((await call(asCode(b.event.code, guestA.token))).statusCode).toBe(403);
    expect((await h.kick(asCode(b.event.code, guestA.token, { participantId: guestB.participant.id }))).statusCode).toBe(403);
    expect((await h.kick(asCode(b.event.code, a.creatorToken, { participantId: guestB.participant.id }))).statusCode).toBe(403);
    for (const call of [h.start, h.end, h.list]) expect((await call(asCode(a.event.code, guestA.token))).statusCode).toBe(403);
    expect((await h.me(asCode(a.event.code, guestA.token))).statusCode).toBe(200);
    expect((await h.me(asCode(a.event.code))).statusCode).toBe(401);
  });
});

describe('kick', () => {
  it('frees the seat; the kicked token is refused and the name cannot rejoin; the creator cannot be kicked', async () => {
    const { event, creatorToken } = await createEvent();
    const organizer = await joined(event.code, 'Organizer', creatorToken);
    const guest = await joined(event.code, 'Guest');
    const kick = await h.kick(asCode(event.code, creatorToken, { participantId: guest.participant.id }));
    expect(kick.statusCode).toBe(200);
    expect(parseBody(kick)).toMatchObject({ id: guest.participant.id, isActive: false });
    expect((parseBody(await h.get(asCode(event.code))) as EventView).participantCount).toBe(1);

    const me = await h.me(asCode(event.code, guest.token));
    expect(me.statusCode).toBe(403);
    expect(parseBody(me)).toMatchObject({ error: { code: 'KICKED' } });
    expect(parseBody(await join(event.code, 'guest'))).toMatchObject({ error: { code: 'KICKED' } });

    const self = await h.kick(asCode(event.code, organizer.token, { participantId: organizer.participant.id }));
    expect(self.statusCode).toBe(409);
    const twice = await h.kick(asCode(event.code, creatorToken, { participantId: guest.participant.id }));
    expect(twice.statusCode).toBe(200);
    expect((parseBody(await h.get(asCode(event.code))) as EventView).participantCount).toBe(1);
  });
});

describe('lifecycle', () => {
  it('start only from waiting sets the three start times; end is idempotent; start after end is refused', async () => {
    const { event, creatorToken } = await createEvent({ durationMinutes: 60 });
    const started = parseBody(await h.start(asCode(event.code, creatorToken))) as EventView;
    expect(started).toMatchObject({ status: 'active', eventState: 'countdown' });
    expect(Date.parse(started.endsAt ?? '') - Date.parse(started.startedAt ?? '')).toBe(60 * 60_000);
    const ended = parseBody(await h.end(asCode(event.code, creatorToken))) as EventView;
    expect(ended).toMatchObject({ status: 'completed', eventState: 'ended' });
    const again = parseBody(await h.end(asCode(event.code, creatorToken))) as EventView;
    expect(again.endedAt).toBe(ended.endedAt);
    const restart = await h.start(asCode(event.code, creatorToken));
    expect(restart.statusCode).toBe(409);
  });

  it('concurrent starts and ends leave a consistent event', async () => {
    const { event, creatorToken } = await createEvent();
    const calls = Array.from({ length: 20 }, (_, i) => (i % 2 ? h.end : h.start)(asCode(event.code, creatorToken)));
    const results = await Promise.all(calls);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const final = parseBody(await h.get(asCode(event.code))) as EventView;
    expect(final).toMatchObject({ status: 'completed', eventState: 'ended' });
    expect(final.endedAt).not.toBeNull();
  });

  it('a manual end racing the auto-end job ends the event exactly once', async () => {
    const { event, creatorToken } = await createEvent({ durationMinutes: 30 });
    await h.start(asCode(event.code, creatorToken));
    try {
      setClockOffset(31 * 60_000);
      const [jobs, ends] = await Promise.all([
        Promise.all(Array.from({ length: 3 }, () => job())),
        Promise.all(Array.from({ length: 3 }, () => h.end(asCode(event.code, creatorToken)))),
      ]);
      for (const r of ends) expect(r.statusCode).toBe(200);
      const endedAts = new Set(ends.map((r) => (parseBody(r) as EventView).endedAt));
      expect(endedAts.size).toBe(1);
      // At most one of the six writers ended it by the job; the others saw it ended.
      expect(jobs.filter((j) => j.ended.includes(event.code)).length).toBeLessThanOrEqual(1);
    } finally {
      setClockOffset(0);
    }
    const final = parseBody(await h.get(asCode(event.code))) as EventView;
    expect(final).toMatchObject({ status: 'completed', eventState: 'ended' });
  });

  it('the auto-end job ends events whose time ran out and leaves the others alone', async () => {
    const short = await createEvent({ durationMinutes: 30 });
    const long = await createEvent({ durationMinutes: 480 });
    const waiting = await createEvent({ durationMinutes: 30 });
    await h.start(asCode(short.event.code, short.creatorToken));
    await h.start(asCode(long.event.code, long.creatorToken));
    try {
      setClockOffset(31 * 60_000);
      const first = await job();
      expect(first.ended).toContain(short.event.code);
      expect(first.ended).not.toContain(long.event.code);
      const second = await job();
      expect(second.ended).not.toContain(short.event.code);
    } finally {
      setClockOffset(0);
    }
    const status = async (code: string) => (parseBody(await h.get(asCode(code))) as EventView).status;
    expect(await status(short.event.code)).toBe('completed');
    expect(await status(long.event.code)).toBe('active');
    expect(await status(waiting.event.code)).toBe('waiting');
  });
});
