/**
 * Response security headers of the site: CloudFront's response headers policy (infra/constructs/web.ts)
 * and the local gateway (infra/local/) both use these, so `npm start` behaves like production.
 */
export interface CspSources {
  /** Where photos are read from (presigned GET): the photo bucket origin. */
  img: readonly string[];
  /** API, WebSocket and presigned PUT targets beyond 'self'. */
  connect: readonly string[];
}

/** No inline scripts anywhere; inline styles are allowed because React's `style` props need them. */
export const contentSecurityPolicy = (src: CspSources): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${src.img.join(' ')}`.trim(),
    "media-src 'self' blob:",
    `connect-src 'self' ${src.connect.join(' ')}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const HSTS_MAX_AGE_SECONDS = 63_072_000; // two years, as the HSTS preload list asks
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The camera is the product; nothing else is wanted. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

export const securityHeaders = (src: CspSources): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(src),
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
});
