import * as z from 'zod/mini';
import { CURRENCIES } from '../../pricing/currency.js';
import { defineEndpoint } from '../endpoint.js';
import { commerceEndpointRoutes } from '../commerce-endpoint-routes.js';

/** Seconds a geo answer may be kept: the spec's "Geolocation cache 1 hour" (and the CloudFront TTL of /api/geo). */
export const GEO_CACHE_SECONDS = 3600;

export const geoResponseSchema = z.object({
  /** ISO 3166-1 alpha-2 country the prices are for. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  currency: z.enum(CURRENCIES),
  /** The country came from the viewer's location (CloudFront), not from the fallback. */
  detected: z.boolean(),
  /** No location was known: RO / RON, the spec's default. */
  fallback: z.boolean(),
  /** Signed, 2 h: order creation prices in this token's country, never in one the client names. */
  geoToken: z.string(),
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;

/** Where the viewer is, for prices. A handler imports its area's module, so it builds only these schemas (#12.1). */
export const geoEndpoints = {
  getGeo: defineEndpoint({
    ...commerceEndpointRoutes.getGeo,
    summary: "The viewer's country and currency for prices, with a signed geo token that order creation trusts",
    response: geoResponseSchema,
    successStatus: 200,
    // Private: a browser keeps it for the spec's hour. CloudFront caches /api/geo by its own cache policy keyed
    // on CloudFront-Viewer-Country (infra/constructs/web.ts), so one country's answer — and its token, which
    // says only that country — is shared by that country's viewers and never served to another country.
    cacheControl: `private, max-age=${GEO_CACHE_SECONDS}`,
  }),
};
