import { describe, expect, it } from 'vitest';
import { countCustomer, reduceStatsBatch, type StreamChange } from './stats-stream.js';

const event = (patch: Record<string, unknown> = {}) => ({ PK: 'EVENT#ABC123', SK: 'META', entity: 'event', code: 'ABC123', title: 'Party', status: 'waiting', createdAt: '2026-11-24T10:00:00.000Z', ...patch });
const order = (patch: Record<string, unknown> = {}) => ({
  PK: 'ORDER#01J',
  SK: 'META',
  entity: 'order',
  id: '01J',
  orderNumber: 'CND-261124-ABCDEFGH',
  eventTitle: 'Ana & Ion',
  status: 'pending',
  ronTotal: 9900,
  customerInfo: { name: 'Ana', email: '  Ana@Example.com ' },
  createdAt: '2026-11-24T10:00:00.000Z',
  statusSince: '2026-11-24T10:00:00.000Z',
  ...patch,
});
const photo = (id: string, patch: Record<string, unknown> = {}) => ({ PK: 'EVENT#ABC123', SK: `PHOTO#${id}`, entity: 'photo', id, sizes: { polaroid: 100, raw: 300, thumbnail: 20 }, uploadedAt: '2026-11-25T01:00:00.000Z', ...patch });

let seq = 0;
const change = (before?: Record<string, unknown>, after?: Record<string, unknown>): StreamChange => ({
  id: `rec-${++seq}`,
  at: '2026-11-25T12:00:00.000Z',
  ...(before ? { before } : {}),
  ...(after ? { after } : {}),
});

