import { randomUUID } from 'node:crypto';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/env.js';
import { toLambdaRecord } from '../../infra/local/stream-poller.js';
import { ensureTable } from '../../infra/local/table.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { AnalyticsResponse, DashboardStatsResponse } from '../../shared/schemas/staff-stats.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules are imported after the environment is set.
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';

/**
 * Issue #17: "counters equal a recount after a randomized mix of 200 creates, joins, uploads, orders and
 * transitions". The mix runs against a table of its own (other files share the emulator's table, and the
 * recount reads everything), spread over 20 simulated days with the test clock; then every stream record
 * of that table is fed to the stats consumer in GetRecords batches, as the local stack's poller and Lambda
 * do; then the totals, the day rollups and both staff routes are compared with a recount from the items.
 */
const env = useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';
const TABLE = `candid-stats-${randomUUID().slice(0, 8)}`;
process.env.TABLE_NAME = TABLE;
const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB!;

type Item = Record<string, unknown>;
const DAY_MS = 86_400_000;
const SEED = Number(process.env.STATS_SEED ?? Date.now() % 100_000);

/** mulberry32: a seeded PRNG, so a failing mix can be replayed with STATS_SEED. */
const rng = (() => {
  let a = SEED;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
})();
const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

let f: Flows;
let h: Record<'start' | 'end' | 'createOrder' | 'stats' | 'analytics' | 'stream', Handler>;
let streamHandler: (e: DynamoDBStreamEvent) => Promise<void>;
let tx: typeof TransitionModule;
let setClockOffset: (ms: number) => void;
let signGeoToken: (country: string) => Promise<string>;
let adminToken: string;
let streamArn: string;
let scanAll: () => Promise<Item[]>;
let deleteItem: (key: { PK: string; SK: string }) => Promise<void>;
/** Photos the mix removed: gone from the items, still uploads of their day in the rollups. */
const deletedPhotos: Item[] = [];

beforeAll(async () => {
  streamArn = await ensureTable(endpoint, TABLE);
  f = await flows();
  const [start, end, createOrder, stats, analytics] = await Promise.all(
    ['http/events/start.js', 'http/events/end.js', 'http/orders/create.js', 'http/staff/stats.js', 'http/staff/analytics.js'].map(loadHandler),
  );
  h = { start, end, createOrder, stats, analytics } as typeof h;
  streamHandler = ((await import('../../functions/streams/stats.js')) as { handler: typeof streamHandler }).handler;
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  setClockOffset = (await import('../../functions/core/clock.js')).setClockOffset;
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  const { signStaffToken } = await import('../../functions/core/auth/staff-token.js');
  const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  await createStaffAccount({ email: 'stats-admin@candid.test', name: 'Stats Admin', role: 'admin', password: { alg: 'scrypt', N: 2, r: 1, p: 1, salt: 'unused', hash: 'unused' }, createdAt: new Date().toISOString() });
  adminToken = await signStaffToken({ sub: 'stats-admin@candid.test', name: 'Stats Admin', role: 'admin' });
  const { ddb } = await import('../../functions/core/data/table.js');
  deleteItem = async (Key) => {
    const out = await ddb.send(new DeleteCommand({ TableName: TABLE, Key, ReturnValues: 'ALL_OLD' }));
    deletedPhotos.push(out.Attributes ?? {});
  };
  scanAll = async () => {
    const items: Item[] = [];
    let cursor: Item | undefined;
    do {
      const out = await ddb.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: cursor, ConsistentRead: true }));
      items.push(...(out.Items ?? []));
      cursor = out.LastEvaluatedKey;
    } while (cursor);
    return items;
  };
});

const EMAILS = ['ana@example.com', 'Ion@Example.com', 'maria@example.com', 'dan@example.com', 'elena@example.com', 'vlad@example.com'];

interface LiveEvent {
  code: string;
  creatorToken: string;
  guests: string[];
  status: 'waiting' | 'active' | 'completed';
}

