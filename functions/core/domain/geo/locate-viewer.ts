import type { GeoResponse } from '../../../../shared/api/endpoints/geo.js';
import { DEFAULT_COUNTRY } from '../../../../shared/pricing/countries.js';
import { currencyFor } from '../../../../shared/pricing/currency.js';
import { signGeoToken } from '../../auth/geo-token.js';

/**
 * The country prices are shown and charged in: the detected one, or the spec's default RO / RON. The geo
 * token carries it to order creation, which prices in the token's country only.
 */
export const locateViewer = async (detectedCountry: string | undefined): Promise<GeoResponse> => {
  const country = detectedCountry ?? DEFAULT_COUNTRY;
  return {
    country,
    currency: currencyFor(country),
    detected: detectedCountry !== undefined,
    fallback: detectedCountry === undefined,
    geoToken: await signGeoToken(country),
  };
};
