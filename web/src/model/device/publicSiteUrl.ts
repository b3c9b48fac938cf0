/**
 * The address a desktop visitor should open on a phone (spec "Desktop notice"). Normally that is where the
 * visitor already is. On a local or preview host a phone cannot (or should not) use the current address,
 * so the configured public address (VITE_PUBLIC_SITE_URL) is used there when one is set.
 * LAN addresses (192.168.x.x …) are deliberately not "local": a phone on the same network can open them.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);
/** Default domains of the hosting in use (CloudFront), where a deployment is reachable before its custom domain. */
const PREVIEW_HOST_SUFFIXES = ['.cloudfront.net', '.localhost'];

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

const withTrailingSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);
