import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DEVICE_ID_HEADER, isDeviceId } from '../../../shared/rules/device-id.js';
import type { RateClient } from '../domain/events/guarded-lookup.js';
import { addressKey, parseViewerAddress } from './viewer-address.js';

/**
 * The header CloudFront adds to every request it sends to the API (an origin custom header, infra/constructs/web.ts)
 * and the local gateway adds likewise: its value is a generated secret (env ORIGIN_SECRET) that a client
 * cannot know, so only a request that came through our CloudFront can speak for the viewer's address.
 */
export const ORIGIN_VERIFY_HEADER = 'x-candid-origin-verify';
/**
 * The viewer's address as our /api/* CloudFront function writes it from the address the edge saw (same
 * `ip:port` shape as CloudFront-Viewer-Address). Our own header rather than CloudFront-Viewer-Address itself:
 * a function may always set a header of ours, over whatever the viewer sent, while CloudFront-* names are
 * CloudFront's to manage — so the trust does not hang on how CloudFront treats a viewer-sent CloudFront-*.
 */
export const VIEWER_ADDRESS_HEADER = 'x-candid-viewer-address';

const sameSecret = (given: string | undefined, expected: string | undefined): boolean => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The request came through our CloudFront (or the local gateway playing it): it carries the secret origin header. */
export const fromOurEdge = (event: APIGatewayProxyEventV2): boolean => sameSecret(event.headers[ORIGIN_VERIFY_HEADER], process.env.ORIGIN_SECRET);

/**
 * Behind CloudFront the API sees the edge's address, so the viewer's comes from the header our CloudFront
 * function writes (VIEWER_ADDRESS_HEADER) —
 * but only together with the secret origin header: anyone can call the API's own endpoint with a header of
 * their choosing. Otherwise (a direct call, a forged header, no secret configured) the connection's source.
 */
export const viewerAddress = (event: APIGatewayProxyEventV2): string => {
  const source = event.requestContext.http.sourceIp;
  if (fromOurEdge(event)) {
    const viewer = parseViewerAddress(event.headers[VIEWER_ADDRESS_HEADER]);
    if (viewer) return viewer;
  }
  return addressKey(source) ?? source;
};

/** Who is calling, for rate limits: the device when it sends a well-formed id (counted first), and always its address. */
export const rateClient = (event: APIGatewayProxyEventV2): RateClient => {
  const device = event.headers[DEVICE_ID_HEADER];
  return { address: viewerAddress(event), ...(isDeviceId(device) ? { device } : {}) };
};
