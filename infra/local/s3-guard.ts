import { createHash, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listen } from './ports.js';
import { createVerifier, type Credentials } from './sigv4-verify.js';

/**
 * The public S3 endpoint of the local stack: a proxy in front of s3rver that refuses what real S3 would
 * refuse and s3rver does not (bad or expired signatures, a PUT whose size or type differs from the signed
 * one). Bodies are streamed through; only header-signed bodies with a declared SHA-256 are buffered so
 * their hash can be checked before s3rver stores anything.
 */
export interface S3GuardOptions {
  port: number;
  /** Where s3rver listens. */
  upstream: { host: string; port: number };
  credentials: Credentials;
  region: string;
  /** Origins allowed by CORS (the site), e.g. http://localhost:3000. */
  allowedOrigins: readonly string[];
}

export interface S3Guard {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

const CORS_METHODS = 'GET, PUT, HEAD';
/** Header-signed uploads come from handlers (server side) and are small; cap what we hold in memory. */
const MAX_BUFFERED_BODY = 64 * 1024 * 1024;

const xmlError = (code: string, message: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomUUID()}</RequestId></Error>`;

const corsHeaders = (origin: string | undefined, allowed: readonly string[]): Record<string, string> =>
  origin && allowed.includes(origin)
    ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'ETag', vary: 'Origin' }
    : {};

const readAll = async (req: IncomingMessage): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > MAX_BUFFERED_BODY) return undefined;
    chunks.push(c);
  }
  return Buffer.concat(chunks);
};

export const startS3Guard = async (opts: S3GuardOptions): Promise<S3Guard> => {
  const verify = createVerifier(opts.credentials, opts.region);

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string): void => {
    const body = req.method === 'HEAD' ? '' : xmlError(code, message);
    // Tell the client we will not read the rest of a refused upload, then drop it.
    res.writeHead(status, {
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
      ...corsHeaders(req.headers.origin, opts.allowedOrigins),
    });
    res.end(body);
    req.resume();
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body?: Buffer): void => {
    const headers = { ...req.headers };
    if (body) headers['content-length'] = String(body.length);
    const up = httpRequest(
      { host: opts.upstream.host, port: opts.upstream.port, method: req.method, path: req.url, headers },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    up.on('error', (err) => {
      if (!res.headersSent) refuse(req, res, 502, 'InternalError', `Local S3 is unavailable: ${err.message}`);
      else res.destroy();
    });
    // A client that disconnects mid-upload must not leave a truncated object behind.
    req.on('close', () => {
      if (!req.complete) up.destroy();
    });
    if (body) up.end(body);
    else req.pipe(up);
  };

  /**
   * s3rver ignores `x-amz-copy-source-if-match`; real S3 refuses the copy (412) when the source's ETag
   * differs. Emulated with a HEAD of the source first (racy only inside this emulator).
   */
  const copySourceChanged = async (req: IncomingMessage): Promise<boolean> => {
    const source = req.headers['x-amz-copy-source'];
    const ifMatch = req.headers['x-amz-copy-source-if-match'];
    if (req.method !== 'PUT' || typeof source !== 'string' || typeof ifMatch !== 'string') return false;
    const { authorization, 'x-amz-date': date, 'x-amz-content-sha256': sha } = req.headers;
    const etag = await new Promise<string | undefined>((resolve, reject) => {
      const head = httpRequest(
        {
          host: opts.upstream.host,
          port: opts.upstream.port,
          method: 'HEAD',
          path: `/${source.replace(/^\//, '').split('?')[0] ?? ''}`,
          headers: { ...(authorization ? { authorization } : {}), ...(date ? { 'x-amz-date': date } : {}), ...(sha ? { 'x-amz-content-sha256': sha } : {}) },
        },
        (r) => {
          r.resume();
          resolve(r.statusCode === 200 ? String(r.headers.etag ?? '') : undefined);
        },
      );
      head.on('error', reject);
      head.end();
    });
    // A missing source is s3rver's own 404 to answer.
    return etag !== undefined && etag.replace(/"/g, '') !== ifMatch.replace(/"/g, '');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'OPTIONS') {
      const origin = req.headers.origin;
      if (!origin || !opts.allowedOrigins.includes(origin))
        return refuse(req, res, 403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.');
      res.writeHead(200, {
        ...corsHeaders(origin, opts.allowedOrigins),
        'access-control-allow-methods': CORS_METHODS,
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '3000',
        'content-length': '0',
      });
      res.end();
      return;
    }
    const verdict = await verify({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    if (!verdict.ok) return refuse(req, res, verdict.status, verdict.code, verdict.message);
    if (await copySourceChanged(req))
      return refuse(req, res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');

    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (verdict.mode === 'header' && hasBody && verdict.payloadHash && /^[0-9a-f]{64}$/.test(verdict.payloadHash)) {
      const body = await readAll(req);
      if (!body) return refuse(req, res, 400, 'EntityTooLarge', 'Header-signed bodies are limited locally; use a presigned PUT.');
      if (createHash('sha256').update(body).digest('hex') !== verdict.payloadHash)
        return refuse(req, res, 400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      return forward(req, res, body);
    }
    forward(req, res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[s3-guard]', err);
      if (!res.headersSent) refuse(req, res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      else res.destroy();
    });
  });
  const port = await listen(server, opts.port, 'S3');
  return { url: `http://127.0.0.1:${port}`, port, server, stop: () => closeServer(server) };
};
