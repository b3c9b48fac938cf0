/**
 * The address a phone should open (spec "Desktop notice", and the Event Created screen's link and QR code).
 * Normally that is where the visitor already is: on AWS the site's own domain (CloudFront redirects its
 * default *.cloudfront.net domain to the custom domain when there is one). On a local or preview host a
 * phone cannot (or should not) use the current address, so the configured public address is used there
 * when one is set (configuredSiteUrl). LAN addresses (192.168.x.x …) are deliberately not "local": a phone
 * on the same network can open them.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);
/** Default domains of the hosting in use (CloudFront), where a deployment is reachable before its custom domain. */
const PREVIEW_HOST_SUFFIXES = ['.cloudfront.net', '.localhost'];

/** This machine (the local stack, `npm start`, or the dev server): where developer pages are served. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

export function isLocalOrPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host) || host.startsWith('127.')) return true;
  return PREVIEW_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export function publicSiteUrl(current: Pick<Location, 'hostname' | 'origin'>, configured: string | undefined): string {
  const configuredUrl = configured?.trim();
  if (configuredUrl && isLocalOrPreviewHost(current.hostname)) return withTrailingSlash(configuredUrl);
  return withTrailingSlash(current.origin);
}

/** The same address without the trailing slash, for building links (`${origin}/?code=…`). */
export function publicSiteOrigin(current: Pick<Location, 'hostname' | 'origin'>, configured: string | undefined): string {
  return publicSiteUrl(current, configured).replace(/\/$/, '');
}

/** Where the server that served this page tells it the public address, without an extra request. */
export const SITE_URL_META = 'candid-site-url';

/**
 * The configured public address: the one the serving stack wrote into the page (the local stack: the LAN
 * address when it listens on all interfaces, `npm start -- --lan`), else the build's VITE_PUBLIC_SITE_URL.
 */
export function configuredSiteUrl(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const fromServer = doc.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)?.content.trim();
  return fromServer || import.meta.env.VITE_PUBLIC_SITE_URL;
}

const withTrailingSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);
