import * as z from 'zod/mini';
import { DAY_MS, GALLERY_DAYS, REFUND_GALLERY_GRACE_HOURS } from '../../../../shared/constants.js';
import { ADD_ON_IDS, addOn, type AddOnId } from '../../../../shared/pricing/add-ons.js';
import { EVENT_SIZES, EVENT_TYPES } from '../../../../shared/pricing/packages.js';
import { maxGuestsCeiling } from '../../../../shared/rules/package-guests.js';
import type { EventPackage, LinkOrderResponse } from '../../../../shared/schemas/link-order.js';
import type { TokenClaims } from '../../auth/tokens.js';
import { now } from '../../clock.js';
import { getEventItem, type EventItem } from '../../data/event-item.js';
import { linkAskRefused, printsAskOnLink } from '../../data/event-lifecycle.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';
import { printBundleSizeOf } from '../prints/package-print-bundle.js';
import { accessTokenMatches } from './access-token.js';
import { AlongsideWriteRefused, transitionOrder } from './transition-order.js';
import { once } from '../../once.js';

/** The package part of a pre-event order's selection (shared/pricing ProductSelection, kind event_package). */
const packageSelectionSchema = once(() => z.object({
  kind: z.literal('event_package'),
  eventType: z.enum(EVENT_TYPES),
  eventSize: z.enum(EVENT_SIZES),
  customAttendees: z.optional(z.int()),
  addOns: z._default(z.array(z.enum(ADD_ON_IDS)), []),
}));

export interface LinkOrderInput {
  /** The verified creator credential (authenticate.ts, kind creatorWithOrder). */
  claims: TokenClaims;
  /** The presented X-Order-Token, checked here against the order's stored hash. */
  orderToken: string;
  orderId: string;
  eventId: string;
  customerEmail: string;
  /** Max Guests above 500 that the package allows (the create call cannot carry it). */
  maxParticipants?: number;
}

/** Days the bought gallery extensions add to the free gallery (+7, +30; both add up). */
export const extensionDaysOf = (addOns: readonly AddOnId[]): number => addOns.reduce((days, id) => days + (addOn(id).extensionDays ?? 0), 0);

/** The free gallery's end moved by the extension: from what it would be (created + 5 days), so a retry sets the same value. */
export const extendedGalleryExpiry = (event: Pick<EventItem, 'createdAt'>, extensionDays: number): string =>
  new Date(Date.parse(event.createdAt) + (GALLERY_DAYS + extensionDays) * DAY_MS).toISOString();

const laterOf = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * The gallery's end after a purchase of `daysBought` (a package's extensions linked, an extension paid) that
 * brings its extension days to `extensionDays`: extendedGalleryExpiry, or the days bought added to the end it
 * has, whichever is later. Both are the same unless a refund's grace (below) left the end after the one
 * counted from creation: days bought then still add to the gallery, never move its end earlier.
 */
export const purchasedGalleryExpiry = (event: Pick<EventItem, 'createdAt' | 'galleryExpiresAt'>, extensionDays: number, daysBought: number): string =>
  laterOf(extendedGalleryExpiry(event, extensionDays), new Date(Date.parse(event.galleryExpiresAt) + daysBought * DAY_MS).toISOString());

/**
 * The gallery's end after a refund took back extension days: extendedGalleryExpiry, never sooner than
 * REFUND_GALLERY_GRACE_HOURS after the refund ("a kept photo is never lost": a gallery already past its end
 * opens again for those hours), so the organizer and guests get notice and the photos their 30 days after it.
 */
export const galleryExpiryAfterRefund = (event: Pick<EventItem, 'createdAt'>, extensionDays: number, refundedAt: Date): string =>
  laterOf(extendedGalleryExpiry(event, extensionDays), new Date(refundedAt.getTime() + REFUND_GALLERY_GRACE_HOURS * 3_600_000).toISOString());

const linked = (order: Pick<OrderItem, 'id'>, event: Pick<EventItem, 'id'>): LinkOrderResponse => ({ success: true, data: { orderId: order.id, eventId: event.id } });

/**
 * POST /api/link-order (DESIGN 15, "After payment"): the buyer's device links its paid event package to the
 * event it just created. Needs the event's creator credential AND the order's access token, and the
 * order's customer e-mail (case-insensitive). In ONE transaction (transitionOrder with the event's update
 * alongside): the event records its package, add-ons, order and purchase e-mail (the spec's created_by),
 * its gallery expiry moves by the bought extensions, and Max Guests may rise to the package's ceiling; the
 * order moves processing → completed with its history entry. The event's update is conditional on it
 * having no other order, the order's on still being processing, so two events can never share an order
 * and a retry for the same event is an idempotent success.
 */
export const linkOrder = async (input: LinkOrderInput): Promise<LinkOrderResponse> => {
  const event = await getEventItem(input.claims.evt);
  // The credential names its event by code; the body's eventId must be that event (someone else's → 403).
  if (!event || event.id !== input.eventId) throw domainError('FORBIDDEN', `creator of ${input.claims.evt} linking ${input.eventId}`);

  const order = await getOrderItem(input.orderId);
  if (!order) throw domainError('ORDER_NOT_FOUND', input.orderId);
  if (!accessTokenMatches(input.orderToken, order.accessTokenHash)) throw domainError('ORDER_TOKEN_REQUIRED', `wrong token for ${order.id}`);
  if (order.customerInfo.email.trim().toLowerCase() !== input.customerEmail.trim().toLowerCase()) throw domainError('ORDER_EMAIL_MISMATCH', order.id);
  return linkOrderToEvent(order, event, input.maxParticipants);
};

