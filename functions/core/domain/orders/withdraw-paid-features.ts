import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { MAX_PARTICIPANTS_MAX } from '../../../../shared/event-settings.js';
import { ADD_ON_IDS } from '../../../../shared/pricing/add-ons.js';
import { now } from '../../clock.js';
import { getEventItem, type EventItem } from '../../data/event-item.js';
import { getOrderItem, orderKeys, type OrderItem } from '../../data/order-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { cancelBundledPrints } from './cancel-bundled-prints.js';
import { extensionDaysOf, galleryExpiryAfterRefund } from './link-order.js';
import { once } from '../../once.js';

const packageAddOnsSchema = once(() => z.object({ kind: z.literal('event_package'), addOns: z._default(z.array(z.enum(ADD_ON_IDS)), []) }));
const extensionDaysSchema = once(() => z.object({ kind: z.literal('gallery_extension'), days: z.union([z.literal(7), z.literal(30)]) }));

/** What the order gave its event, if it gave it anything (undefined: nothing to take back). */
const grantOf = (order: OrderItem, event: EventItem): { extensionDays: number; isPackage: boolean } | undefined => {
  if (order.orderType === 'pre_event') {
    // Only the package linked to this very event (link-order set event.orderId in the same transaction).
    if (order.eventId !== event.id || event.orderId !== order.id) return undefined;
    const sel = packageAddOnsSchema().safeParse(order.selection);
    return { extensionDays: sel.success ? extensionDaysOf(sel.data.addOns) : 0, isPackage: true };
  }
  if (order.productType === 'gallery_extension') {
    // Applied only together with processing → completed (applyGalleryExtension): completedAt says it was.
    const sel = extensionDaysSchema().safeParse(order.selection);
    return order.completedAt !== undefined && sel.success ? { extensionDays: sel.data.days, isPackage: false } : undefined;
  }
  return undefined;
};

const RACES = 3;

/**
 * The reverse of link-order and of a gallery extension's fulfilment (issue 27.4), run when the order becomes
 * refunded (payments' `withdrawPaidFeatures` seam, from the refund webhook, any number of times): a refunded
 * package no longer gives its event the paid features. In ONE transaction:
 * - the event: Max Guests back to at most the free maximum (MAX_PARTICIPANTS_MAX). The participant count is
 *   not touched, so guests already in stay (nobody is kicked); the join's conditional increment just refuses
 *   new guests while the count is at or above the maximum. The extension days the order bought come off
 *   galleryExtensionDays and the gallery expiry moves back as link-order moved it, but never sooner than 48 hours
 *   after the refund (galleryExpiryAfterRefund: its photos are never deleted at once). A package also leaves
 *   `package`, `addOns` and `orderId`, so the event is free again (and may be linked to a new package);
 *   `createdBy` stays, so its organizer still finds it.
 * - the order: `paidFeaturesWithdrawnAt`, on condition it is not set yet, so a redelivered refund event takes
 *   nothing twice (two gallery extensions of 7 days each come off once each).
 * The event's update is conditional on the figures it was computed from; a concurrent change re-reads.
 * Before it, a package's prints order not yet shipped is cancelled (cancel-bundled-prints.ts).
 */
export const withdrawPaidFeatures = async (orderId: string): Promise<void> => {
  for (let race = 0; race < RACES; race++) {
    const order = await getOrderItem(orderId);
    if (!order || order.status !== 'refunded') return;
    // First, and on every delivery: a failure after it leaves the features for a redelivery to withdraw.
    if (race === 0) await cancelBundledPrints(order);
    if (order.paidFeaturesWithdrawnAt !== undefined || !order.eventCode) return;
    const event = await getEventItem(order.eventCode);
    if (!event) return;
    const grant = grantOf(order, event);
    if (!grant) return;
    const daysBefore = event.galleryExtensionDays ?? 0;
    const daysAfter = Math.max(0, daysBefore - grant.extensionDays);
    const maxAfter = Math.min(event.maxParticipants, MAX_PARTICIPANTS_MAX);
    const at = now().toISOString();
    const tx = namedTransaction({
      event: {
        Update: {
          TableName: tableName(),
          Key: keys.event(event.code),
          UpdateExpression: `SET maxParticipants = :maxAfter, galleryExtensionDays = :daysAfter, galleryExpiresAt = :expires${grant.isPackage ? ' REMOVE #package, addOns, orderId' : ''}`,
          ConditionExpression: `id = :id AND maxParticipants = :maxBefore AND ${daysBefore === 0 ? '(attribute_not_exists(galleryExtensionDays) OR galleryExtensionDays = :daysBefore)' : 'galleryExtensionDays = :daysBefore'}${grant.isPackage ? ' AND orderId = :orderId' : ''}`,
          ...(grant.isPackage ? { ExpressionAttributeNames: { '#package': 'package' } } : {}),
          ExpressionAttributeValues: {
            ':id': event.id,
            ':maxBefore': event.maxParticipants,
            ':maxAfter': maxAfter,
            ':daysBefore': daysBefore,
            ':daysAfter': daysAfter,
            // From the refund's own time (the transition's refundedAt), so a re-read computes the same end.
            ':expires': galleryExpiryAfterRefund(event, daysAfter, order.refundedAt ? new Date(order.refundedAt) : now()),
            ...(grant.isPackage ? { ':orderId': order.id } : {}),
          },
        },
      },
      order: {
        Update: {
          TableName: tableName(),
          Key: orderKeys.order(order.id),
          UpdateExpression: 'SET paidFeaturesWithdrawnAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(paidFeaturesWithdrawnAt)',
          ExpressionAttributeValues: { ':at': at },
        },
      },
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
      return;
    } catch (e) {
      const why = tx.reasons(e);
      if (!why) throw e;
      if (why.order?.failed) return; // withdrawn already (a concurrent delivery of the same refund)
      if (why.event?.failed) continue; // the event changed meanwhile: read again
      throw e;
    }
  }
  throw new Error(`withdraw paid features ${orderId}: the event kept changing`);
};
