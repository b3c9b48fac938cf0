import type { AddOnId, EventSize, EventType } from '../../../../shared/pricing';
import { readPendingOrder, type PendingOrder } from './pendingOrder';

/**
 * The lobby's data from a paid pre-event order (event-flow spec section 4, "Lobby data derived from a paid
 * order"): organizerName, eventTitle (from the pricing form's eventName), eventDate, isPaid, orderId,
 * packageType (eventType and eventSize joined by a hyphen) and addOns — plus what linking needs.
 */
export interface PaidLobby {
  isPaid: true;
  orderId: string;
  orderNumber: string;
  organizerName: string;
  eventTitle: string;
  eventDate?: string;
  eventType: EventType;
  eventSize: EventSize;
  /** "personal-medium". */
  packageType: string;
  addOns: AddOnId[];
  customerEmail: string;
  /** The order's access token (X-Order-Token) for the link call. */
  accessToken: string;
  /** A custom package's attendee count, when the remembered order carries one. */
  customAttendees?: number;
}

/** The lobby data of a remembered order, or null when it is not a paid event package. */
export function toPaidLobby(order: PendingOrder): PaidLobby | null {
  if (order.paid !== true || order.orderType !== 'pre_event' || !order.eventType || !order.eventSize) return null;
  return {
    isPaid: true,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    organizerName: order.organizerName ?? order.customerName,
    eventTitle: order.eventTitle ?? '',
    eventDate: order.eventDate,
    eventType: order.eventType,
    eventSize: order.eventSize,
    packageType: `${order.eventType}-${order.eventSize}`,
    addOns: order.addOns ?? [],
    customerEmail: order.customerEmail,
    accessToken: order.accessToken,
    customAttendees: customAttendeesOf(order),
  };
}

/** The paid order this device remembers (not older than 24 h; an older or unreadable one is removed). */
export function readPaidLobby(now: number = Date.now()): PaidLobby | null {
  const order = readPendingOrder(now);
  return order ? toPaidLobby(order) : null;
}

/**
 * A custom package's attendee count when the remembered order carries one; without it the Max Guests ceiling
 * is the custom minimum (1000), which every custom package allows, so the server never refuses what the form let through.
 */
function customAttendeesOf(order: PendingOrder): number | undefined {
  const value: unknown = (order as PendingOrder & { customAttendees?: unknown }).customAttendees;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
