import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import { DEVICE_ID_HEADER } from '../../shared/rules/device-id.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { bearer, call, loadHandler, ok, type Handler, type Res } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';
import type * as TableModuleNs from '../../functions/core/data/table.js';

type TableModule = typeof TableModuleNs;

useEmulators();
process.env.LOG_LEVEL = 'SILENT';

/**
 * DESIGN section 6, "one name, one person" and "kicked means out": a name continues only on the device
 * holding its session (its participant token) or, for the creator, the creator credential; a kicked
 * participant's device stays out of the event under any name.
 */
let create: Handler;
let join: Handler;
let kick: Handler;
let get: Handler;
let me: Handler;

beforeAll(async () => {
  [create, join, kick, get, me] = await Promise.all([
    loadHandler('http/events/create.js'),
    loadHandler('http/events/join.js'),
    loadHandler('http/participants/kick.js'),
    loadHandler('http/events/get.js'),
    loadHandler('http/events/me.js'),
  ]);
});

const newDevice = (): string => randomBytes(16).toString('base64url');
const createEvent = async (patch: Record<string, unknown> = {}) =>
  ok<CreateEventResponse>(await create(apiEvent({ method: 'POST', body: { title: 'Identity', organizerName: 'Olga', ...patch } })), 201);
const joinFrom = (device: string | undefined, code: string, name: string, token?: string): Promise<Res> =>
  join(apiEvent({ method: 'POST', pathParameters: { code }, body: { name }, headers: { ...bearer(token), ...(device ? { [DEVICE_ID_HEADER]: device } : {}) } }));
const error = (res: Res) => (parseBody(res) as { error: { code: string; message: string } }).error;
const seats = async (code: string) => (parseBody(await get(call(code))) as EventView).participantCount;

