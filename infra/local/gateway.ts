import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages } from '../../shared/messages.js';
import { buildApiEvent, normalizeResult, writeApiResult } from './api-event.js';
import type { HandlerLoader } from './handler-loader.js';
import { createPhotoProxy, isPhotoReadPath } from './photo-proxy.js';
import { closeServer, listen } from './ports.js';
import { createRouteMatcher, type LocalRoute } from './route-match.js';
import { createStaticHandler } from './static-files.js';

/**
 * The local stand-in for CloudFront + API Gateway HTTP API: /api/* becomes a payload-2.0 event for the
 * route's handler module, /p/* (with `photos`) is a photo read from the S3 emulator (photo-proxy.ts),
 * everything else is the built SPA. As on AWS, a path or method no route
 * matches goes to the `$default` route (the notFound handler), so a wrong method answers what the
 * notFound handler answers (404), exactly like production.
 */
export interface GatewayOptions {
  port: number;
  routes: readonly LocalRoute[];
  /** Handler for `$default` (unmatched /api/* requests). */
  notFoundHandler: string;
  loader: HandlerLoader;
  /** Built SPA folder; omit to answer 503 for non-API paths. */
  webDist?: string;
  /** The address phones should open, written into index.html (a meta tag the web app reads). */
  siteUrl?: string;
  /** Interface to listen on (default loopback; `0.0.0.0` for phones on the same network). */
  host?: string;
  /** Added to every response (security headers). */
  headers: Record<string, string>;
  /** Request body limit in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** Per-invocation timeout (API Gateway's integration limit is 30 s). */
  timeoutMs?: number;
  /** WebSocket upgrades on /ws (same-origin realtime); refused when absent. */
  onUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  quiet?: boolean;
  /**
   * The origin secret of the handlers (env ORIGIN_SECRET). Like CloudFront, the gateway overwrites
   * the viewer address header with the connection's address and adds the secret header; client-sent values
   * of both are always dropped, so a forged header changes nothing.
   */
  originSecret?: string;
  /**
   * The country the gateway reports as CloudFront-Viewer-Country on every request (CloudFront does on
   * /api/geo); a client-sent CloudFront-Viewer-Country is always dropped. Absent: no country (the fallback).
   * A function is asked on every request (the test hooks' viewer-country control changes it).
   */
  viewerCountry?: string | (() => string);
  /** Photo reads on the site's origin (CloudFront's /p/* behaviour): `path` (PHOTO_READ_PATH) → the S3 emulator. */
  photos?: { path: string; upstream: string };
  /** Answers a request before routing when it returns true (the local stack's test hooks). */
  intercept?: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;
}

export interface Gateway {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

const errorBody = (code: keyof typeof messages): string => JSON.stringify({ error: { code, message: messages[code] } });

type BodyResult = { ok: true; body: Buffer } | { ok: false };

/** Reads the body up to `limit` bytes; refuses on the declared length alone when it is already too big. */
const readBody = (req: IncomingMessage, limit: number): Promise<BodyResult> =>
  new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) return resolve({ ok: false });
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer): void => {
      size += c.length;
      if (size > limit) {
        req.off('data', onData);
        return resolve({ ok: false });
      }
      chunks.push(c);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ ok: true, body: Buffer.concat(chunks) }));
    req.once('error', reject);
  });

export const startGateway = async (opts: GatewayOptions): Promise<Gateway> => {
  const match = createRouteMatcher(opts.routes);
  const limit = opts.maxBodyBytes ?? 1024 * 1024;
  const serveStatic = createStaticHandler(opts.webDist, opts.headers, opts.siteUrl);
  const readPhoto = opts.photos ? createPhotoProxy({ ...opts.photos, headers: opts.headers }) : undefined;

  const json = (res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}): void =>
    writeApiResult(res, { statusCode: status, headers: { 'content-type': 'application/json', ...extra }, body }, opts.headers);

  const handleApi = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const started = Date.now();
    const read = await readBody(req, limit);
    if (!read.ok) {
      // Do not read (or keep) the rest of an oversized upload: answer and close the connection.
      json(res, 413, errorBody('PAYLOAD_TOO_LARGE'), { connection: 'close' });
      res.once('finish', () => req.socket.destroySoon());
      return;
    }
    const m = match(req.method ?? 'GET', path);
    const routeKey = m.route ? `${m.route.method} ${m.route.path}` : '$default';
    const handlerPath = m.route ? m.route.handler : opts.notFoundHandler;
    const event = buildApiEvent({
      req,
      body: read.body,
      routeKey,
      ...(m.route ? { pathParameters: m.pathParameters } : {}),
      ...(opts.originSecret ? { originSecret: opts.originSecret } : {}),
      ...(opts.viewerCountry ? { viewerCountry: typeof opts.viewerCountry === 'function' ? opts.viewerCountry() : opts.viewerCountry } : {}),
    });
    try {
      const result = await opts.loader.invoke(handlerPath, event, opts.timeoutMs ?? 30_000);
      writeApiResult(res, normalizeResult(result), { ...opts.headers, 'apigw-requestid': event.requestContext.requestId });
    } catch (err) {
      // As in Lambda: the failure is logged with the request id; the client gets a generic 500.
      console.error(`[gateway] ${routeKey} (${handlerPath}) request ${event.requestContext.requestId} failed:`, err);
      json(res, 500, errorBody('INTERNAL'), { 'apigw-requestid': event.requestContext.requestId });
    }
    if (!opts.quiet) console.log(`[gateway] ${req.method} ${req.url} ${res.statusCode} ${Date.now() - started} ms`);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (opts.intercept && path.startsWith('/__test__/')) {
      opts.intercept(req, res, path)
        .then((done) => {
          if (!done) json(res, 404, errorBody('NOT_FOUND'));
        })
        .catch((err: unknown) => {
          console.error('[gateway] test hook failed:', err);
          json(res, 500, errorBody('INTERNAL'));
        });
      return;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      handleApi(req, res, path).catch((err: unknown) => {
        console.error('[gateway] unexpected failure', err);
        if (!res.headersSent) json(res, 500, errorBody('INTERNAL'));
        else res.destroy();
      });
    } else if (readPhoto && opts.photos && isPhotoReadPath(path, opts.photos.path)) {
      readPhoto(req, res);
    } else {
      serveStatic(req, res, path);
    }
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0];
    if (opts.onUpgrade && path === '/ws') return opts.onUpgrade(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  const port = await listen(server, opts.port, 'site and API', opts.host);
  return { url: `http://localhost:${port}`, port, server, stop: () => closeServer(server) };
};
