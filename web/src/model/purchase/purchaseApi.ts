import { endpointRoutes } from '#shared/api/endpoint-routes.js';
import { GALLERY_PAGE_SIZE_MAX } from '#shared/constants.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { ORDER_TOKEN_HEADER } from '#shared/orders/order-token.js';
import type { OrderView } from '#shared/schemas/orders.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { deviceId } from '../../api/deviceId';
import { DEVICE_ID_HEADER } from '#shared/rules/device-id.js';
import type { PurchaseCheckoutApi, PurchaseGeo } from './purchaseCheckout';

/** The photos the prints are chosen from: the event's, newest first, at most this many (10 pages). */
export const SELECTABLE_PHOTOS_MAX = 600;

/** The buyer's country (GET /api/geo) and its signed token; the RO fallback without a token when it fails. */
export async function loadPurchaseGeo(signal?: AbortSignal): Promise<PurchaseGeo & { failed: boolean }> {
  try {
    const geo = await callApi(endpointRoutes.getGeo, {}, signal);
    return { country: geo.country, geoToken: geo.geoToken, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('geo lookup failed', error);
    return { country: 'RO', geoToken: null, failed: true };
  }
}

/** Every photo of the event (up to SELECTABLE_PHOTOS_MAX), as the organizer's session lists them. */
export async function loadEventPhotos(code: string, token: string, signal?: AbortSignal): Promise<PhotoView[]> {
  const photos: PhotoView[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi(endpointRoutes.listPhotos, { params: { code }, query: { limit: GALLERY_PAGE_SIZE_MAX, ...(cursor ? { cursor } : {}) }, token }, signal);
    photos.push(...page.photos);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && photos.length < SELECTABLE_PHOTOS_MAX);
  return photos;
}

export async function loadOrder(orderId: string, orderToken: string, signal?: AbortSignal): Promise<OrderView> {
  return (await callApi(endpointRoutes.getOrder, { params: { idOrNumber: orderId }, orderToken }, signal)).order;
}

/**
 * POST /api/orders/{id}/checkout (the checkout helper's route: `{ success, url, sessionId }`), called
 * directly until its contract is in shared/api; the order token goes in X-Order-Token, never the URL.
 */
async function openCheckout(orderId: string, accessToken: string): Promise<{ url: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/checkout`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', [ORDER_TOKEN_HEADER]: accessToken, [DEVICE_ID_HEADER]: deviceId() },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'NETWORK', message: messages.NETWORK, cause: error });
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  if (response.ok && typeof body?.url === 'string') return { url: body.url };
  const code = typeof body?.error?.code === 'string' ? body.error.code : 'INTERNAL';
  const message = typeof body?.error?.message === 'string' ? body.error.message : messages.INTERNAL;
  throw new ApiError({ status: response.status, statusText: response.statusText, code, message, fromServer: typeof body?.error?.message === 'string' });
}

export const purchaseApi: PurchaseCheckoutApi = {
  createOrder: (body) => callApi(endpointRoutes.createOrder, { body }),
  openCheckout,
};