describe('one name, one person', () => {
  it('a second device typing an existing name is asked for another name (with or without the first device id)', async () => {
    const { event } = await createEvent();
    const phoneA = newDevice();
    const gina = ok<SessionResponse>(await joinFrom(phoneA, event.code, 'Gina'));

    for (const [device, name] of [[newDevice(), 'Gina'], [newDevice(), '  gina '], [undefined, 'GINA'], [phoneA, 'Gina']] as const) {
      const res = await joinFrom(device, event.code, name);
      expect(res.statusCode).toBe(409);
      expect(error(res)).toEqual({ code: 'NAME_TAKEN', message: messages.NAME_TAKEN });
    }
    expect(messages.NAME_TAKEN).toBe('Someone is already using this name here. Add an initial or your last name.');
    expect(await seats(event.code)).toBe(1);
    // The refused device can join under another name.
    expect(ok<SessionResponse>(await joinFrom(newDevice(), event.code, 'Gina M.')).participant.id).not.toBe(gina.participant.id);
  });

  it('the device holding the token continues as that participant (the spec rejoin); a token of another name is refused', async () => {
    const { event } = await createEvent();
    const phone = newDevice();
    const gina = ok<SessionResponse>(await joinFrom(phone, event.code, 'Gina'));
    const greg = ok<SessionResponse>(await joinFrom(phone, event.code, 'Greg'));

    const again = ok<SessionResponse>(await joinFrom(phone, event.code, 'gina', gina.token));
    expect(again.participant).toMatchObject({ id: gina.participant.id, name: 'Gina', isCreator: false });
    expect((await me(call(event.code, again.token))).statusCode).toBe(200);
    // Select User: the same phone switches back to its other saved name with that name's token.
    expect(ok<SessionResponse>(await joinFrom(phone, event.code, 'Greg', greg.token)).participant.id).toBe(greg.participant.id);
    expect((await joinFrom(phone, event.code, 'Greg', gina.token)).statusCode).toBe(403);
    expect(await seats(event.code)).toBe(2);
  });

  it("refuses the organizer's name to a guest; the creator's device enters under it and continues", async () => {
    const { event, creatorToken } = await createEvent({ organizerName: 'Olga Petrova' });
    const impostor = await joinFrom(newDevice(), event.code, 'olga  PETROVA');
    expect(impostor.statusCode).toBe(409);
    expect(error(impostor).code).toBe('NAME_TAKEN');

    const organizerPhone = newDevice();
    const olga = ok<SessionResponse>(await joinFrom(organizerPhone, event.code, 'Olga Petrova', creatorToken));
    expect(olga.participant.isCreator).toBe(true);
    // Again with the creator credential (Enter Event twice) and with its own participant token (lobby rejoin).
    expect(ok<SessionResponse>(await joinFrom(organizerPhone, event.code, 'Olga Petrova', creatorToken)).participant.id).toBe(olga.participant.id);
    const rejoined = ok<SessionResponse>(await joinFrom(organizerPhone, event.code, 'Olga Petrova', olga.token));
    expect(rejoined.participant.isCreator).toBe(true);
    expect(error(await joinFrom(newDevice(), event.code, 'Olga Petrova')).code).toBe('NAME_TAKEN');
    expect(await seats(event.code)).toBe(1);
  });

  it("the creator credential does not take over a guest's name", async () => {
    const { event, creatorToken } = await createEvent();
    ok<SessionResponse>(await joinFrom(newDevice(), event.code, 'Gina'));
    const res = await joinFrom(newDevice(), event.code, 'Gina', creatorToken);
    expect(res.statusCode).toBe(409);
    expect(error(res).code).toBe('NAME_TAKEN');
  });

  it('refuses names with hidden characters with a clear message', async () => {
    const { event } = await createEvent();
    for (const name of ['Gi\u0000na', 'Gi\u200Bna', '\u202EaniG', 'Gina\u2066x']) {
      const res = await joinFrom(newDevice(), event.code, name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(error(res).message).toBe(messages.NAME_HIDDEN_CHARACTERS);
    }
  });
});

describe('kicked means out', () => {
  it("a kicked participant's device cannot join again under a new name (or a saved one); another device can", async () => {
    const { event, creatorToken } = await createEvent();
    const phone = newDevice();
    const kevin = ok<SessionResponse>(await joinFrom(phone, event.code, 'Kevin'));
    const kate = ok<SessionResponse>(await joinFrom(phone, event.code, 'Kate'));
    ok(await kick(call(event.code, creatorToken, { participantId: kevin.participant.id }, { method: 'POST' })));

    for (const [name, token] of [['Kevin B.', undefined], ['Someone Else', undefined], ['Kevin', kevin.token], ['Kate', kate.token]] as const) {
      const res = await joinFrom(phone, event.code, name, token);
      expect(res.statusCode, name).toBe(403);
      expect(error(res)).toEqual({ code: 'KICKED', message: messages.KICKED });
    }
    expect(ok<SessionResponse>(await joinFrom(newDevice(), event.code, 'Kevin B.')).participant.name).toBe('Kevin B.');
    // The ban is per event: the same phone joins another event.
    const other = await createEvent();
    ok<SessionResponse>(await joinFrom(phone, other.event.code, 'Kevin'));
  });

  it('a participant who joined without a device id is removed but bans no device (API clients)', async () => {
    const { event, creatorToken } = await createEvent();
    const api = ok<SessionResponse>(await joinFrom(undefined, event.code, 'Script'));
    ok(await kick(call(event.code, creatorToken, { participantId: api.participant.id }, { method: 'POST' })));
    expect(error(await joinFrom(undefined, event.code, 'Script')).code).toBe('KICKED');
    ok<SessionResponse>(await joinFrom(undefined, event.code, 'Script Two'));
  });

  it('refuses a malformed device id header rather than ignoring it', async () => {
    const { event } = await createEvent();
    const res = await joinFrom('short', event.code, 'Gina');
    expect(res.statusCode).toBe(400);
    expect(await seats(event.code)).toBe(0);
  });
});

describe('under concurrency', () => {
  it('keeps capacity exact: 60 devices to max 20 (a banned device among them) give exactly 20 seats', async () => {
    const { event, creatorToken } = await createEvent({ maxParticipants: 20 });
    const banned = newDevice();
    const out = ok<SessionResponse>(await joinFrom(banned, event.code, 'Kicked One'));
    ok(await kick(call(event.code, creatorToken, { participantId: out.participant.id }, { method: 'POST' })));

    const results = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => joinFrom(newDevice(), event.code, `Guest ${i}`)),
      ...Array.from({ length: 5 }, (_, i) => joinFrom(banned, event.code, `Sneaky ${i}`)),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : error(r).code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(20);
    expect(codes.filter((c) => c === 'EVENT_FULL')).toHaveLength(40);
    expect(codes.slice(60).every((c) => c === 'KICKED')).toBe(true);
    expect(await seats(event.code)).toBe(20);
  });

  it('ten devices typing one new name at once: exactly one gets it, the others are asked for another name', async () => {
    const { event } = await createEvent();
    const results = await Promise.all(Array.from({ length: 10 }, () => joinFrom(newDevice(), event.code, 'Gina')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 && error(r).code === 'NAME_TAKEN')).toHaveLength(9);
    expect(await seats(event.code)).toBe(1);
  });
});

describe('budget', () => {
  it('a join, a rejoin and a refused join each make at most 2 DynamoDB calls', async () => {
    const { ddb } = (await import('../../functions/core/data/table.js')) as TableModule;
    const { event } = await createEvent();
    const phone = newDevice();
    const send = vi.spyOn(ddb, 'send');
    try {
      const first = ok<SessionResponse>(await joinFrom(phone, event.code, 'Gina'));
      expect(send).toHaveBeenCalledTimes(2);
      send.mockClear();
      ok<SessionResponse>(await joinFrom(phone, event.code, 'Gina', first.token));
      expect(send).toHaveBeenCalledTimes(2);
      send.mockClear();
      expect((await joinFrom(newDevice(), event.code, 'Gina')).statusCode).toBe(409);
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      send.mockRestore();
    }
  });
});
