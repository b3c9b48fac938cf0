import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import type { StaffOrderDetails } from '../../shared/schemas/staff-orders.js';
import { bearer, flows, loadHandler, ok, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { readInbox } from '../support/inbox.js';
import { whileSesFails } from '../support/ses-outage.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules are imported after useEmulators() set the environment.
import type * as CompleteModule from '../../functions/core/domain/orders/complete-order.js';
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';
import type * as OrderItemModule from '../../functions/core/data/order-item.js';

/**
 * Staff complete a paid prints order with the carrier's tracking number (#16.4, DESIGN 15): processing →
 * completed through the state machine, the tracking number on the order, one 'shipped' e-mail carrying it.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';

let create: Handler;
let get: Handler;
let staffComplete: Handler;
let staffDetails: Handler;
let staffToken: string;
let complete: typeof CompleteModule;
let tx: typeof TransitionModule;
let items: typeof OrderItemModule;
let signGeoToken: (country: string) => Promise<string>;
let eventCode: string;

beforeAll(async () => {
  [create, get, staffComplete, staffDetails] = (await Promise.all(['http/orders/create.js', 'http/orders/get.js', 'http/staff-orders/complete.js', 'http/staff-orders/details.js'].map(loadHandler))) as [Handler, Handler, Handler, Handler];
  staffToken = await (await import('../support/staff-accounts.js')).staffAccountToken('shipped-support@candid.test', 'support');
  complete = await import('../../functions/core/domain/orders/complete-order.js');
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  items = await import('../../functions/core/data/order-item.js');
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  eventCode = (await (await flows()).createEvent({ title: 'Nunta' })).event.code;
});

let seq = 0;
/** A prints bundle order for the test event, paid (pending → processing as the payment would do it). */
const paidPrintsOrder = async (pay = true, locale?: 'en' | 'ro') => {
  const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '13x18' }, 'RO');
  const email = `shipped-${Date.now()}-${++seq}@example.com`;
  const body = {
    orderType: 'post_event', productType: 'prints_bundle', bundleType: 10, printSize: '13x18', eventCode,
    customerInfo: { name: 'Ana Pop', email, address: { street: 'Str. Lunga 1', city: 'Cluj', postalCode: '400000', country: 'RO' } },
    totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO'),
    ...(locale ? { locale } : {}),
  };
  const res = ok<CreateOrderResponse>(await create(apiEvent({ method: 'POST', body, headers: await organizerBearer(eventCode) })), 201);
  if (pay) await tx.transitionOrder({ orderId: res.order.id, to: 'processing', reason: 'Payment confirmed', actor: 'stripe' });
  return { id: res.order.id, orderNumber: res.order.orderNumber, accessToken: res.accessToken, email };
};

