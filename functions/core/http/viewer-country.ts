import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { normalizeCountry } from '../../../shared/pricing/countries.js';
import { fromOurEdge } from './client-key.js';

/**
 * CloudFront's viewer-country header (ISO 3166-1 alpha-2, from the viewer's IP). CloudFront writes it itself
 * on the /api/geo behaviour, whose cache policy keys on it; the local gateway writes it from CANDID_COUNTRY
 * over whatever a client sent.
 */
export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';

/**
 * The viewer's country, or undefined when unknown. Trusted only next to the secret origin header, as the
 * viewer address is (client-key.ts): anyone can call the API's own endpoint with a header of their choosing,
 * and would otherwise pick the cheapest country's prices. CloudFront's "XX" (unknown) is no country.
 */
export const viewerCountry = (event: APIGatewayProxyEventV2): string | undefined => {
  if (!fromOurEdge(event)) return undefined;
  const country = normalizeCountry(event.headers[VIEWER_COUNTRY_HEADER]);
  return country === 'XX' ? undefined : country;
};
