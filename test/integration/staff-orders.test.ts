import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import type { StaffOrderDetails, StaffOrdersPage } from '../../shared/schemas/staff-orders.js';
import { bearer, flows, loadHandler, ok, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { packageOrderBody } from '../support/package-order.js';
import { readInbox } from '../support/inbox.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules are imported after useEmulators() set the environment.
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';
import type * as UnpaidModule from '../../functions/core/domain/orders/cancel-unpaid-orders.js';
import type * as ClockModule from '../../functions/core/clock.js';

/**
 * The staff Orders tab's server (issue 17.4): the list (20 a page, newest first, by status), the full
 * order, Mark Complete and Cancel. This file uses a table of its own: the page counts come from the order
 * totals item, which every other file's orders would move.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';
process.env.TABLE_NAME = `candid-staff-orders-${Date.now().toString(36)}`;

const STAFF = {
  admin: { email: 'orders-admin@candid.test', name: 'Orders Admin', role: 'admin' as const },
  support: { email: 'orders-support@candid.test', name: 'Orders Support', role: 'support' as const },
};

let create: Handler;
let getOrder: Handler;
let list: Handler;
let details: Handler;
let complete: Handler;
let cancel: Handler;
let tx: typeof TransitionModule;
let unpaid: typeof UnpaidModule;
let clock: typeof ClockModule;
let signGeoToken: (country: string) => Promise<string>;
let tokens: { admin: string; support: string; guest: string };
let eventCode: string;

interface MadeOrder {
  id: string;
  orderNumber: string;
  accessToken: string;
  email: string;
}

let seq = 0;
/** A post-event order for the test event: prints (shipping) or a raw archive. */
const makeOrder = async (kind: 'prints' | 'raw' = 'prints'): Promise<MadeOrder> => {
  const email = `staff-orders-${++seq}@example.com`;
  const product =
    kind === 'prints'
      ? { productType: 'prints_bundle', bundleType: 10, printSize: '13x18', q: quote({ kind: 'prints_bundle', photos: 10, printSize: '13x18' }, 'RO') }
      : { productType: 'raw_archive', q: quote({ kind: 'raw_archive' }, 'RO') };
  const { q, ...fields } = product;
  const body = {
    orderType: 'post_event',
    ...fields,
    eventCode,
    customerInfo: { name: `Buyer ${seq}`, email, address: { street: 'Str. Lunga 1', city: 'Cluj', postalCode: '400000', country: 'RO' } },
    totalAmount: q.total,
    currency: q.currency,
    geoToken: await signGeoToken('RO'),
  };
  const res = ok<CreateOrderResponse>(await create(apiEvent({ method: 'POST', body, headers: await organizerBearer(eventCode) })), 201);
  return { id: res.order.id, orderNumber: res.order.orderNumber, accessToken: res.accessToken, email };
};

const pay = (id: string) => tx.transitionOrder({ orderId: id, to: 'processing', reason: 'Payment confirmed', actor: 'stripe', set: { paymentIntentId: `pi_${id}`, paidAt: new Date().toISOString() } });

const listPage = async (token: string, query: Record<string, string> = {}) => ok<StaffOrdersPage>(await list(apiEvent({ query, headers: bearer(token) })));
/** Every page of a filter, following the cursors. */
const allPages = async (status: string): Promise<StaffOrdersPage[]> => {
  const pages: StaffOrdersPage[] = [];
  let cursor: string | null = null;
  do {
    const page: StaffOrdersPage = await listPage(tokens.admin, { status, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
};
const orderCall = (o: { id: string }, token: string | undefined, body?: unknown) =>
  apiEvent({ method: 'POST', pathParameters: { orderId: o.id }, headers: bearer(token), ...(body === undefined ? {} : { body }) });
const errorCode = (res: { body?: string }) => (parseBody(res) as { error: { code: string } }).error.code;

/** 45 orders: 12 paid (processing), of which 3 then completed by staff; 5 unpaid cancelled by staff; 28 pending. */
let made: MadeOrder[];

beforeAll(async () => {
  const { ensureTable } = await import('../../infra/local/table.js');
  await ensureTable(env.AWS_ENDPOINT_URL_DYNAMODB ?? '', process.env.TABLE_NAME ?? '');
  [create, getOrder, list, details, complete, cancel] = await Promise.all(
    ['http/orders/create.js', 'http/orders/get.js', 'http/staff-orders/list.js', 'http/staff-orders/details.js', 'http/staff-orders/complete.js', 'http/staff-orders/cancel.js'].map(loadHandler),
  ) as [Handler, Handler, Handler, Handler, Handler, Handler];
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  unpaid = await import('../../functions/core/domain/orders/cancel-unpaid-orders.js');
  clock = await import('../../functions/core/clock.js');
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  const f = await flows();
  const created = await f.createEvent({ title: 'Nunta Staff' });
  eventCode = created.event.code;
  const guest = await f.join(eventCode, 'Guest');

  const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
  const { signStaffToken } = await import('../../functions/core/auth/staff-token.js');
  const password = await hashStaffPassword('orders staff password');
  for (const s of Object.values(STAFF)) await createStaffAccount({ ...s, password, createdAt: new Date().toISOString() });
  tokens = {
    admin: await signStaffToken({ sub: STAFF.admin.email, name: STAFF.admin.name, role: 'admin' }),
    support: await signStaffToken({ sub: STAFF.support.email, name: STAFF.support.name, role: 'support' }),
    guest: guest.token,
  };

  made = [];
  for (let i = 0; i < 45; i++) made.push(await makeOrder(i % 9 === 0 ? 'raw' : 'prints'));
  for (const o of made.slice(0, 12)) await pay(o.id);
  for (const o of made.slice(0, 3)) ok(await complete(orderCall(o, tokens.admin, o === made[0] ? {} : { trackingNumber: `RO-${o.orderNumber}` })));
  for (const o of made.slice(12, 17)) ok(await cancel(orderCall(o, tokens.admin)));
}, 180_000);

describe('staff orders list', () => {
  it('pages 45 orders 20 at a time, newest first: 3 pages (20, 20, 5), every order once, the page count from the totals', async () => {
    const pages = await allPages('all');
    expect(pages.map((p) => p.orders.length)).toEqual([20, 20, 5]);
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3]);
    expect(pages[0]).toMatchObject({ total: 45, pageSize: 20 });
    expect(pages[2]?.nextCursor).toBeNull();
    const rows = pages.flatMap((p) => p.orders);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(made.map((o) => o.id)));
    const keys = rows.map((r) => `${r.createdAt}#${r.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // The spec's admin list fields (section 3) and the RON equivalent.
    const first = made[0];
    expect(rows.find((r) => r.id === first?.id)).toMatchObject({
      orderNumber: first?.orderNumber,
      orderType: 'post_event',
      customerName: expect.stringMatching(/^Buyer /),
      customerEmail: first?.email,
      productType: 'raw_archive',
      eventTitle: 'Nunta Staff',
      totalAmount: expect.any(Number),
      currency: 'RON',
      ronTotal: expect.any(Number),
      status: 'completed',
    });
  });

  it('filters by status through the status buckets, each with its own count and page count', async () => {
    const want = { pending: 28, processing: 9, completed: 3, cancelled: 5, refunded: 0 } as const;
    for (const [status, count] of Object.entries(want)) {
      const pages = await allPages(status);
      const rows = pages.flatMap((p) => p.orders);
      expect(rows, status).toHaveLength(count);
      expect(rows.every((r) => r.status === status), status).toBe(true);
      expect(pages[0], status).toMatchObject({ total: count, totalPages: Math.max(1, Math.ceil(count / 20)) });
      const keys = rows.map((r) => `${r.createdAt}#${r.id}`);
      expect(keys, status).toEqual([...keys].sort().reverse());
    }
    expect((await allPages('pending')).map((p) => p.orders.length)).toEqual([20, 8]);
  });

  it('refuses a cursor of another filter or a forged one (400), and guests (401)', async () => {
    const first = await listPage(tokens.admin, { status: 'all' });
    const res = await list(apiEvent({ query: { status: 'pending', cursor: first.nextCursor ?? '' }, headers: bearer(tokens.admin) }));
    expect(res.statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify({ PK: 'EVENT#ABC123', SK: 'META', GSI4PK: 'LIST#ORDERS', GSI4SK: 'x' })).toString('base64url');
    expect((await list(apiEvent({ query: { cursor: forged }, headers: bearer(tokens.admin) }))).statusCode).toBe(400);
    expect((await list(apiEvent({ query: { status: 'bogus' }, headers: bearer(tokens.admin) }))).statusCode).toBe(400);
    expect((await list(apiEvent({ headers: bearer(tokens.guest) }))).statusCode).toBe(401);
    expect((await list(apiEvent({}))).statusCode).toBe(401);
  });
});

describe('staff order actions', () => {
  it('support completes a paid prints order with a tracking number: the customer sees completed and the number, the history names the staff member, one shipped e-mail', async () => {
    const o = made[5] as MadeOrder;
    const before = ok<StaffOrderDetails>(await details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.support) })));
    expect(before.actions).toEqual({ complete: true, cancel: false, refund: true, trackingNumberRequired: true });
    expect(before.payment).toMatchObject({ paymentIntentId: `pi_${o.id}`, paidAt: expect.any(String) });

    const noNumber = await complete(orderCall(o, tokens.support, {}));
    expect(noNumber.statusCode).toBe(400);
    expect(errorCode(noNumber)).toBe('TRACKING_NUMBER_REQUIRED');

    const after = ok<StaffOrderDetails>(await complete(orderCall(o, tokens.support, { trackingNumber: ' RO555000111 ' })));
    expect(after.order).toMatchObject({ status: 'completed', trackingNumber: 'RO555000111', completedAt: expect.any(String) });
    expect(after.history[0]).toMatchObject({ from: 'processing', to: 'completed', actor: `admin:${STAFF.support.email}`, metadata: { trackingNumber: 'RO555000111' } });
    expect(after.history.map((h) => h.actor)).toEqual([`admin:${STAFF.support.email}`, 'stripe', 'customer']);
    expect(after.actions).toMatchObject({ complete: false, cancel: false });

    const customer = ok<OrderResponse>(await getOrder(apiEvent({ pathParameters: { idOrNumber: o.orderNumber }, headers: { 'x-order-token': o.accessToken } }))).order;
    expect(customer).toMatchObject({ status: 'completed', trackingNumber: 'RO555000111' });
    const shipped = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', o.email)).filter((m) => /shipped/i.test(m.subject));
    expect(shipped).toHaveLength(1);

    // A repeat (double click) changes nothing and mails nothing more.
    ok(await complete(orderCall(o, tokens.admin, { trackingNumber: 'RO555000111' })));
    expect((await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', o.email)).filter((m) => /shipped/i.test(m.subject))).toHaveLength(1);
  });

  it('completes a raw archive without a tracking number (optional there) with the completion time', async () => {
    const o = made[9] as MadeOrder; // i % 9 === 0: a raw archive, paid
    const after = ok<StaffOrderDetails>(await complete(orderCall(o, tokens.admin, {})));
    expect(after.order).toMatchObject({ status: 'completed', productType: 'raw_archive', completedAt: expect.any(String) });
    expect(after.order.trackingNumber).toBeUndefined();
    expect(after.history[0]).toMatchObject({ to: 'completed', actor: `admin:${STAFF.admin.email}` });
  });

  it('refuses to complete an order that is not processing (409 with a clear message): pending, cancelled', async () => {
    for (const o of [made[30], made[13]] as MadeOrder[]) {
      const res = await complete(orderCall(o, tokens.admin, { trackingNumber: 'RO123456' }));
      expect(res.statusCode).toBe(409);
      expect(parseBody(res)).toMatchObject({ error: { code: 'STAFF_ORDER_NOT_PROCESSING', message: expect.stringMatching(/Only a paid order that is being processed/) } });
    }
  });

  it('does not mark a paid event package completed by hand: its buyer completes it by linking it to the event (which a completed package could no longer be)', async () => {
    const email = `staff-orders-package-${++seq}@example.com`;
    const body = packageOrderBody({ eventType: 'personal', eventSize: 'medium', addOns: [] }, { email, geoToken: await signGeoToken('RO') });
    const created = ok<CreateOrderResponse>(await create(apiEvent({ method: 'POST', body })), 201);
    await pay(created.order.id);
    const o = { id: created.order.id };
    const before = ok<StaffOrderDetails>(await details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.admin) })));
    expect(before.actions).toMatchObject({ complete: false, refund: true });
    const res = await complete(orderCall(o, tokens.admin, {}));
    expect(res.statusCode).toBe(409);
    expect(parseBody(res)).toMatchObject({ error: { code: 'STAFF_PACKAGE_COMPLETES_ON_LINK', message: expect.stringMatching(/completed when its buyer links it to their event/) } });
    expect(ok<OrderResponse>(await getOrder(apiEvent({ pathParameters: { idOrNumber: o.id }, headers: { 'x-order-token': created.accessToken } }))).order.status).toBe('processing');
  });

  it('cancels a pending order (support may), the history names who; a paid or completed order is refused with the reason (409)', async () => {
    const o = made[40] as MadeOrder;
    const after = ok<StaffOrderDetails>(await cancel(orderCall(o, tokens.support)));
    expect(after.order).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(after.history[0]).toMatchObject({ from: 'pending', to: 'cancelled', reason: 'Cancelled by staff', actor: `admin:${STAFF.support.email}` });
    // Again: already cancelled, nothing changes.
    ok(await cancel(orderCall(o, tokens.admin)));
    const customer = ok<OrderResponse>(await getOrder(apiEvent({ pathParameters: { idOrNumber: o.orderNumber }, headers: { 'x-order-token': o.accessToken } }))).order;
    expect(customer.status).toBe('cancelled');

    for (const paid of [made[7], made[1]] as MadeOrder[]) {
      const res = await cancel(orderCall(paid, tokens.admin));
      expect(res.statusCode).toBe(409);
      expect(parseBody(res)).toMatchObject({ error: { code: 'STAFF_ORDER_PAID_NO_CANCEL', message: expect.stringMatching(/has been paid.*Refund it/) } });
    }
  });

  it('refuses guests (401) and unknown orders (404)', async () => {
    const o = made[41] as MadeOrder;
    expect((await cancel(orderCall(o, tokens.guest))).statusCode).toBe(401);
    expect((await complete(orderCall(o, undefined, {}))).statusCode).toBe(401);
    expect((await details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.guest) }))).statusCode).toBe(401);
    const unknown = { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' };
    expect((await cancel(orderCall(unknown, tokens.admin))).statusCode).toBe(404);
    expect((await details(apiEvent({ pathParameters: { orderId: unknown.id }, headers: bearer(tokens.admin) }))).statusCode).toBe(404);
  });

  it('the unpaid-order job still finds pending orders (GSI1 ORDER#PENDING) and leaves the other buckets alone', async () => {
    clock.setClockOffset(25 * 3600 * 1000);
    try {
      const r = await unpaid.cancelUnpaidOrders();
      const stillPending = made.slice(17).filter((o) => o !== made[40]);
      expect(new Set(r.cancelled)).toEqual(new Set(stillPending.map((o) => o.id)));
    } finally {
      clock.setClockOffset(0);
    }
    const pages = await allPages('pending');
    expect(pages[0]).toMatchObject({ orders: [], total: 0, totalPages: 1, nextCursor: null });
    expect((await allPages('cancelled')).flatMap((p) => p.orders)).toHaveLength(45 - 12);
  });
});

