import { commerceEndpointRoutes } from '../../../shared/api/commerce-endpoint-routes';
import { quote, type Currency } from '../../../shared/pricing';
import type { EventPackage } from '../../../shared/schemas/event-package';
import { GALLERY_EXTENSION_DAYS } from '../../../shared/schemas/organizer';
import { ApiError } from '../api/ApiError';
import { callApi } from '../api/callApi';
import { GEO_FAILED_MESSAGE, loadPricingGeo } from '../model/pricing/pricingGeo';
import { serverMessage, UNKNOWN_ERROR_MESSAGE } from '../model/payment/paymentErrors';
import { orderGalleryExtension } from './organizerApi';

export type ExtensionDays = (typeof GALLERY_EXTENSION_DAYS)[number];
export { GALLERY_EXTENSION_DAYS };

/** What the Add-ons tab shows before the checkout: the figures the server will charge (0.4 / 1.0 of the package, DESIGN 15). */
export const extensionPrice = (pkg: EventPackage, days: ExtensionDays, country: string): { amount: number; currency: Currency } => {
  const q = quote({ kind: 'gallery_extension', days, eventType: pkg.eventType, eventSize: pkg.eventSize }, country);
  return { amount: q.total, currency: q.currency };
};

export type ExtensionOutcome = { ok: true; url: string } | { ok: false; message: string; authFailed?: boolean };

/**
 * Buys a gallery extension through the normal checkout: the organizer route creates the order (priced by the
 * server in the geo token's country), then the pricing page's path to Stripe's hosted page (X-Order-Token).
 */
export async function startGalleryExtension(token: string, code: string, days: ExtensionDays, knownGeoToken: string | null): Promise<ExtensionOutcome> {
  // The tab loaded without a geo token (the lookup failed): one more try before giving up.
  const geoToken = knownGeoToken ?? (await loadPricingGeo()).geoToken;
  if (!geoToken) return { ok: false, message: GEO_FAILED_MESSAGE };
  let created: Awaited<ReturnType<typeof orderGalleryExtension>>;
  try {
    created = await orderGalleryExtension(token, code, days, geoToken);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, message: error.message, authFailed: true };
    return { ok: false, message: serverMessage(error, 'order creation') ?? UNKNOWN_ERROR_MESSAGE };
  }
  try {
    const session = await callApi(commerceEndpointRoutes.checkoutOrder, { params: { id: created.order.id }, orderToken: created.accessToken });
    return { ok: true, url: session.url };
  } catch (error) {
    return { ok: false, message: serverMessage(error, 'checkout') ?? UNKNOWN_ERROR_MESSAGE };
  }
}
