import { commerceEndpointRoutes as endpointRoutes } from '#shared/api/commerce-endpoint-routes.js';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Currency } from '#shared/pricing/index.js';
import { callApi } from '../../api/callApi';

/** Spec section 8: the geo lookup failed; prices fall back to RO / RON. */
export const GEO_FAILED_MESSAGE = 'Unable to load pricing. Please refresh the page.';

export interface PricingGeo {
  country: string;
  currency: Currency;
  /** Signed by the server: the order is priced in this token's country. null when the lookup failed. */
  geoToken: string | null;
  failed: boolean;
}

export const FALLBACK_GEO: PricingGeo = { country: DEFAULT_COUNTRY, currency: DEFAULT_CURRENCY, geoToken: null, failed: true };

/** The visitor's country and currency for prices (GET /api/geo); the RO / RON fallback when it cannot be had. */
export async function loadPricingGeo(signal?: AbortSignal): Promise<PricingGeo> {
  try {
    const geo = await callApi(endpointRoutes.getGeo, {}, signal);
    return { country: geo.country, currency: geo.currency, geoToken: geo.geoToken, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('geo lookup failed', error);
    return FALLBACK_GEO;
  }
}
