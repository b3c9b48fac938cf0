/**
 * The live wall's link: `/wall?event=CODE#k=<token>`. The read-only wall token travels in the fragment,
 * which browsers never send to a server, so it stays out of CloudFront/API access logs and Referer headers;
 * the wall page reads it from there and sends it only as an Authorization header. The fragment stays in
 * the address bar (not stripped), so a TV that reloads the page keeps working.
 */
export const wallLink = (origin: string, code: string, token: string): string =>
  `${origin}/wall?${new URLSearchParams({ event: code }).toString()}#${new URLSearchParams({ k: token }).toString()}`;

/** The wall token of a link's fragment (`#k=…`), if any. */
export function wallTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('k')?.trim();
  return token ? token : null;
}