/** Runs the randomized mix; returns how many operations ran. */
const runMix = async (): Promise<number> => {
  let ops = 0;
  const orders: { id: string; status: string }[] = [];
  const allEvents: string[] = [];
  const photoKeys: { PK: string; SK: string }[] = [];
  for (let day = 19; day >= 0; day--) {
    setClockOffset(-day * DAY_MS);
    const today: LiveEvent[] = [];
    for (let step = 0; ops < (20 - day) * 10; step++) {
      const r = rng();
      const waiting = today.filter((e) => e.status === 'waiting');
      const active = today.filter((e) => e.status === 'active');
      if (today.length === 0 || r < 0.1) {
        const { event, creatorToken } = await f.createEvent({ title: `Mix ${day}-${step}` });
        const live: LiveEvent = { code: event.code, creatorToken, guests: [], status: 'waiting' };
        today.push(live);
        allEvents.push(event.code);
        if (rng() < 0.7) {
          // Most events get going at once: a guest joins, the creator starts.
          live.guests.push((await f.join(event.code, 'Guest 1')).token);
          ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
          live.status = 'active';
          ops += 2;
        }
      } else if (r < 0.28 && waiting.length + active.length > 0) {
        const e = pick([...waiting, ...active]);
        e.guests.push((await f.join(e.code, `Guest ${e.guests.length + 1}`)).token);
      } else if (r < 0.36 && waiting.some((e) => e.guests.length > 0)) {
        const e = pick(waiting.filter((w) => w.guests.length > 0));
        ok(await h.start(call(e.code, e.creatorToken, {}, { method: 'POST' })));
        e.status = 'active';
      } else if (r < 0.56 && active.some((e) => e.guests.length > 0)) {
        const e = pick(active.filter((a) => a.guests.length > 0));
        photoKeys.push({ PK: `EVENT#${e.code}`, SK: `PHOTO#${(await f.uploadPhoto(e.code, pick(e.guests))).id}` });
      } else if (r < 0.58 && photoKeys.length > 0) {
        // A photo removed (as retention, moderation or a staff delete do): the totals must come down.
        await deleteItem(photoKeys.splice(Math.floor(rng() * photoKeys.length), 1)[0]!);
      } else if (r < 0.6 && active.length > 0) {
        const e = pick(active);
        ok(await h.end(call(e.code, e.creatorToken, {}, { method: 'POST' })));
        e.status = 'completed';
      } else if (r < 0.77) {
        const country = rng() < 0.3 ? 'DE' : 'RO';
        const q = quote({ kind: 'raw_archive' }, country);
        const eventCode = pick(allEvents);
        const body = {
          orderType: 'post_event',
          productType: 'raw_archive',
          eventCode,
          customerInfo: { name: 'Buyer', email: pick(EMAILS) },
          totalAmount: q.total,
          currency: q.currency,
          geoToken: await signGeoToken(country),
        };
        const order = ok<CreateOrderResponse>(await h.createOrder(apiEvent({ method: 'POST', body, headers: await organizerBearer(eventCode) })), 201).order;
        orders.push({ id: order.id, status: 'pending' });
      } else {
        const movable = orders.filter((o) => o.status !== 'cancelled' && o.status !== 'refunded');
        if (movable.length === 0) continue;
        const o = pick(movable);
        const to = o.status === 'pending' ? pick(['processing', 'processing', 'cancelled'] as const) : o.status === 'processing' ? pick(['completed', 'refunded'] as const) : 'refunded';
        await tx.transitionOrder({ orderId: o.id, to, reason: 'mix', actor: 'system' });
        o.status = to;
      }
      ops++;
    }
  }
  setClockOffset(0);
  return ops;
};

