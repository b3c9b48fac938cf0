/** The app shell every offline SPA navigation gets. */
export const NAVIGATE_FALLBACK = '/index.html';

/**
 * Which navigations the service worker answers with the cached app shell (index.html) when it cannot reach
 * the network. Workbox's NavigationRoute tests each pattern against `pathname + search` of same-origin
 * navigations only (other origins, such as the photo bucket's upload URLs, never reach it).
 *
 * Never the shell for:
 * - /api/* and /ws: they are the server; a cached page in their place would hide the real answer.
 * - /p/*: photo reads on the site's origin (PHOTO_READ_PATH, infra/edge-functions.ts): a photo opened in a new
 *   tab or a download link must reach the network (and its error), never the app.
 * - a path whose last segment has an extension (/sw.js, /favicon.svg): a file, exactly as CloudFront's SPA
 *   fallback (infra/edge-functions.ts) and the local static server treat it.
 * - a signed query string (S3 presigned URL parameters): a private photo address is never answered from cache.
 */
export const NAVIGATION_FALLBACK_DENYLIST: readonly RegExp[] = [
  /^\/api(?:[/?#]|$)/,
  /^\/ws(?:[/?#]|$)/,
  /^\/p\//,
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?|$)/,
  /[?&]x-amz-(?:signature|credential|algorithm|security-token)=/i,
];

/** True when an offline navigation to this same-origin `pathname + search` gets the app shell. */
export const getsAppShellOffline = (pathAndSearch: string): boolean =>
  !NAVIGATION_FALLBACK_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
