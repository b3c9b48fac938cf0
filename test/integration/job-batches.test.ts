import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules themselves are imported after useEmulators() set the environment.
import type * as TableModule from '../../functions/core/data/table.js';
import type * as OrderItemModule from '../../functions/core/data/order-item.js';

/**
 * Scheduled jobs against DynamoDB Local and the S3 emulator: one item of a batch that fails (here a stored
 * item that breaks its schema) must not stop the rest of the batch. This file has a table of its own
 * (file-table.setup.ts), so its due lists hold only its own items.
 */
useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';

const HOUR = 3_600_000;

let f: Flows;
let createOrder: Handler;
let setClockOffset: (ms: number) => void;
let table: typeof TableModule;
let orders: typeof OrderItemModule;
let retention: () => Promise<unknown>;
let cancelUnpaid: () => Promise<unknown>;

beforeAll(async () => {
  f = await flows();
  createOrder = await loadHandler('http/orders/create.js');
  setClockOffset = (await import('../../functions/core/clock.js')).setClockOffset;
  table = await import('../../functions/core/data/table.js');
  orders = await import('../../functions/core/data/order-item.js');
  retention = ((await import('../../functions/jobs/delete-expired-photos.js')) as { handler: () => Promise<unknown> }).handler;
  cancelUnpaid = ((await import('../../functions/jobs/cancel-unpaid-orders.js')) as { handler: () => Promise<unknown> }).handler;
});

afterEach(() => setClockOffset(0));

const get = async (key: { PK: string; SK: string }) =>
  (await table.ddb.send(new GetCommand({ TableName: table.tableName(), Key: key, ConsistentRead: true }))).Item;

describe('retention (delete-expired-photos)', () => {
  it('an event whose deletion fails does not keep the events after it from losing their photos; a rerun is refused the same way', async () => {
    const broken = (await f.createEvent({ title: 'Broken' })).event.code;
    const due = (await f.createEvent({ title: 'Due' })).event.code;
    const guest = await f.join(due, 'Ion');
    const photo = await f.uploadPhoto(due, guest.token);
    // A photo item that breaks its schema (an item from before a field was required): its event fails.
    await table.ddb.send(new PutCommand({ TableName: table.tableName(), Item: { ...table.keys.photo(broken, '01BROKEN'), entity: 'photo', id: '01BROKEN', eventCode: broken } }));
    // Both long past their gallery, on the same due partition, the broken one first.
    for (const [code, dueAt] of [
      [broken, '2020-02-01T00:00:00.000Z'],
      [due, '2020-02-02T00:00:00.000Z'],
    ] as const) {
      await table.ddb.send(
        new UpdateCommand({
          TableName: table.tableName(),
          Key: table.keys.event(code),
          UpdateExpression: 'SET galleryExpiresAt = :expired, GSI2PK = :due, GSI2SK = :at',
          ExpressionAttributeValues: { ':expired': '2020-01-01T00:00:00.000Z', ':due': 'PHOTOS#DUE', ':at': dueAt },
        }),
      );
    }

    const failure = await retention().then(() => undefined, (e: unknown) => e);
    expect(await get(table.keys.photo(due, photo.id))).toBeUndefined();
    expect((await get(table.keys.event(due)))?.photosDeletedAt).toBeDefined();
    // The run still fails (logged, retried, counted), naming the event it could not finish.
    expect(failure).toMatchObject({ name: 'JobItemsFailed', items: [broken] });
    // The broken event stays claimed and due: the next run tries it again (and only it).
    expect((await get(table.keys.event(broken)))?.GSI2PK).toBe('PHOTOS#DUE');
    await expect(retention()).rejects.toMatchObject({ items: [broken] });
  });
});

describe('cancel-unpaid-orders', () => {
  it('an order that fails to cancel does not keep the other unpaid orders pending', async () => {
    const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
    const q = quote({ kind: 'raw_archive' }, 'RO');
    const event = await f.createEvent({ title: 'Unpaid' });
    const body = {
      orderType: 'post_event',
      productType: 'raw_archive',
      eventCode: event.event.code,
      customerInfo: { name: 'Ana Pop', email: 'unpaid@example.com' },
      totalAmount: q.total,
      currency: q.currency,
      geoToken: await signGeoToken('RO'),
    };
    const { order } = ok<CreateOrderResponse>(await createOrder(apiEvent({ method: 'POST', body, headers: await organizerBearer(event.event.code) })), 201);
    // A pending order item that breaks its schema (its id one we could have issued), listed before it among the pending orders.
    await table.ddb.send(
      new PutCommand({
        TableName: table.tableName(),
        Item: { ...orders.orderKeys.order('01JBR0KEN00000000000000000'), entity: 'order', id: '01JBR0KEN00000000000000000', status: 'pending', GSI1PK: orders.orderKeys.pendingOrders, GSI1SK: '2020-01-01T00:00:00.000Z#01JBR0KEN00000000000000000' },
      }),
    );

    setClockOffset(25 * HOUR);
    const failure = await cancelUnpaid().then(() => undefined, (e: unknown) => e);
    expect((await orders.getOrderItem(order.id))?.status).toBe('cancelled');
    expect(failure).toMatchObject({ name: 'JobItemsFailed', items: ['01JBR0KEN00000000000000000'] });
  });
});