/**
 * The link itself, once the caller has proved its right to both (the buyer's device: creator credential +
 * order token + e-mail; the organizer portal: the signed-in e-mail + the creator credential).
 */
export const linkOrderToEvent = async (order: OrderItem, event: EventItem, maxParticipants?: number): Promise<LinkOrderResponse> => {
  if (order.orderType !== 'pre_event') throw domainError('ORDER_NOT_LINKABLE', `${order.id} is ${order.orderType}`);
  if (order.eventId !== undefined) {
    if (order.eventId === event.id) return linked(order, event);
    throw domainError('ORDER_ALREADY_LINKED', `${order.id} → ${order.eventId}`);
  }
  if (order.status === 'pending') throw domainError('ORDER_NOT_PAID', order.id);
  if (order.status !== 'processing') throw domainError('ORDER_NOT_LINKABLE', `${order.id} is ${order.status}`);
  if (event.orderId !== undefined && event.orderId !== order.id) throw domainError('EVENT_ALREADY_LINKED', `${event.code} has ${event.orderId}`);

  const selection = packageSelectionSchema().safeParse(order.selection);
  if (!selection.success) throw domainError('ORDER_NOT_LINKABLE', `${order.id} has no event package`);
  const { eventType, eventSize, customAttendees, addOns } = selection.data;
  const pkg: EventPackage = { eventType, eventSize, ...(eventSize === 'custom' && customAttendees !== undefined ? { customAttendees } : {}) };
  const ceiling = maxGuestsCeiling(pkg);
  if (maxParticipants !== undefined && maxParticipants > ceiling) {
    throw domainError('MAX_GUESTS_ABOVE_PACKAGE', `${maxParticipants} > ${ceiling}`);
  }
  const raiseGuests = maxParticipants !== undefined && maxParticipants > event.maxParticipants;
  const extensionDays = extensionDaysOf(addOns);
  // Days a gallery extension bought on its own already gave the event (its earlier package refunded, the
  // extension kept) stay: the package's are added to them, never written over them.
  const keptDays = event.galleryExtensionDays ?? 0;
  const at = now().toISOString();
  // A print bundle's ask is owed after the end: linked to an ended event, this write owes it (printsAskOnLink).
  const asksForPrints = printBundleSizeOf(addOns) !== undefined;

  const link = async (ended: boolean): Promise<LinkOrderResponse> => {
    const ask = asksForPrints ? printsAskOnLink(ended, at) : undefined;
    const { order: after, changed } = await transitionOrder({
      orderId: order.id,
      read: order,
      to: 'completed',
      reason: `Linked to event ${event.code}`,
      actor: 'customer',
      set: { eventId: event.id, eventCode: event.code, completedAt: at },
      alongside: {
        event: {
          Update: {
            TableName: tableName(),
            Key: keys.event(event.code),
            UpdateExpression: `SET #package = :package, addOns = :addOns, orderId = :orderId, createdBy = :createdBy, galleryExtensionDays = if_not_exists(galleryExtensionDays, :zero) + :ext, galleryExpiresAt = :expires${raiseGuests ? ', maxParticipants = :max' : ''}${ask?.set ?? ''}`,
            ConditionExpression: `id = :eventId AND (attribute_not_exists(orderId) OR orderId = :orderId)${ask ? ` AND ${ask.condition}` : ''}`,
            ExpressionAttributeNames: { '#package': 'package', ...ask?.names },
            ExpressionAttributeValues: {
              ':package': pkg,
              ':addOns': addOns,
              ':orderId': order.id,
              ':createdBy': order.customerInfo.email,
              ':ext': extensionDays,
              ':zero': 0,
              ':expires': purchasedGalleryExpiry(event, keptDays + extensionDays, extensionDays),
              ':eventId': event.id,
              ...(raiseGuests ? { ':max': maxParticipants } : {}),
              ...ask?.values,
            },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      },
    });
    // Not changed: another request completed the order first — ours if it linked this event.
    if (!changed && after.eventId !== event.id) throw domainError('ORDER_ALREADY_LINKED', `${order.id} → ${after.eventId ?? 'none'}`);
    return linked(order, event);
  };

  const endedAsRead = event.status === 'completed';
  for (const ended of asksForPrints ? [endedAsRead, !endedAsRead] : [endedAsRead]) {
    try {
      return await link(ended);
    } catch (e) {
      if (!(e instanceof AlongsideWriteRefused)) throw e;
      // The event ended between the read and the link (or the read was stale): the other shape fits.
      if (asksForPrints && linkAskRefused(ended, e.item, { eventId: event.id, orderId: order.id })) continue;
      throw domainError('EVENT_ALREADY_LINKED', `${event.code}: ${String(e.item?.orderId ?? 'gone')}`);
    }
  }
  throw new Error(`event ${event.code}: neither link fitted its status`);
};