describe('backfill gsi4 (orders made before the staff and organizer lists)', () => {
  it('gives an older paid order its list, status and customer index keys once; a rerun changes nothing', async () => {
    const { UpdateCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, tableName } = await import('../../functions/core/data/table.js');
    const { orderKeys } = await import('../../functions/core/data/order-item.js');
    const { backfillListIndexes } = await import('../../functions/core/data/backfill-list-indexes.js');
    const older = await makeOrder();
    await pay(older.id);
    const countIn = async (status: string) => (await allPages(status)).flatMap((p) => p.orders).filter((o) => o.id === older.id).length;
    const customerOrders = async () =>
      (
        await ddb.send(
          new QueryCommand({ TableName: tableName(), IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :c', ExpressionAttributeValues: { ':c': orderKeys.customer(older.email) } }),
        )
      ).Items ?? [];
    // As an order made before: no GSI4, no customer index, no status bucket.
    await ddb.send(new UpdateCommand({ TableName: tableName(), Key: orderKeys.order(older.id), UpdateExpression: 'REMOVE GSI4PK, GSI4SK, GSI2PK, GSI2SK, GSI1PK, GSI1SK' }));
    expect([await countIn('all'), await countIn('processing')]).toEqual([0, 0]);
    expect(await customerOrders()).toEqual([]);

    expect((await backfillListIndexes()).orders).toBeGreaterThanOrEqual(1);
    expect([await countIn('all'), await countIn('processing')]).toEqual([1, 1]);
    expect((await customerOrders()).map((o) => o.id)).toEqual([older.id]);
    expect((await backfillListIndexes()).orders).toBe(0);
  });
});
