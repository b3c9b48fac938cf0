import { isIP } from 'node:net';

/**
 * CloudFront-Viewer-Address is `<ip>:<port>`: `198.51.100.10:46532`, or for IPv6 the bare address followed
 * by the port, `2001:db8::1:46532` (no brackets; brackets are accepted too). Anything else — a forged
 * value, a 2 KB string — is not an address and is ignored.
 */
const MAX_VALUE_LENGTH = 64; // the longest IPv6 text form (45) + ':' + port, with room to spare

/** The viewer's address as a rate-limit key, or undefined when the value is not `<ip>:<port>`. */
export const parseViewerAddress = (value: string | undefined): string | undefined => {
  if (!value || value.length > MAX_VALUE_LENGTH) return undefined;
  const colon = value.lastIndexOf(':');
  if (colon < 0 || !/^\d{1,5}$/.test(value.slice(colon + 1))) return undefined;
  let ip = value.slice(0, colon);
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  return addressKey(ip);
};

/**
 * A source address as a rate-limit key: IPv4 as is; IPv6 by its /64 network, because one subscriber is
 * handed a whole /64 and could otherwise take a fresh address per guess. Undefined when not an address.
 */
export const addressKey = (ip: string): string | undefined => {
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  if (family === 4) return plain;
  if (family === 6) return `${expandIpv6(plain).slice(0, 4).join(':')}::/64`;
  return undefined;
};

/** The eight 16-bit groups of an IPv6 address (already validated by isIP), lower-case, without leading zeros. */
const expandIpv6 = (ip: string): string[] => {
  const noZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = noZone.toLowerCase().split('::');
  const groups = (part: string): string[] => (part ? part.split(':') : []);
  const toHex = (parts: string[]): string[] =>
    parts.flatMap((g) => {
      // An embedded IPv4 tail (::ffff:1.2.3.4 and the like) is two groups.
      if (!g.includes('.')) return [g];
      const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHex(groups(head));
  const right = tail === undefined ? [] : toHex(groups(tail));
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
};
