import { commerceEndpointRoutes } from '../../../shared/api/commerce-endpoint-routes';
import { quote, type Currency } from '../../../shared/pricing';
import type { EventPackage } from '../../../shared/schemas/event-package';
import { GALLERY_EXTENSION_DAYS } from '../../../shared/schemas/organizer';
import { ApiError } from '../api/ApiError';
import { callApi } from '../api/callApi';
import { errorText } from '../i18n/errorText';
import { currentLocale } from '../i18n/localeStore';
import { currentTexts } from '../i18n/texts';
import { loadPricingGeo } from '../model/pricing/pricingGeo';
import { serverMessage } from '../model/payment/paymentErrors';
import { orderGalleryExtension } from './organizerApi';

export type ExtensionDays = (typeof GALLERY_EXTENSION_DAYS)[number];
export { GALLERY_EXTENSION_DAYS };

/** What the Add-ons tab shows before the checkout: the figures the server will charge (0.4 / 1.0 of the package, DESIGN 15). */
export const extensionPrice = (pkg: EventPackage, days: ExtensionDays, country: string): { amount: number; currency: Currency } => {
  const q = quote({ kind: 'gallery_extension', days, eventType: pkg.eventType, eventSize: pkg.eventSize }, country);
  return { amount: q.total, currency: q.currency };
};

/** A failure's `message` is in the device's language (the organizer texts are loaded: the tab shows them). */
export type ExtensionOutcome = { ok: true; url: string } | { ok: false; message: string; authFailed?: boolean };

/** Spec section 8: the server's text when it sent one (by its code, in the device's language), else 'Unknown error occurred'. */
function failureText(error: unknown, context: string): string {
  const { unknownError } = currentTexts('organizer').addons;
  return serverMessage(error, context) === undefined ? unknownError : errorText(error, unknownError);
}

/**
 * Buys a gallery extension through the normal checkout: the organizer route creates the order (priced by the
 * server in the geo token's country), then the pricing page's path to Stripe's hosted page (X-Order-Token).
 */
export async function startGalleryExtension(token: string, code: string, days: ExtensionDays, knownGeoToken: string | null): Promise<ExtensionOutcome> {
  // The tab loaded without a geo token (the lookup failed): one more try before giving up.
  const geoToken = knownGeoToken ?? (await loadPricingGeo()).geoToken;
  if (!geoToken) return { ok: false, message: currentTexts('organizer').addons.geoFailed };
  let created: Awaited<ReturnType<typeof orderGalleryExtension>>;
  try {
    created = await orderGalleryExtension(token, code, days, geoToken, currentLocale());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { ok: false, message: errorText(error, currentTexts('organizer').failures.authenticationRequired), authFailed: true };
    }
    return { ok: false, message: failureText(error, 'order creation') };
  }
  try {
    const session = await callApi(commerceEndpointRoutes.checkoutOrder, { params: { id: created.order.id }, orderToken: created.accessToken });
    return { ok: true, url: session.url };
  } catch (error) {
    return { ok: false, message: failureText(error, 'checkout') };
  }
}