describe('reduceStatsBatch: a stream batch → the exact counter updates', () => {
  it('folds a mixed batch into one totals delta, one delta per touched day, customer orders and activity', () => {
    const plan = reduceStatsBatch([
      change(undefined, event()),
      change(event(), event({ status: 'active', startedAt: '2026-11-24T11:00:00.000Z', participantCount: 3 })),
      change(event({ status: 'active' }), event({ status: 'active', photoCount: 4 })), // a counter bump: nothing
      change(undefined, photo('p1')),
      change(undefined, photo('p2')),
      change(photo('p0'), undefined),
      change(photo('p2'), photo('p2', { v_funniest: 1 })), // a vote tally: nothing
      change(undefined, { PK: 'EVENT#ABC123', SK: 'PART#x', entity: 'participant' }),
      change(undefined, { PK: 'EVENT#ABC123', SK: 'VOTE#a', entity: 'vote' }),
      change(undefined, { PK: 'EVENT#ABC123', SK: 'HAND#a', entity: 'handout' }), // not counted
      change(undefined, order()),
      change(order(), order({ status: 'processing', statusSince: '2026-11-25T09:00:00.000Z' })),
      change(order({ status: 'processing' }), order({ status: 'refunded', statusSince: '2026-11-25T10:00:00.000Z' })),
      change(undefined, { PK: 'ORDER#01J', SK: 'HIST#1', entity: 'order-history' }), // history items are not orders
    ]);
    expect(plan.totals).toEqual({ events: 1, events_active: 1, photos: 1, storageBytes: 420, participants: 1, votes: 1 });
    expect(plan.days).toEqual({
      '2026-11-24': { eventsCreated: 1, ordersCreated: 1 },
      '2026-11-25': { photos: 2, reached_processing: 1, revenueRon: 9900, reached_refunded: 1, refundedRon: 9900 },
    });
    expect(plan.customerOrders).toEqual([{ email: 'ana@example.com', orderId: '01J', day: '2026-11-24' }]);
    expect(plan.activity.map((a) => [a.kind, a.at, a.ref, a.from, a.to])).toEqual([
      ['event-created', '2026-11-24T10:00:00.000Z', 'ABC123', undefined, undefined],
      ['event-started', '2026-11-24T11:00:00.000Z', 'ABC123', undefined, undefined],
      ['order-created', '2026-11-24T10:00:00.000Z', 'CND-261124-ABCDEFGH', undefined, 'pending'],
      ['order-status', '2026-11-25T09:00:00.000Z', 'CND-261124-ABCDEFGH', 'pending', 'processing'],
      ['order-status', '2026-11-25T10:00:00.000Z', 'CND-261124-ABCDEFGH', 'processing', 'refunded'],
    ]);
  });

  it('keys activity by the stream record id (a redelivered record overwrites its entry) and expires it after 30 days', () => {
    const c = change(undefined, event());
    const [a] = reduceStatsBatch([c]).activity;
    const [again] = reduceStatsBatch([c]).activity;
    expect(a).toMatchObject({ PK: 'ACTIVITY', SK: `2026-11-24T10:00:00.000Z#${c.id}`, id: c.id });
    expect(again?.SK).toBe(a?.SK);
    expect(a?.ttl).toBe(Date.parse('2026-11-24T10:00:00.000Z') / 1000 + 30 * 86_400);
  });

  it('moves an event between status counters and drops deltas that cancel out', () => {
    const plan = reduceStatsBatch([
      change(event(), event({ status: 'active' })),
      change(event({ status: 'active' }), event({ status: 'completed', endedAt: '2026-11-25T11:00:00.000Z' })),
      change(undefined, photo('p9')),
      change(photo('p9'), undefined),
    ]);
    expect(plan.totals).toEqual({ events_waiting: -1, events_completed: 1 });
    // The photo uploaded and removed still counts as an upload of its day; the totals count what exists.
    expect(plan.days).toEqual({ '2026-11-25': { photos: 1 } });
    expect(plan.activity.map((a) => a.kind)).toEqual(['event-started', 'event-ended']);
  });

  it('counts hidden photos among the kept ones: hide +1, show −1, a hidden photo removed −1 (issue 29.3)', () => {
    const hidden = photo('p5', { hidden: true, hiddenAt: '2026-11-25T12:00:00.000Z' });
    expect(reduceStatsBatch([change(photo('p5'), hidden)]).totals).toEqual({ photosHidden: 1 });
    expect(reduceStatsBatch([change(hidden, photo('p5'))]).totals).toEqual({ photosHidden: -1 });
    expect(reduceStatsBatch([change(hidden, undefined)]).totals).toEqual({ photos: -1, storageBytes: -420, photosHidden: -1 });
    // A vote's tally on a photo changes nothing here.
    expect(reduceStatsBatch([change(photo('p5'), photo('p5', { votes_funniest: 1 }))]).totals).toEqual({});
  });

  it("counts refunded RON as each order's counted refund changes (a partial refund the day it is recorded, the rest at the refund, a refund that failed after succeeding given back), as the orders totals do", () => {
    const paid = order({ status: 'processing', statusSince: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z' });
    const partly = { ...paid, refundedAmount: 2970, refundedRon: 2970, updatedAt: '2026-11-26T08:00:00.000Z' };
    expect(reduceStatsBatch([change(paid, partly)]).days).toEqual({ '2026-11-26': { refundedRon: 2970 } });
    const refunded = { ...partly, status: 'refunded', refundedAmount: 9900, refundedRon: 9900, statusSince: '2026-11-27T08:00:00.000Z', updatedAt: '2026-11-27T08:00:00.000Z' };
    expect(reduceStatsBatch([change(partly, refunded)]).days).toEqual({ '2026-11-27': { reached_refunded: 1, refundedRon: 6930 } });
    const failedLater = { ...partly, refundedAmount: 0, refundedRon: 0, updatedAt: '2026-11-28T08:00:00.000Z' };
    expect(reduceStatsBatch([change(partly, failedLater)]).days).toEqual({ '2026-11-28': { refundedRon: -2970 } });
    // An order refunded before refunds were counted per refund (no refundedRon) counted its whole total then:
    // a later write of it counts nothing again.
    const legacy = order({ status: 'refunded', statusSince: '2026-11-25T10:00:00.000Z' });
    expect(reduceStatsBatch([change(legacy, { ...legacy, lastPaymentEvent: { id: 'evt', type: 'charge.refunded', at: '2026-11-29T00:00:00.000Z' } })]).days).toEqual({});
  });

  it('an empty or irrelevant batch writes nothing', () => {
    expect(reduceStatsBatch([change(undefined, { PK: 'RATE#x', SK: '1', count: 1 })])).toEqual({ totals: {}, days: {}, customerOrders: [], activity: [] });
  });

  it('counts a new customer at the first order and a returning one at the second, nothing after', () => {
    const plan = reduceStatsBatch([]);
    countCustomer(plan, '2026-11-24', 1);
    countCustomer(plan, '2026-11-24', 2);
    countCustomer(plan, '2026-11-24', 3);
    expect(plan.days).toEqual({ '2026-11-24': { newCustomers: 1, returningCustomers: 1 } });
  });
});