/** Every record of the table's stream, as GetRecords batches (≤ 100, shard order kept). */
const readStreamBatches = async (): Promise<DynamoDBStreamEvent[]> => {
  const client = new DynamoDBStreamsClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const batches: DynamoDBStreamEvent[] = [];
  const shards = (await client.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
  for (const shard of shards) {
    let iterator = (await client.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' }))).ShardIterator;
    let empty = 0;
    while (iterator && empty < 2) {
      const out = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      const records = out.Records ?? [];
      if (records.length) batches.push({ Records: records.map((r) => toLambdaRecord(r, streamArn)) });
      empty = records.length ? 0 : empty + 1;
      iterator = out.NextShardIterator;
    }
  }
  client.destroy();
  return batches;
};

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const day = (iso: unknown): string => String(iso).slice(0, 10);
const bump = (m: Map<string, Record<string, number>>, d: string, key: string, by = 1) => {
  const row = m.get(d) ?? {};
  row[key] = (row[key] ?? 0) + by;
  m.set(d, row);
};

/** The figures recomputed from the items themselves (a Scan: fine in a test, never in the product). */
const recount = (items: Item[]) => {
  const events = items.filter((i) => i.entity === 'event' && i.SK === 'META');
  const photos = items.filter((i) => i.entity === 'photo');
  const orders = items.filter((i) => i.entity === 'order' && i.SK === 'META');
  const history = items.filter((i) => i.entity === 'order-history' && i.from !== null);
  const ronOf = new Map(orders.map((o) => [`ORDER#${String(o.id)}`, num(o.ronTotal)]));
  const totals: Record<string, number> = {
    events: events.length,
    photos: photos.length,
    storageBytes: photos.reduce((s, p) => s + Object.values(p.sizes as Record<string, number>).reduce((a, b) => a + b, 0), 0),
    participants: items.filter((i) => i.entity === 'participant').length,
    votes: items.filter((i) => i.entity === 'vote').length,
  };
  for (const s of ['waiting', 'active', 'completed']) totals[`events_${s}`] = events.filter((e) => e.status === s).length;
  const days = new Map<string, Record<string, number>>();
  for (const e of events) bump(days, day(e.createdAt), 'eventsCreated');
  for (const p of [...photos, ...deletedPhotos]) bump(days, day(p.uploadedAt), 'photos');
  for (const o of orders) bump(days, day(o.createdAt), 'ordersCreated');
  for (const hist of history) {
    bump(days, day(hist.at), `reached_${String(hist.to)}`);
    const ron = ronOf.get(String(hist.PK)) ?? 0;
    if (hist.from === 'pending' && hist.to === 'processing') bump(days, day(hist.at), 'revenueRon', ron);
    if (hist.to === 'refunded') bump(days, day(hist.at), 'refundedRon', ron);
  }
  const perEmail = new Map<string, number>();
  for (const o of orders) {
    const email = String((o.customerInfo as { email: string }).email).trim().toLowerCase();
    perEmail.set(email, (perEmail.get(email) ?? 0) + 1);
  }
  const customers = { newCustomers: perEmail.size, returningCustomers: [...perEmail.values()].filter((n) => n > 1).length };
  return { totals, days, orders, customers };
};

/** Numeric attributes of counter items added up (the write shards of one figure). */
const sumCounters = (rows: readonly Item[]): Record<string, number> => {
  const sum: Record<string, number> = {};
  for (const r of rows) for (const [k, v] of Object.entries(r)) if (typeof v === 'number' && k !== 'ttl') sum[k] = (sum[k] ?? 0) + v;
  return sum;
};

const stripMeta = (row: Item): Record<string, number> =>
  Object.fromEntries(Object.entries(row).filter(([k, v]) => typeof v === 'number' && v !== 0 && !['newCustomers', 'returningCustomers'].includes(k))) as Record<string, number>;

const adminGet = async <T>(handler: Handler, query?: Record<string, string>): Promise<T> =>
  ok<T>(await handler(apiEvent({ headers: { authorization: `Bearer ${adminToken}` }, ...(query ? { query } : {}) })));

describe('staff figures: counters equal a recount', () => {
  it('after a randomized mix of about 200 operations, fed through the stats stream consumer', { timeout: 600_000 }, async () => {
    const ops = await runMix();
    expect(ops, `seed ${SEED}`).toBeGreaterThanOrEqual(200);
    const batches = await readStreamBatches();
    for (const batch of batches) await streamHandler(batch);
    // A redelivered batch (Lambda retries a failed batch as a whole) must not count twice.
    await streamHandler(batches[0]!);
    await streamHandler(batches[batches.length - 1]!);

    const items = await scanAll();
    const want = recount(items);
    console.log(`[staff stats] seed ${SEED}: ${ops} operations, ${batches.length} stream batches, totals ${JSON.stringify(want.totals)}, ${want.orders.length} orders`);
    // Write-sharded (stats-keys.ts): the batches spread over the shards, and a figure is the sum of them.
    const totalsShards = items.filter((i) => /^STATS#events(#\d+)?$/.test(String(i.PK)) && i.SK === 'TOTALS');
    expect(totalsShards.length, 'batches land on more than one totals shard').toBeGreaterThan(1);
    const totals = sumCounters(totalsShards);
    for (const [k, v] of Object.entries(want.totals)) expect(num(totals[k]), `${k} (seed ${SEED})`).toBe(v);

    const dayItems = items.filter((i) => i.PK === 'STATS#day');
    const gotDays = new Map<string, Record<string, number>>();
    for (const d of dayItems) {
      const day = String(d.SK).slice(0, 10);
      gotDays.set(day, stripMeta(sumCounters([gotDays.get(day) ?? {}, d])));
    }
    for (const [d, row] of want.days) for (const [k, v] of Object.entries(row)) expect(gotDays.get(d)?.[k] ?? 0, `${d} ${k} (seed ${SEED})`).toBe(v);
    for (const [d, row] of gotDays) for (const [k, v] of Object.entries(row)) expect(want.days.get(d)?.[k] ?? 0, `${d} ${k} extra (seed ${SEED})`).toBe(v);
    // New vs returning depends on which order of an e-mail the stream delivers first; the sums do not.
    const sum = (key: string) => dayItems.reduce((s, d) => s + num(d[key]), 0);
    expect({ newCustomers: sum('newCustomers'), returningCustomers: sum('returningCustomers') }).toEqual(want.customers);

    const activity = items.filter((i) => i.PK === 'ACTIVITY');
    const orderChanges = items.filter((i) => i.entity === 'order-history').length;
    const eventChanges = want.totals.events! + items.filter((i) => i.entity === 'event' && i.SK === 'META' && i.startedAt).length + items.filter((i) => i.entity === 'event' && i.SK === 'META' && i.endedAt).length;
    expect(activity).toHaveLength(orderChanges + eventChanges);

    // The routes answer the same figures.
    const { stats, recentActivity } = await adminGet<DashboardStatsResponse>(h.stats);
    const orders = want.orders;
    const revenue = [...want.days.values()].reduce((s, r) => s + (r.revenueRon ?? 0) - (r.refundedRon ?? 0), 0);
    const thisMonth = new Date().toISOString().slice(0, 7);
    const monthRevenue = [...want.days].filter(([d]) => d.startsWith(thisMonth)).reduce((s, [, r]) => s + (r.revenueRon ?? 0) - (r.refundedRon ?? 0), 0);
    expect(stats).toEqual({
      totalEvents: want.totals.events,
      activeEvents: want.totals.events_active,
      totalOrders: orders.length,
      pendingOrders: orders.filter((o) => o.status === 'pending').length,
      totalRevenue: revenue,
      monthlyRevenue: monthRevenue,
      totalPhotos: want.totals.photos,
      hiddenPhotos: want.totals.photosHidden ?? 0,
      storageUsed: want.totals.storageBytes,
    });
    expect(recentActivity).toHaveLength(20);
    const times = recentActivity.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toBe(activity.map((a) => String(a.at)).sort().at(-1));
    // With the clock put back two days, what happened "later" is not recent activity yet (it must not pin the
    // feed's top: the local stack's clock hook moves time both ways).
    setClockOffset(-2 * DAY_MS);
    try {
      const back = await adminGet<DashboardStatsResponse>(h.stats);
      const cutoff = new Date(Date.now() - 2 * DAY_MS).toISOString();
      expect(back.recentActivity.length).toBeGreaterThan(0);
      expect(back.recentActivity.filter((a) => a.at > cutoff)).toEqual([]);
    } finally {
      setClockOffset(0);
    }

    const week = await adminGet<AnalyticsResponse>(h.analytics, { days: '7' });
    const month = await adminGet<AnalyticsResponse>(h.analytics, { days: '30' });
    const inLast = (n: number) => [...want.days].filter(([d]) => d >= new Date(Date.now() - (n - 1) * DAY_MS).toISOString().slice(0, 10));
    expect(week.series).toHaveLength(7);
    expect(week.period.eventsCreated).toBe(inLast(7).reduce((s, [, r]) => s + (r.eventsCreated ?? 0), 0));
    expect(month.period.eventsCreated).toBe(want.totals.events);
    expect(month.period.ordersCreated).toBe(orders.length);
    expect(month.period.revenue).toBe(revenue);
    expect(month.totalRevenue).toBe(revenue);
    expect(week.period.ordersCreated).toBeLessThan(month.period.ordersCreated);
  });

  it('refuses guest, creator and anonymous callers on both routes (authorization matrix rows too)', async () => {
    const { event, creatorToken } = await f.createEvent();
    const guest = await f.join(event.code, 'Nosy Guest');
    for (const handler of [h.stats, h.analytics]) {
      for (const token of [guest.token, creatorToken, undefined]) {
        const res = await handler(apiEvent({ headers: token ? { authorization: `Bearer ${token}` } : {}, query: { days: '7' } }));
        expect(res.statusCode).toBe(401);
        expect(parseBody(res)).toMatchObject({ error: { code: expect.any(String) } });
      }
    }
    const bad = await h.analytics(apiEvent({ headers: { authorization: `Bearer ${adminToken}` }, query: { days: '12' } }));
    expect(bad.statusCode).toBe(400);
  });

  it('sums the write shards with the items counted before sharding (no backfill needed)', async () => {
    const { ddb } = await import('../../functions/core/data/table.js');
    const add = (Key: { PK: string; SK: string }, values: Record<string, number>) =>
      ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key,
          UpdateExpression: `ADD ${Object.keys(values).map((k) => `${k} :${k}`).join(', ')}`,
          ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([k, v]) => [`:${k}`, v])),
        }),
      );
    const today = new Date().toISOString().slice(0, 10);
    const before = (await adminGet<DashboardStatsResponse>(h.stats)).stats;
    const beforeWeek = await adminGet<AnalyticsResponse>(h.analytics, { days: '7' });
    // The unsharded items as the consumer wrote them before (STATS#events/TOTALS, STATS#day/<date>), and one more shard.
    await add({ PK: 'STATS#events', SK: 'TOTALS' }, { events: 2, photos: 5 });
    await add({ PK: 'STATS#events#7', SK: 'TOTALS' }, { photos: 3, photosHidden: 1 });
    await add({ PK: 'STATS#day', SK: today }, { revenueRon: 100, ordersCreated: 1 });
    await add({ PK: 'STATS#day', SK: `${today}#3` }, { revenueRon: 20 });
    const after = (await adminGet<DashboardStatsResponse>(h.stats)).stats;
    expect(after).toEqual({
      ...before,
      totalEvents: before.totalEvents + 2,
      totalPhotos: before.totalPhotos + 8,
      hiddenPhotos: before.hiddenPhotos + 1,
      monthlyRevenue: before.monthlyRevenue + 120,
    });
    const week = await adminGet<AnalyticsResponse>(h.analytics, { days: '7' });
    expect(week.period.revenue).toBe(beforeWeek.period.revenue + 120);
    expect(week.period.ordersCreated).toBe(beforeWeek.period.ordersCreated + 1);
    // One row per day however many shards it has.
    const row = (r: AnalyticsResponse) => r.series.filter((d) => d.date === today);
    expect(row(week)).toHaveLength(1);
    expect(row(week)[0]!.revenue).toBe(row(beforeWeek)[0]!.revenue + 120);
  });
});