const shippedMails = async (to: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', to)).filter((m) => /shipped/i.test(m.subject));
const fullView = async (o: { id: string; accessToken: string }) => ok<OrderResponse>(await get(apiEvent({ pathParameters: { idOrNumber: o.id }, headers: { 'x-order-token': o.accessToken } }))).order;
const statusOf = async (id: string) => (await items.getOrderItem(id))?.status;
const staffCompletes = (orderId: string, trackingNumber: string) =>
  staffComplete(apiEvent({ method: 'POST', pathParameters: { orderId }, headers: bearer(staffToken), body: { trackingNumber } }));
const job = async () => (await import('../../functions/jobs/end-due-events.js')).handler();
const staffSees = async (orderId: string) => ok<StaffOrderDetails>(await staffDetails(apiEvent({ pathParameters: { orderId }, headers: bearer(staffToken) }))).order;

describe('completeOrder (staff ship prints)', () => {
  it('completes a paid prints order with its tracking number: history with the actor, the number on the full view, one shipped e-mail', async () => {
    const o = await paidPrintsOrder();
    const at = new Date('2026-11-24T10:00:00.000Z');
    const r = await complete.completeOrder({ orderId: o.id, actor: 'admin:staff-1', trackingNumber: '  RO123456789  ', now: at });
    expect(r.changed).toBe(true);
    expect(r.order).toMatchObject({ status: 'completed', trackingNumber: 'RO123456789', completedAt: at.toISOString() });

    const [latest] = await items.queryHistory(o.id);
    expect(latest).toMatchObject({ from: 'processing', to: 'completed', actor: 'admin:staff-1', reason: complete.SHIPPED_REASON });
    expect(await fullView(o)).toMatchObject({ status: 'completed', trackingNumber: 'RO123456789' });

    const mails = await shippedMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(o.orderNumber);
    expect(mails[0]?.body.text).toContain('Tracking number: RO123456789');
    expect(mails[0]?.body.text).toContain('5-10 business days');
  });

  it("an order placed in Romanian gets its shipped e-mail (sent by a staff action) in Romanian", async () => {
    const o = await paidPrintsOrder(true, 'ro');
    await complete.completeOrder({ orderId: o.id, actor: 'admin:staff-1', trackingNumber: 'RO987654321' });
    const mails = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', o.email)).filter((m) => m.subject.includes('expediate'));
    expect(mails.map((m) => m.subject)).toEqual([`Fotografiile tale tipărite au fost expediate (${o.orderNumber})`]);
    expect(mails[0]?.body.text).toContain('Număr de urmărire (AWB): RO987654321');
    expect(mails[0]?.body.text).toContain('5-10 zile lucrătoare');
  });

  it('refuses (400) without a tracking number, or with a malformed one, and leaves the order processing', async () => {
    const o = await paidPrintsOrder();
    for (const trackingNumber of [undefined, '', '   ', 'AB', 'X'.repeat(65), 'RO12\n345']) {
      await expect(complete.completeOrder({ orderId: o.id, actor: 'admin:staff-1', trackingNumber }), JSON.stringify(trackingNumber)).rejects.toMatchObject({
        code: 'TRACKING_NUMBER_REQUIRED',
        status: 400,
      });
    }
    expect(await statusOf(o.id)).toBe('processing');
    expect(await shippedMails(o.email)).toHaveLength(0);
  });

  it('completing twice (also concurrently) with the same number changes nothing more and mails once; another number is a conflict', async () => {
    const o = await paidPrintsOrder();
    const input = { orderId: o.id, actor: 'admin:staff-1' as const, trackingNumber: 'RO999' };
    const results = await Promise.all([complete.completeOrder(input), complete.completeOrder(input)]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const again = await complete.completeOrder(input);
    expect(again.changed).toBe(false);
    expect(again.order).toMatchObject({ status: 'completed', trackingNumber: 'RO999' });
    expect((await items.queryHistory(o.id)).filter((h) => h.to === 'completed')).toHaveLength(1);
    expect(await shippedMails(o.email)).toHaveLength(1);
    await expect(complete.completeOrder({ ...input, trackingNumber: 'RO000' })).rejects.toMatchObject({ code: 'ORDER_STATUS_CONFLICT', status: 409 });
    expect((await items.getOrderItem(o.id))?.trackingNumber).toBe('RO999');
    expect(await shippedMails(o.email)).toHaveLength(1);
  });

  it('refuses a pending (unpaid) order with a conflict (409), no e-mail', async () => {
    const o = await paidPrintsOrder(false);
    await expect(complete.completeOrder({ orderId: o.id, actor: 'admin:staff-1', trackingNumber: 'RO123' })).rejects.toMatchObject({ code: 'ORDER_STATUS_CONFLICT', status: 409 });
    expect(await statusOf(o.id)).toBe('pending');
    expect(await shippedMails(o.email)).toHaveLength(0);
  });

  it('an unknown order is 404', async () => {
    await expect(complete.completeOrder({ orderId: '01JZZZZZZZZZZZZZZZZZZZZZZZ', actor: 'admin:staff-1', trackingNumber: 'RO1' })).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND', status: 404 });
  });

  it("the shipped e-mail survives a failed send: staff's Complete succeeds once the order is completed, and the auto-end job mails it, once", async () => {
    const o = await paidPrintsOrder();
    // The mail provider is down while staff mark the order shipped: the order is shipped all the same.
    const res = await whileSesFails(() => staffCompletes(o.id, 'RO555000111'));
    expect(res.statusCode).toBe(200);
    expect(ok<StaffOrderDetails>(res).order).toMatchObject({ status: 'completed', trackingNumber: 'RO555000111' });
    expect(await shippedMails(o.email)).toHaveLength(0);
    // Staff see that the customer has not heard yet, and when the next try is.
    const waiting = (await staffSees(o.id)).emailsWaiting;
    expect(waiting).toEqual([{ kind: 'order-shipped', owedSince: expect.any(String), nextTryAt: expect.any(String) }]);
    expect(Date.parse(waiting?.[0]?.nextTryAt ?? '')).toBeGreaterThanOrEqual(Date.parse(waiting?.[0]?.owedSince ?? ''));
    // The job's next run sends it (no staff action needed); a rerun sends nothing more.
    const ran = await job();
    expect(ran.shippedMailed).toContain(o.id);
    expect(await shippedMails(o.email)).toHaveLength(1);
    expect((await shippedMails(o.email))[0]?.body.text).toContain('Tracking number: RO555000111');
    await job();
    expect(await shippedMails(o.email)).toHaveLength(1);
    expect((await staffSees(o.id)).emailsWaiting).toBeUndefined();
    // Staff repeating Complete afterwards sends nothing more either.
    expect((await staffCompletes(o.id, 'RO555000111')).statusCode).toBe(200);
    expect(await shippedMails(o.email)).toHaveLength(1);
  });

  it('a shipped e-mail that fails again in the job waits before its next try, then goes once; a sent one never stays on the outbox', async () => {
    const { setClockOffset } = await import('../../functions/core/clock.js');
    const { queryShippedMailsDue } = await import('../../functions/core/data/shipped-mail-item.js');
    const dueIds = async () => (await queryShippedMailsDue(new Date(Date.now() + 3 * 3_600_000))).due.map((d) => d.orderId);
    const sent = await paidPrintsOrder();
    await complete.completeOrder({ orderId: sent.id, actor: 'admin:staff-1', trackingNumber: 'RO100' });
    expect(await dueIds()).not.toContain(sent.id);

    const o = await paidPrintsOrder();
    await whileSesFails(() => complete.completeOrder({ orderId: o.id, actor: 'admin:staff-1', trackingNumber: 'RO200' }));
    expect(await dueIds()).toContain(o.id);
    await expect(whileSesFails(() => job())).rejects.toThrow(`order-shipped:${o.id}`);
    // Back up: the run right after does not try yet; a minute later it does.
    await job();
    expect(await shippedMails(o.email)).toHaveLength(0);
    try {
      setClockOffset(61_000);
      await job();
    } finally {
      setClockOffset(0);
    }
    expect(await shippedMails(o.email)).toHaveLength(1);
    expect(await dueIds()).not.toContain(o.id);
  });

  it('an order refunded while its shipped e-mail was failing is not mailed later, and leaves the outbox', async () => {
    const { queryShippedMailsDue } = await import('../../functions/core/data/shipped-mail-item.js');
    const o = await paidPrintsOrder();
    await whileSesFails(() => complete.completeOrder({ orderId: o.id, actor: 'admin:staff-1', trackingNumber: 'RO300' }));
    await tx.transitionOrder({ orderId: o.id, to: 'refunded', reason: 'Refunded by staff', actor: 'admin:staff-1' });
    await job();
    expect(await shippedMails(o.email)).toHaveLength(0);
    expect((await queryShippedMailsDue(new Date(Date.now() + 3 * 3_600_000))).due.map((d) => d.orderId)).not.toContain(o.id);
  });
});
