import type { OrganizerDashboardResponse, OrganizerEvent, OrganizerOrder } from '../../../../shared/schemas/organizer.js';
import { refundRonOf } from '../../../../shared/orders/refund-amounts.js';
import { signOrderViewKey } from '../../auth/order-view-key.js';
import { now } from '../../clock.js';
import type { EventItem } from '../../data/event-item.js';
import { archivePartsOf, type OrderItem } from '../../data/order-item.js';
import { paymentFailedAt } from '../orders/order-view.js';
import { isPaid, ordersOfCustomer, ownedEvents } from './organizer-data.js';

/**
 * An order as the portal lists it. Its view key opens the order page's full view (without Cancel): the
 * organizer is signed in as the order's e-mail, the address the order e-mails (with the same key) go to.
 */
const orderEntry = async (o: OrderItem, at: Date): Promise<OrganizerOrder> => ({
  id: o.id,
  orderNumber: o.orderNumber,
  orderType: o.orderType,
  productType: o.productType,
  lines: o.lines,
  status: o.status,
  totalAmount: o.totalAmount,
  currency: o.currency,
  ronTotal: o.ronTotal,
  eventTitle: o.eventTitle,
  ...(o.eventCode !== undefined ? { eventCode: o.eventCode } : {}),
  createdAt: o.createdAt,
  ...(paymentFailedAt(o) ? { paymentFailedAt: paymentFailedAt(o) } : {}),
  // A valid order's link only: a cancelled or refunded archive is no longer theirs to download.
  ...(o.downloadUrl && isPaid(o) ? { downloadUrl: o.downloadUrl, ...archivePartsOf(o) } : {}),
  viewKey: await signOrderViewKey(o.id, at),
});

/** What the paid orders kept: each one's RON total less its refunds so far (a partial one from the Stripe Dashboard). */
const spent = (orders: readonly OrderItem[]): number => orders.filter(isPaid).reduce((sum, o) => sum + o.ronTotal - refundRonOf(o), 0);

/** A gallery extension is sold while there is something to extend: a package and a gallery still open. */
export const canExtendGallery = (e: Pick<EventItem, 'package' | 'galleryExpiresAt'>, at: Date): boolean =>
  e.package !== undefined && Date.parse(e.galleryExpiresAt) > at.getTime();

/**
 * GET /api/organizer/events: the organizer's data (commerce spec section 3) from their own items only — the
 * e-mail's orders (one GSI2 Query) and their events (one BatchGet). Orders awaiting payment are left out (an
 * abandoned checkout is not a purchase); cancelled and refunded ones are listed with their status, and only
 * paid ones (processing, completed) count in totals and `totalSpent` (RON minor units, from each order's
 * ronTotal less what its refunds gave back: what the RON dashboards add up, DESIGN 15).
 */
export const organizerDashboard = async (email: string): Promise<OrganizerDashboardResponse> => {
  const orders = (await ordersOfCustomer(email)).filter((o) => o.status !== 'pending');
  const events = (await ownedEvents(orders)).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const at = now();
  const mine = new Set(events.map((e) => e.code));
  const ofEvent = (code: string) => orders.filter((o) => o.eventCode === code);

  const entries = (list: readonly OrderItem[]) => Promise.all(list.map((o) => orderEntry(o, at)));

  const eventEntries: OrganizerEvent[] = await Promise.all(events.map(async (e) => {
    const eventOrders = ofEvent(e.code);
    return {
      id: e.id,
      code: e.code,
      title: e.title,
      status: e.status,
      createdAt: e.createdAt,
      galleryExpiresAt: e.galleryExpiresAt,
      ...(e.package ? { package: e.package } : {}),
      canExtendGallery: canExtendGallery(e, at),
      stats: { participants: e.participantCount, photos: e.photoCount, orders: eventOrders.filter(isPaid).length, totalSpent: spent(eventOrders) },
      orders: await entries(eventOrders),
    };
  }));
  const paid = orders.filter(isPaid);
  const unlinked = paid.filter((o) => o.orderType === 'pre_event' && o.eventCode === undefined);
  const listed = new Set([...unlinked, ...orders.filter((o) => o.eventCode !== undefined && mine.has(o.eventCode))].map((o) => o.id));
  return {
    data: {
      summary: {
        totalEvents: events.length,
        activeEvents: events.filter((e) => e.status === 'active').length,
        completedEvents: events.filter((e) => e.status === 'completed').length,
        totalOrders: paid.length,
        totalSpent: spent(paid),
      },
      events: eventEntries,
      unlinkedOrders: await entries(unlinked),
      otherOrders: await entries(orders.filter((o) => !listed.has(o.id))),
    },
  };
};
