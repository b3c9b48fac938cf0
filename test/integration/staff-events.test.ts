import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { StaffEventDetails, StaffEventPhotosPage, StaffEventsPage, StaffEvent } from '../../shared/schemas/staff-events.js';
import { staffMessages } from '../../shared/staff-messages.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { staffAccountToken } from '../support/staff-accounts.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';

type StaffRole = 'admin' | 'support';
let f: Flows;
let h: Record<'list' | 'details' | 'photos' | 'end' | 'start' | 'awards' | 'getEvent' | 'endByCreator', Handler>;
let setClockOffset: (ms: number) => void;
let staffToken: (role: StaffRole) => Promise<string>;
const DAY = 86_400_000;
/** A word no other test's event has: the text search finds only this file's events. */
const TAG = `stx${Date.now().toString(36)}`;

beforeAll(async () => {
  f = await flows();
  const names = ['staff-events/list', 'staff-events/details', 'staff-events/photos', 'staff-events/end', 'events/start', 'votes/awards', 'events/get', 'events/end'] as const;
  const loaded = await Promise.all(names.map((n) => loadHandler(`http/${n}.js`)));
  h = Object.fromEntries(['list', 'details', 'photos', 'end', 'start', 'awards', 'getEvent', 'endByCreator'].map((k, i) => [k, loaded[i]])) as typeof h;
  ({ setClockOffset } = (await import('../../functions/core/clock.js')) as { setClockOffset: (ms: number) => void });
  // Signed per call, at the server clock of that moment (tests move the clock), for an account that exists.
  staffToken = (role) => staffAccountToken(`${role}@candid.test`, role);
});

afterEach(() => setClockOffset(0));

const list = async (query: Record<string, string>, role: StaffRole = 'admin') =>
  ok<StaffEventsPage>(await h.list(apiEvent({ path: '/api/admin/events/list', query, headers: bearer(await staffToken(role)) })));
const details = async (code: string) => ok<StaffEventDetails>(await h.details(call(code, await staffToken('admin'))));
const end = async (code: string, token: string) => h.end(call(code, token, {}, { method: 'POST' }));
const eventMeta = async (code: string) => {
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  return (await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
};
/** The staff end's audit items of one event. */
const endAudit = async (code: string) => {
  const { ddb, tableName } = await import('../../functions/core/data/table.js');
  const out = await ddb.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'AUDIT#event-ended' } }));
  return (out.Items ?? []).filter((i) => i.eventCode === code);
};

/** Events created one minute apart, oldest first (the list shows them newest first). */
const createSeries = async (titles: string[]) => {
  const made: StaffEvent['code'][] = [];
  for (const title of titles) {
    const { event } = await f.createEvent({ title });
    made.push(event.code);
  }
  return made;
};

