import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/**
 * Where phones reach the local stack. By default it listens on loopback only: nothing on the network can
 * reach it, and localhost is a secure context (the camera works in a desktop browser). With `--lan` the site
 * listens on every interface and its public address — printed at start, and written into the page for the
 * Event Created link/QR code and the desktop notice — is this machine's LAN address, so a phone on the same
 * network can scan it and join. Plain HTTP on a LAN address is not a secure context, so phones get no camera
 * there (browsers' rule); photos are also served from the S3 emulator on loopback. Joining, the lobby and
 * the live screens work; for the whole product on a phone use an HTTPS tunnel and VITE_PUBLIC_SITE_URL.
 */
export const ALL_INTERFACES = '0.0.0.0';

const PRIVATE_V4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./];

/** This machine's LAN IPv4 address: a private one first, else any external one; undefined when offline. */
export const lanAddress = (interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string | undefined => {
  const v4 = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
  return v4.find((a) => PRIVATE_V4.some((r) => r.test(a))) ?? v4[0];
};

/** The site's public URL (no trailing slash): the LAN address with `lan`, else localhost. */
export const publicSiteUrl = (port: number, lan: boolean, interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>): string => {
  const ip = lan ? lanAddress(interfaces) : undefined;
  return `http://${ip ?? 'localhost'}:${port}`;
};
