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

const readGeo = (signal?: AbortSignal) => callApi(endpointRoutes.getGeo, {}, signal);
/** The read started before the page rendered, until the page takes it. */
let started: ReturnType<typeof readGeo> | undefined;

/**
 * Starts the geo read before the page has rendered (the first route's preload does, routes/OtherRoutes.tsx):
 * the prices then show as soon as the page has rendered (or hydrated), not one round trip later. The page
 * takes it once; any later load asks again. A plain promise rather than early/earlyRequests.ts: its chunk
 * would weigh on /pricing's first load, and this read is taken within a render of being started.
 */
export function startPricingGeo(): void {
  started ??= readGeo();
  // Its failure is the page's to handle when it takes it; one never taken must not surface as unhandled.
  started.catch(() => undefined);
}

function takeStarted(): ReturnType<typeof readGeo> | undefined {
  const read = started;
  started = undefined;
  return read;
}

/** The visitor's country and currency for prices (GET /api/geo); the RO / RON fallback when it cannot be had. */
export async function loadPricingGeo(signal?: AbortSignal): Promise<PricingGeo> {
  try {
    const geo = await (takeStarted() ?? readGeo(signal));
    return { country: geo.country, currency: geo.currency, geoToken: geo.geoToken, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('geo lookup failed', error);
    return FALLBACK_GEO;
  }
}
