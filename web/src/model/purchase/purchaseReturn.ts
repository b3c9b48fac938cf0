import { readStored, removeStored, writeStored } from '../../storage/deviceStorage';
import { PENDING_ORDER_MAX_AGE_MS, readPendingOrder, type PendingOrder } from '../orders/pendingOrder';

/**
 * Where a post-event buyer comes back to after Stripe. The payment pages send everyone who did not buy an
 * event package to plain /gallery (spec "Payment success page"), which names no event: this remembers,
 * next to the pending order, which event's gallery and which person's session bought it, so /gallery can
 * open that gallery's confirmation (paid) or its purchase view again (not paid).
 */
export const PURCHASE_RETURN_KEY = 'candid_purchase_return';

export interface PurchaseReturn {
  orderId: string;
  eventCode: string;
  userName: string;
  timestamp: number;
  /** The confirmation was shown once: plain /gallery then opens the gallery, not the confirmation again. */
  shown?: boolean;
}

export function savePurchaseReturn(r: PurchaseReturn): boolean {
  return writeStored(PURCHASE_RETURN_KEY, JSON.stringify(r));
}

export function readPurchaseReturn(now: number = Date.now()): PurchaseReturn | null {
  const raw = readStored(PURCHASE_RETURN_KEY);
  if (raw === null) return null;
  try {
    const r = JSON.parse(raw) as Partial<PurchaseReturn>;
    if (typeof r.orderId === 'string' && typeof r.eventCode === 'string' && typeof r.userName === 'string' && typeof r.timestamp === 'number' && now - r.timestamp <= PENDING_ORDER_MAX_AGE_MS) {
      return r as PurchaseReturn;
    }
  } catch {
    // unreadable: forgotten below
  }
  removeStored(PURCHASE_RETURN_KEY);
  return null;
}

export function markPurchaseShown(orderId: string): void {
  const r = readPurchaseReturn();
  if (r && r.orderId === orderId) savePurchaseReturn({ ...r, shown: true });
}

export type GalleryReturn = { eventCode: string; userName: string; view: 'confirmation' | 'expired'; orderId: string };

/**
 * Plain /gallery after a post-event purchase: the confirmation when this device's pending order of that
 * purchase was paid and not yet confirmed on screen, else the event's purchase view; null when this device
 * bought nothing after an event (the page then says what it always said).
 */
export function galleryReturn(now: number = Date.now()): GalleryReturn | null {
  const r = readPurchaseReturn(now);
  if (!r) return null;
  const pending: PendingOrder | null = readPendingOrder(now);
  const paid = pending?.orderId === r.orderId && pending.paid === true;
  return { eventCode: r.eventCode, userName: r.userName, orderId: r.orderId, view: paid && !r.shown ? 'confirmation' : 'expired' };
}
