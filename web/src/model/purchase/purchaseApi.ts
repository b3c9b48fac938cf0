import { commerceEndpointRoutes } from '#shared/api/commerce-endpoint-routes.js';
import { guestEndpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { GALLERY_PAGE_SIZE_MAX } from '#shared/constants.js';
import type { OrderView } from '#shared/schemas/orders.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { callApi } from '../../api/callApi';
import { loadPricingGeo } from '../pricing/pricingGeo';
import type { PurchaseCheckoutApi, PurchaseGeo } from './purchaseCheckout';

/** The photos the prints are chosen from: the event's, newest first, at most this many (10 pages). */
export const SELECTABLE_PHOTOS_MAX = 600;

/** The buyer's country and its signed geo token: the pricing page's lookup (RO fallback without a token). */
export const loadPurchaseGeo = (signal?: AbortSignal): Promise<PurchaseGeo & { failed: boolean }> => loadPricingGeo(signal);

/** Every photo of the event (up to SELECTABLE_PHOTOS_MAX), as the organizer's session lists them. */
export async function loadEventPhotos(code: string, token: string, signal?: AbortSignal): Promise<PhotoView[]> {
  const photos: PhotoView[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi(guestEndpointRoutes.listPhotos, { params: { code }, query: { limit: GALLERY_PAGE_SIZE_MAX, ...(cursor ? { cursor } : {}) }, token }, signal);
    photos.push(...page.photos);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && photos.length < SELECTABLE_PHOTOS_MAX);
  return photos;
}

export async function loadOrder(orderId: string, orderToken: string, signal?: AbortSignal): Promise<OrderView> {
  return (await callApi(commerceEndpointRoutes.getOrder, { params: { idOrNumber: orderId }, orderToken }, signal)).order;
}

export const purchaseApi: PurchaseCheckoutApi = {
  createOrder: (body, creatorToken, previousToken) =>
    callApi(commerceEndpointRoutes.createOrder, { body, token: creatorToken, ...(previousToken ? { orderToken: previousToken } : {}) }),
  openCheckout: (orderId, accessToken) => callApi(commerceEndpointRoutes.checkoutOrder, { params: { id: orderId }, orderToken: accessToken }),
};