describe('staff events list', () => {
  it('pages through events newest first by creation date, with a cursor', async () => {
    // Far in the future: these are the newest events of the shared table, whatever other files create meanwhile.
    const base = 3650 * DAY;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      setClockOffset(base + i * 60_000);
      codes.push(...(await createSeries([`${TAG} page ${i}`])));
    }
    const first = await list({ limit: '2' });
    expect(first.events.map((e) => e.code)).toEqual([codes[4], codes[3]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list({ limit: '2', cursor: first.nextCursor ?? '' });
    expect(second.events.map((e) => e.code)).toEqual([codes[2], codes[1]]);
    const third = await list({ limit: '2', cursor: second.nextCursor ?? '' });
    expect(third.events[0]?.code).toBe(codes[0]);
    expect(third.events[0]).toMatchObject({ title: `${TAG} page 0`, status: 'waiting', photoCount: 0, participantCount: 0, storageBytes: 0, photoStorage: 'standard' });
    setClockOffset(0);
  });

  it('filters active and expired (completed) events and searches title, code and type', async () => {
    const made = [];
    // Distinct creation times from the test clock (10 ms apart), not from waiting on the wall clock.
    for (const [i, kind] of ['waiting', 'active', 'done'].entries()) {
      setClockOffset(i * 10);
      made.push(await f.createEvent({ title: `${TAG} filt ${kind}` }));
    }
    const [waiting, active, done] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    for (const e of [active, done]) ok(await h.start(call(e.event.code, e.creatorToken, {}, { method: 'POST' })));
    ok(await end(done.event.code, await staffToken('admin')));

    const q = `${TAG} filt`;
    const all = await list({ q });
    expect(all.events.map((e) => e.code)).toEqual([done, active, waiting].map((e) => e.event.code));
    expect(all.events.map((e) => e.status)).toEqual(['completed', 'active', 'waiting']);
    expect((await list({ q, filter: 'active' })).events.map((e) => e.code)).toEqual([active.event.code]);
    expect((await list({ q, filter: 'expired' })).events.map((e) => e.code)).toEqual([done.event.code]);
    // Case-insensitive; one page of 1 leaves a cursor that continues the search.
    const upper = await list({ q: q.toUpperCase(), limit: '1' });
    expect(upper.events.map((e) => e.code)).toEqual([done.event.code]);
    expect((await list({ q, limit: '2', cursor: upper.nextCursor ?? '' })).events.map((e) => e.code)).toEqual([active.event.code, waiting.event.code]);
    // The type matches too.
    const type = all.events[0]?.eventType ?? 'other';
    const byType = await list({ q: type.toUpperCase(), limit: '100' });
    expect(byType.events.length).toBeGreaterThan(0);
    expect(byType.events.every((e) => e.eventType === type || `${e.title} ${e.code}`.toLowerCase().includes(type))).toBe(true);
  });

  it('finds an event by its code (any case), however far down the list it is', async () => {
    const [code] = await createSeries([`${TAG} by code`]) as [string];
    // Newer events above it.
    setClockOffset(3650 * DAY + 3_600_000);
    await createSeries([`${TAG} newer 1`, `${TAG} newer 2`]);
    setClockOffset(0);
    const found = await list({ q: ` ${code.toLowerCase()} `, limit: '1' });
    expect(found.events.map((e) => e.code)).toEqual([code]);
    // A code with a filter it does not match finds nothing by that code.
    expect((await list({ q: code, filter: 'active' })).events.map((e) => e.code)).not.toContain(code);
  });

  it('a code search shows the event found by its code once, on the first page only', async () => {
    const [code] = (await createSeries([`${TAG} coded`])) as [string];
    // Newer events whose titles hold the code: the text search finds them too, after the direct hit.
    const [mention1, mention2] = (await createSeries([`${TAG} about ${code} one`, `${TAG} about ${code} two`])) as [string, string];
    const first = await list({ q: code, limit: '2' });
    expect(first.events.map((e) => e.code)).toEqual([code, mention2]);
    const seen = [...first.events.map((e) => e.code)];
    for (let cursor = first.nextCursor; cursor; ) {
      const page = await list({ q: code, limit: '2', cursor });
      seen.push(...page.events.map((e) => e.code));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([code, mention2, mention1]);
  });

  it('a code search at limit 1 answers the code\'s event alone; Load more goes on from the top without it', async () => {
    const [code] = (await createSeries([`${TAG} alone`])) as [string];
    const [mention1, mention2] = (await createSeries([`${TAG} near ${code} one`, `${TAG} near ${code} two`])) as [string, string];
    const first = await list({ q: code, limit: '1' });
    expect(first.events.map((e) => e.code)).toEqual([code]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const seen: string[] = [];
    for (let cursor = first.nextCursor; cursor; ) {
      const page = await list({ q: code, limit: '1', cursor });
      expect(page.events.length).toBeLessThanOrEqual(1);
      seen.push(...page.events.map((e) => e.code));
      cursor = page.nextCursor;
    }
    // Both mentions, once each, never the code's event again (their order is their creation's, not this test's subject).
    expect([...seen].sort()).toEqual([mention1, mention2].sort());
  });

  it('answers summary cards from the maintained totals (missing = 0)', async () => {
    const { ddb, tableName } = await import('../../functions/core/data/table.js');
    await ddb.send(new PutCommand({ TableName: tableName(), Item: { PK: 'STATS#events', SK: 'TOTALS', events: 12, events_active: 3 } }));
    expect((await list({ limit: '1' })).summary).toEqual({ totalEvents: 12, activeEvents: 3, totalPhotos: 0, hiddenPhotos: 0 });
    await ddb.send(new PutCommand({ TableName: tableName(), Item: { PK: 'STATS#events', SK: 'TOTALS', events: 12, events_active: 3, photos: 40, photosHidden: 2 } }));
    expect((await list({ limit: '1' })).summary).toEqual({ totalEvents: 12, activeEvents: 3, totalPhotos: 40, hiddenPhotos: 2 });
  });

  it('refuses a cursor of another listing with 400', async () => {
    const foreign = Buffer.from(JSON.stringify({ PK: 'ORDER#1', SK: 'META', GSI4PK: 'LIST#ORDERS', GSI4SK: 'x' })).toString('base64url');
    const res = await h.list(apiEvent({ path: '/api/admin/events/list', query: { cursor: foreign }, headers: bearer(await staffToken('admin')) }));
    expect(res.statusCode).toBe(400);
    // The staff list's own text, not the guest gallery's "This page of photos…" (issue 29, item 6).
    expect(JSON.parse(res.body ?? '{}')).toMatchObject({ error: { code: 'STAFF_LIST_CURSOR_INVALID', message: staffMessages.STAFF_LIST_CURSOR_INVALID } });
  });
});

describe('staff event details', () => {
  it('answers stats, photos with readable polaroid and RAW URLs, and participants', async () => {
    const { event, creatorToken } = await f.createEvent({ title: `${TAG} details` });
    const bea = await f.join(event.code, 'Bea');
    await f.join(event.code, 'Ion');
    ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
    const photo = await f.uploadPhoto(event.code, bea.token);

    const d = await details(event.code);
    expect(d.event).toMatchObject({ code: event.code, title: `${TAG} details`, status: 'active', photoCount: 1, photoStorage: 'standard' });
    expect(d.stats).toMatchObject({ photos: 1, votes: 0, participants: d.participants.length });
    expect(d.stats.storageBytes).toBeGreaterThan(0);
    expect(d.photos).toHaveLength(1);
    const p = d.photos[0];
    expect(p).toMatchObject({ id: photo.id, uploaderName: 'Bea', totalVotes: 0 });
    for (const url of [p?.polaroidUrl, p?.rawUrl, p?.polaroidDownloadUrl, p?.rawDownloadUrl]) expect((await fetch(url ?? '')).status).toBe(200);
    const raw = await (await fetch(p?.rawUrl ?? '')).arrayBuffer();
    const polaroid = await (await fetch(p?.polaroidUrl ?? '')).arrayBuffer();
    expect(raw.byteLength).toBeGreaterThan(polaroid.byteLength);
    expect(d.nextPhotosCursor).toBeNull();
    expect(d.participants.map((x) => x.name)).toEqual(expect.arrayContaining(['Bea', 'Ion']));
    expect(d.participants.find((x) => x.name === 'Bea')).toMatchObject({ photosTaken: 1, isActive: true });

    const next = ok<StaffEventPhotosPage>(await h.photos(call(event.code, await staffToken('support'))));
    expect(next.photos.map((x) => x.id)).toEqual([photo.id]);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await h.details(call('ZZZZZ9', await staffToken('admin')));
    expect(res.statusCode).toBe(404);
  });
});

describe('staff end event', () => {
  it('an admin ends a running event: it is completed and its guests see the awards', async () => {
    const { event, creatorToken } = await f.createEvent({ title: `${TAG} end` });
    const guest = await f.join(event.code, 'Guest');
    ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
    expect((await h.awards(call(event.code, guest.token))).statusCode).toBe(409);

    const ended = ok<{ event: StaffEvent }>(await end(event.code, await staffToken('admin')));
    expect(ended.event).toMatchObject({ code: event.code, status: 'completed' });
    expect((await h.awards(call(event.code, guest.token))).statusCode).toBe(200);
    expect((await details(event.code)).event.status).toBe('completed');
    // Audited as the staff deletes are: who ended it, and when (the event's own end time).
    const { endedAt } = await eventMeta(event.code);
    expect(await endAudit(event.code)).toEqual([
      { PK: 'AUDIT#event-ended', SK: `${String(endedAt)}#${event.code}`, entity: 'audit', action: 'event-ended', actor: 'admin@candid.test', eventCode: event.code, at: endedAt },
    ]);

    const again = await end(event.code, await staffToken('admin'));
    expect(again.statusCode).toBe(409);
    expect(parseBody(again)).toEqual({ error: { code: 'STAFF_EVENT_ALREADY_ENDED', message: staffMessages.STAFF_EVENT_ALREADY_ENDED } });
    expect(await endAudit(event.code)).toHaveLength(1);
  });

  it('an event its organizer ended has no staff audit item; a staff End after it is refused (409) and leaves none', async () => {
    const { event, creatorToken } = await f.createEvent({ title: `${TAG} organizer end` });
    ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
    ok(await h.endByCreator(call(event.code, creatorToken, {}, { method: 'POST' })));
    expect((await end(event.code, await staffToken('admin'))).statusCode).toBe(409);
    expect(await endAudit(event.code)).toEqual([]);
  });

  it('refuses support staff (403) and guest credentials (401), leaving the event running', async () => {
    const { event, creatorToken } = await f.createEvent({ title: `${TAG} refused` });
    const guest = await f.join(event.code, 'Guest');
    ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
    const support = await end(event.code, await staffToken('support'));
    expect(support.statusCode).toBe(403);
    expect(parseBody(support)).toEqual({ error: { code: 'STAFF_ROLE_FORBIDDEN', message: staffMessages.STAFF_ROLE_FORBIDDEN } });
    expect((await end(event.code, guest.token)).statusCode).toBe(401);
    expect((await end(event.code, creatorToken)).statusCode).toBe(401);
    expect((await end(event.code, '')).statusCode).toBe(401);
    expect((await details(event.code)).event.status).toBe('active');
    expect(await endAudit(event.code)).toEqual([]);
  });
});

describe('the list entry item (events listed on their META before it)', () => {
  it('lists an event whose META still carries the GSI4 keys beside events with an entry item, once each', async () => {
    const [older, newer] = [await f.createEvent({ title: `${TAG} entry older` }), await f.createEvent({ title: `${TAG} entry newer` })];
    const { ddb, tableName, keys } = await import('../../functions/core/data/table.js');
    // As created before the entry item: the list keys on META, no entry.
    await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.eventListEntry(older.event.code) }));
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(older.event.code),
        UpdateExpression: 'SET GSI4PK = :pk, GSI4SK = :sk',
        ExpressionAttributeValues: { ':pk': keys.eventsList, ':sk': keys.eventsListSK(older.event.createdAt, older.event.code) },
      }),
    );
    const page = await list({ q: `${TAG} entry` });
    expect(page.events.map((e) => e.code)).toEqual([newer.event.code, older.event.code]);
    // Paged one at a time, the cursor goes on from either kind of entry.
    const first = await list({ q: `${TAG} entry`, limit: '1' });
    expect(first.events.map((e) => e.code)).toEqual([newer.event.code]);
    const second = await list({ q: `${TAG} entry`, limit: '1', cursor: first.nextCursor! });
    expect(second.events.map((e) => e.code)).toEqual([older.event.code]);
  });
});

describe('backfill gsi4 (events created before GSI4)', () => {
  it('lists an older event; a rerun keeps it listed once', async () => {
    const { event } = await f.createEvent({ title: `${TAG} legacy` });
    const { ddb, tableName, keys } = await import('../../functions/core/data/table.js');
    // An event of before the list: no list entry item, no GSI4 keys on its META.
    await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.eventListEntry(event.code) }));
    await ddb.send(new UpdateCommand({ TableName: tableName(), Key: keys.event(event.code), UpdateExpression: 'REMOVE GSI4PK, GSI4SK' }));
    expect((await list({ q: `${TAG} legacy` })).events).toEqual([]);

    const { backfillListIndexes } = await import('../../functions/core/data/backfill-list-indexes.js');
    expect((await backfillListIndexes()).events).toBeGreaterThanOrEqual(1);
    expect((await list({ q: `${TAG} legacy` })).events.map((e) => e.code)).toEqual([event.code]);
    // A rerun leaves listed events alone (each entry is a conditional put).
    expect((await backfillListIndexes()).events).toBe(0);
    expect((await list({ q: `${TAG} legacy` })).events.map((e) => e.code)).toEqual([event.code]);
  });
});
