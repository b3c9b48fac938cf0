import type { AddOnId, Currency, EventSize, EventType } from '../../../../shared/pricing';
import { readStored, removeStored, writeStored } from '../../storage/deviceStorage';

/**
 * The order this device is paying for (commerce spec section 3, "Pending order remembered locally"), kept
 * in localStorage under the spec's key so the payment pages and the lobby can pick it up after the round
 * trip through Stripe (the tab may be a new one). Written by /pricing right before the redirect.
 */
export const PENDING_ORDER_KEY = 'aln_pending_order';

/** Unpaid orders are kept 24 hours (spec section 9); a pending order older than that is forgotten. */
export const PENDING_ORDER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface PendingOrder {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  customerName: string;
  productType: 'raw_archive' | 'prints_bundle' | 'combo';
  /** Minor units of `currency`. */
  totalAmount: number;
  currency: Currency;
  /** When it was saved (ms since the epoch). */
  timestamp: number;
  /** The order's capability (sent as X-Order-Token); shown once by the server. */
  accessToken: string;
  orderType: 'pre_event' | 'post_event';
  eventType?: EventType;
  eventSize?: EventSize;
  eventTitle?: string;
  /** YYYY-MM-DD. */
  eventDate?: string;
  organizerName?: string;
  addOns?: AddOnId[];
  /** Set once the payment is confirmed (the payment-success page). */
  paid?: boolean;
}

/** false when the device refused to store it (the buyer can still follow the order by its number). */
export function savePendingOrder(order: PendingOrder): boolean {
  return writeStored(PENDING_ORDER_KEY, JSON.stringify(order));
}

/** The pending order, or null when there is none, it is older than 24 h, or it cannot be read (then it is removed). */
export function readPendingOrder(now: number = Date.now()): PendingOrder | null {
  const raw = readStored(PENDING_ORDER_KEY);
  if (raw === null) return null;
  const order = parsePendingOrder(raw);
  if (!order || now - order.timestamp > PENDING_ORDER_MAX_AGE_MS || order.timestamp - now > PENDING_ORDER_MAX_AGE_MS) {
    clearPendingOrder();
    return null;
  }
  return order;
}

/**
 * The order to hand back to the server when this device presses Secure Checkout again (back from Stripe):
 * the remembered order while it is not known to be paid. The server reuses it for the same purchase and
 * cancels it for a changed one; it ignores it when the order is no longer pending.
 */
export function replaceableOrder(now: number = Date.now()): { orderId: string; accessToken: string } | undefined {
  const order = readPendingOrder(now);
  return order && !order.paid ? { orderId: order.orderId, accessToken: order.accessToken } : undefined;
}

/** Marks the remembered order paid when it is this one; false when it is not the remembered order. */
export function markPendingOrderPaid(orderId: string, now: number = Date.now()): boolean {
  const order = readPendingOrder(now);
  if (!order || order.orderId !== orderId) return false;
  return savePendingOrder({ ...order, paid: true });
}

/**
 * Forgets the remembered order when it is this one: cancelled or refunded, it no longer greets its buyer on
 * the lobby ("Payment Successful!", Create Event with its package) nor waits to be replaced.
 */
export function forgetPendingOrder(orderId: string, now: number = Date.now()): void {
  if (readPendingOrder(now)?.orderId === orderId) clearPendingOrder();
}

export function clearPendingOrder(): void {
  removeStored(PENDING_ORDER_KEY);
}

/*
 * Written by this app, so a light shape check (no zod in the bundle) is enough: the fields every reader
 * relies on must be there with their types; anything else is carried as stored.
 */
function parsePendingOrder(raw: string): PendingOrder | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const strings = ['orderId', 'orderNumber', 'customerEmail', 'customerName', 'productType', 'currency', 'accessToken', 'orderType'];
  if (!strings.every((k) => typeof o[k] === 'string' && o[k] !== '')) return null;
  if (typeof o.totalAmount !== 'number' || !Number.isFinite(o.totalAmount)) return null;
  if (typeof o.timestamp !== 'number' || !Number.isFinite(o.timestamp)) return null;
  return value as PendingOrder;
}
