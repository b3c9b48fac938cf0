import * as z from 'zod/mini';
import { now } from '../../clock.js';
import { getEventItem } from '../../data/event-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { keys, tableName } from '../../data/table.js';
import { once } from '../../once.js';
import { purchasedGalleryExpiry } from '../orders/link-order.js';
import { AlongsideWriteRefused, transitionOrder } from '../orders/transition-order.js';

/*
 * Apart from gallery-extension.ts (the organizer's order of one): payments load this on a paid extension
 * (payments/wiring.ts), and the order's pricing and creation are no part of it (#31 item 3: what a
 * payment function's import shares with it is loaded at import).
 */

const extensionSelectionSchema = once(() => z.object({ kind: z.literal('gallery_extension'), days: z.union([z.literal(7), z.literal(30)]) }));

const RACES = 3;

/**
 * The paid extension's fulfilment (payments' `extendGallery` seam, from the webhook or the success page, any
 * number of times): in ONE transaction the order moves processing → completed and the event's
 * galleryExtensionDays grows by the order's days, its galleryExpiresAt moved as link-order moves it (from the
 * free gallery's end, so the result does not depend on when this runs). The event's update is conditional on
 * the days it was read with (a concurrent link or extension re-reads), the order's on still being processing
 * (a repeat changes nothing); the order records the new expiry. An extension also keeps the photos from retention (its claim refuses events
 * with galleryExtensionDays > 0).
 */
export const applyGalleryExtension = async (orderId: string): Promise<void> => {
  for (let race = 0; race < RACES; race++) {
    const order = await getOrderItem(orderId);
    if (!order || order.productType !== 'gallery_extension' || order.status !== 'processing' || !order.eventCode) return;
    const { days } = extensionSelectionSchema().parse(order.selection);
    const event = await getEventItem(order.eventCode);
    if (!event) throw new Error(`gallery extension ${orderId}: event ${order.eventCode} is gone`);
    const before = event.galleryExtensionDays ?? 0;
    const after = before + days;
    const expires = purchasedGalleryExpiry(event, after, days);
    try {
      await transitionOrder({
        orderId,
        to: 'completed',
        reason: `Gallery extended by ${days} days`,
        actor: 'system',
        // The order keeps the date it gave the gallery: its payment page says "open until …" (issue #29.4).
        set: { completedAt: now().toISOString(), galleryExpiresAt: expires },
        alongside: {
          event: {
            Update: {
              TableName: tableName(),
              Key: keys.event(event.code),
              UpdateExpression: 'SET galleryExtensionDays = :after, galleryExpiresAt = :expires',
              ConditionExpression: before === 0 ? 'id = :id AND (attribute_not_exists(galleryExtensionDays) OR galleryExtensionDays = :before)' : 'id = :id AND galleryExtensionDays = :before',
              ExpressionAttributeValues: { ':after': after, ':before': before, ':expires': expires, ':id': event.id },
            },
          },
        },
      });
      return;
    } catch (e) {
      if (e instanceof AlongsideWriteRefused) continue; // the event's extension days changed meanwhile: read again
      throw e;
    }
  }
  throw new Error(`gallery extension ${orderId}: the event kept changing`);
};
