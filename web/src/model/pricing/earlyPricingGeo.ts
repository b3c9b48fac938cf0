import { startEarly, takeEarly } from '../../boot/earlyRequests';
import { loadPricingGeo, type PricingGeo } from './pricingGeo';

/*
 * /pricing shows no price before the visitor's currency is known (no RON that turns into EUR), so the geo
 * read is on the path to its first paint: it starts as soon as the buyers' routes load on a /pricing
 * visit (OtherRoutes.tsx), next to the page's own chunk and texts, instead of after the page has rendered.
 */
const KEY = 'pricing-geo';

export const isPricingPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === '/pricing';

export const startPricingGeo = (): void => {
  void startEarly(KEY, () => loadPricingGeo());
};

/** The read started early (once), else a new one; with the RO / RON fallback either way (pricingGeo.ts). */
export const earlyOrNewPricingGeo = (signal: AbortSignal): Promise<PricingGeo> => takeEarly<PricingGeo>(KEY, signal) ?? loadPricingGeo(signal);
