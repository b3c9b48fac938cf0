import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { eventItemSchema, type EventItem } from '../../data/event-item.js';
import { orderItemSchema, orderKeys, type OrderItem } from '../../data/order-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';

/**
 * What an organizer owns, read from their own items only (issue #18 item 4): the e-mail's orders through GSI2
 * (`CUSTOMER#<e-mail>`) and a BatchGet of the events those orders name — never a Scan, never anyone else's.
 * An organizer's events are the events their PAID pre-event orders are linked to (the event's own orderId
 * must name the order: the event's record of its package is what decides).
 */

/** Paid = the payment was confirmed and not returned (processing, completed). */
export const isPaid = (o: Pick<OrderItem, 'status'>): boolean => isPaidStatus(o.status);

/** The e-mail's orders, newest first (one customer's orders: a bounded collection). */
export const ordersOfCustomer = async (email: string): Promise<OrderItem[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': orderKeys.customer(email) },
    ScanIndexForward: false,
  });
  return items.map((i) => orderItemSchema().parse(i));
};

const BATCH_GET_MAX = 100;

/** Events by code (BatchGet, 100 a call, unprocessed keys retried); unknown codes are left out. */
export const eventsByCode = async (codes: readonly string[]): Promise<Map<string, EventItem>> => {
  const found = new Map<string, EventItem>();
  const unique = [...new Set(codes)];
  for (let i = 0; i < unique.length; i += BATCH_GET_MAX) {
    let requested: Record<string, unknown>[] | undefined = unique.slice(i, i + BATCH_GET_MAX).map((c) => keys.event(c));
    for (let round = 0; requested && requested.length > 0 && round < 5; round++) {
      const out: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: requested } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const e = eventItemSchema().parse(item);
        found.set(e.code, e);
      }
      requested = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
    if (requested && requested.length > 0) throw new Error(`BatchGet left ${requested.length} events unread`);
  }
  return found;
};

/** The paid pre-event order that links each of the organizer's events, by event code. */
export const packageOrdersByEvent = (orders: readonly OrderItem[]): Map<string, OrderItem> =>
  new Map(orders.filter((o) => o.orderType === 'pre_event' && isPaid(o) && o.eventCode !== undefined).map((o) => [o.eventCode as string, o]));

/** Of the events these orders name, those whose record of its package names that very order. */
export const ownedEvents = async (orders: readonly OrderItem[]): Promise<EventItem[]> => {
  const linking = packageOrdersByEvent(orders);
  const events = await eventsByCode([...linking.keys()]);
  return [...events.values()].filter((e) => e.orderId !== undefined && e.orderId === linking.get(e.code)?.id);
};

/** One of the organizer's events, or 403 (another's event, or no such event: the same answer, nothing to probe). */
export const requireOwnEvent = async (email: string, code: string): Promise<{ event: EventItem; orders: OrderItem[] }> => {
  const orders = await ordersOfCustomer(email);
  const linking = packageOrdersByEvent(orders).get(code);
  const event = linking ? (await eventsByCode([code])).get(code) : undefined;
  if (!event || !linking || event.orderId !== linking.id) throw domainError('ORGANIZER_EVENT_NOT_YOURS', `${email} → ${code}`);
  return { event, orders };
};
