import { readStored, removeStored, writeStored } from '../../storage/deviceStorage';
import { readPendingOrder } from './pendingOrder';

/**
 * The order access tokens this device holds (DESIGN 15 "Who sees an order"): the buyer gets the token in the
 * success redirect and in every order e-mail (`/order/{number}?k=…`). Remembering it per order means the
 * order page opened later on the same phone, without `?k=`, still shows the full view (name, e-mail,
 * address, download link, Cancel). Only tokens the server accepted are remembered.
 */
export const ORDER_ACCESS_KEY = 'candid_order_access';

/** The URL parameter carrying the token on pages (never in API URLs: the API reads X-Order-Token). */
export const ORDER_TOKEN_PARAM = 'k';

/**
 * The URL parameter of the e-mails sent without the token (webhooks, jobs): a view key of that order only,
 * sent to the API in the same header; the server answers the full view without Cancel (issue 27 item 6).
 */
export const ORDER_VIEW_PARAM = 'v';

/** A few recent orders are enough: a buyer follows one or two orders from a phone. */
export const MAX_REMEMBERED_ORDERS = 20;

/** As long as an order's download link lives (1 year, spec section 9). */
export const ORDER_ACCESS_MAX_AGE_MS = 366 * 24 * 60 * 60 * 1000;

interface OrderAccessEntry {
  orderId?: string;
  orderNumber?: string;
  token: string;
  savedAt: number;
}

/** Order numbers are case-insensitive (the server upper-cases them); ids are ULIDs (upper case too). */
const keyOf = (idOrNumber: string): string => idOrNumber.trim().toUpperCase();

const isEntry = (value: unknown): value is OrderAccessEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.token === 'string' &&
    e.token.length > 0 &&
    typeof e.savedAt === 'number' &&
    (e.orderId === undefined || typeof e.orderId === 'string') &&
    (e.orderNumber === undefined || typeof e.orderNumber === 'string')
  );
};

function readEntries(now: number): OrderAccessEntry[] {
  const raw = readStored(ORDER_ACCESS_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return parsed.filter(isEntry).filter((e) => now - e.savedAt <= ORDER_ACCESS_MAX_AGE_MS);
  } catch {
    removeStored(ORDER_ACCESS_KEY);
    return [];
  }
}

const matches = (entry: OrderAccessEntry, key: string): boolean =>
  (entry.orderId !== undefined && keyOf(entry.orderId) === key) || (entry.orderNumber !== undefined && keyOf(entry.orderNumber) === key);

/** Keeps the token for this order (by id and number, whichever are known); false when the device refused. */
export function rememberOrderAccess(access: { orderId?: string; orderNumber?: string; token: string }, now: number = Date.now()): boolean {
  const keys = [access.orderId, access.orderNumber].filter((k): k is string => Boolean(k)).map(keyOf);
  if (keys.length === 0 || !access.token) return false;
  const others = readEntries(now).filter((e) => !keys.some((k) => matches(e, k)));
  const entry: OrderAccessEntry = { token: access.token, savedAt: now };
  if (access.orderId) entry.orderId = access.orderId;
  if (access.orderNumber) entry.orderNumber = keyOf(access.orderNumber);
  const entries = [entry, ...others].slice(0, MAX_REMEMBERED_ORDERS);
  return writeStored(ORDER_ACCESS_KEY, JSON.stringify(entries));
}

/**
 * The token this device holds for the order with this id or number: a remembered one, else the pending
 * order's (written by /pricing before the redirect to Stripe).
 */
export function orderAccessToken(idOrNumber: string, now: number = Date.now()): string | undefined {
  const key = keyOf(idOrNumber);
  if (!key) return undefined;
  const remembered = readEntries(now).find((e) => matches(e, key));
  if (remembered) return remembered.token;
  const pending = readPendingOrder(now);
  if (pending && (keyOf(pending.orderId) === key || keyOf(pending.orderNumber) === key)) return pending.accessToken;
  return undefined;
}

/** Forgets a token the server refused (a rotated or mistyped one), so the page stops sending it. */
export function forgetOrderAccess(idOrNumber: string, now: number = Date.now()): void {
  const key = keyOf(idOrNumber);
  const entries = readEntries(now);
  const kept = entries.filter((e) => !matches(e, key));
  if (kept.length !== entries.length) writeStored(ORDER_ACCESS_KEY, JSON.stringify(kept));
}

/** The `?k=` token of a page URL's query, if any. */
export function tokenFromSearch(search: string): string | undefined {
  const token = new URLSearchParams(search).get(ORDER_TOKEN_PARAM)?.trim();
  return token ? token : undefined;
}

/** The `?v=` view key of a page URL's query, if any. */
export function viewKeyFromSearch(search: string): string | undefined {
  const key = new URLSearchParams(search).get(ORDER_VIEW_PARAM)?.trim();
  return key ? key : undefined;
}

/** The query without the token and view key (and without other parameters named in `drop`), for the address bar. */
export function searchWithout(search: string, drop: readonly string[] = [ORDER_TOKEN_PARAM, ORDER_VIEW_PARAM]): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
