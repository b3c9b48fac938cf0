import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { ROUTE_LINKS_FILE } from '../../tools/vite/route-preload.js';

/**
 * Serves the built SPA (web/dist) like CloudFront + the web bucket: hashed /assets/* cached for a year,
 * every stable name (index.html, sw.js, manifest.webmanifest, icons) revalidated on each request (no-cache),
 * extension-less paths fall back to index.html (client-side routes), and a
 * missing file with an extension is a real 404.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const fileAt = (root: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = resolve(join(root, decoded));
  // Never serve anything outside the dist folder (../ tricks).
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
};

const send = (req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, file?: string, body?: string): void => {
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return void res.end();
  if (file) createReadStream(file).on('error', () => res.destroy()).pipe(res);
  else res.end(body);
};

const escapeAttribute = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the site's public address in a meta tag (web/src/features/device/publicSiteUrl.ts reads it):
 * the page learns where phones can reach it without an extra request. A meta tag is no script: the CSP
 * (script-src 'self') is untouched.
 */
const indexWithSiteUrl = (file: string, siteUrl: string): string => {
  const html = readFileSync(file, 'utf8');
  const meta = `<meta name="candid-site-url" content="${escapeAttribute(siteUrl)}" />`;
  if (html.includes('</head>')) return html.replace('</head>', `  ${meta}\n  </head>`);
  // A page without an explicit head (the parser opens one): right after the doctype.
  const doctype = /^<!doctype html>/i.exec(html)?.[0] ?? '';
  return `${doctype}${meta}${html.slice(doctype.length)}`;
};

/**
 * The build's per-route `Link` header values (tools/vite/route-preload.ts, ROUTE_LINKS_FILE): sent with
 * index.html at those routes, as CloudFront does (infra/constructs/web.ts), so a route's first-paint chunk
 * downloads beside the boot script. Read per request like index.html (a rebuild changes both).
 */
const routeLinkOf = (root: string, path: string): string | undefined => {
  try {
    const links = JSON.parse(readFileSync(join(root, ROUTE_LINKS_FILE), 'utf8')) as Record<string, string>;
    return links[path.replace(/\/+$/, '') || '/'];
  } catch {
    return undefined;
  }
};

export const createStaticHandler = (distDir: string | undefined, baseHeaders: Record<string, string>, siteUrl?: string) => {
  const root = distDir ? resolve(distDir) : undefined;
  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    const plain = (status: number, text: string): void =>
      send(req, res, status, { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE }, undefined, text);
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method Not Allowed');
    const index = root && fileAt(root, '/index.html');
    if (!root || !index) return plain(503, 'The web app is not built yet. Run `npm run build` (or `npm start` without --no-build).');

    const sendIndex = (): void => {
      const link = routeLinkOf(root, path);
      const headers = { ...baseHeaders, 'content-type': TYPES['.html']!, 'cache-control': REVALIDATE, ...(link ? { link } : {}) };
      if (!siteUrl) return send(req, res, 200, { ...headers, 'content-length': String(statSync(index).size) }, index);
      const html = indexWithSiteUrl(index, siteUrl);
      send(req, res, 200, { ...headers, 'content-length': String(Buffer.byteLength(html)) }, undefined, html);
    };
    const file = path === '/' ? index : fileAt(root, path);
    if (file === index) return sendIndex();
    if (file) {
      const size = statSync(file).size;
      const cache = file === index ? REVALIDATE : path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      return send(req, res, 200, {
        ...baseHeaders,
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': String(size),
        'cache-control': cache,
      }, file);
    }
    if (extname(path)) return plain(404, 'Not Found');
    // Client-side route: the SPA decides what to show.
    return sendIndex();
  };
};
