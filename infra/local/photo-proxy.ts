import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The local stand-in for CloudFront's /p/* behaviour (infra/constructs/web.ts): `/p/<path>?<query>` is sent
 * to the S3 emulator as `/<path>?<query>` with the emulator's own Host — as CloudFront sets the origin's — so
 * the guard in front of s3rver checks the presigned signature exactly as S3 does (it covers host, path and
 * query). GET and HEAD only; the body is streamed; the emulator's status (errors included) passes as it is.
 */
export interface PhotoProxyOptions {
  /** The site path photos are read through (PHOTO_READ_PATH), e.g. `/p`. */
  path: string;
  /** The S3 endpoint the handlers presign for (AWS_ENDPOINT_URL_S3), e.g. http://127.0.0.1:3002. */
  upstream: string;
  /** Added to every response (the site's security headers, as CloudFront's response headers policy does). */
  headers: Record<string, string>;
}

/** What a browser needs from the object's answer (and nothing of the emulator's own headers). */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
] as const;
/** Range and revalidation reach the origin; nothing else of the viewer's (no cookies, no headers: CloudFront forwards none). */
const PASSED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'] as const;

const pick = (from: IncomingMessage['headers'], names: readonly string[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = from[n];
    if (typeof v === 'string') out[n] = v;
  }
  return out;
};

/** Whether this request path is a photo read (under `path/`). */
export const isPhotoReadPath = (path: string, prefix: string): boolean => path.startsWith(`${prefix}/`);

export const createPhotoProxy = (opts: PhotoProxyOptions) => {
  const upstream = new URL(opts.upstream);
  const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void => {
    res.writeHead(status, { ...opts.headers, 'content-type': 'text/plain; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), ...extra });
    res.end(text);
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    // CloudFront refuses other methods on a GET/HEAD behaviour with 403.
    if (method !== 'GET' && method !== 'HEAD') return plain(res, 403, 'This distribution is not configured to allow the HTTP request method that was used for this request.');
    const url = req.url ?? '/';
    const up = httpRequest(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method,
        path: url.slice(opts.path.length),
        headers: { ...pick(req.headers, PASSED_REQUEST_HEADERS), host: upstream.host },
      },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, { ...opts.headers, ...pick(upRes.headers, PASSED_RESPONSE_HEADERS) });
        upRes.pipe(res);
      },
    );
    up.on('error', (err) => {
      console.error('[gateway] photo read failed:', err.message);
      if (!res.headersSent) plain(res, 502, 'The photo store is unreachable.');
      else res.destroy();
    });
    // A viewer that goes away stops the transfer from the emulator too.
    res.on('close', () => {
      if (!res.writableFinished) up.destroy();
    });
    up.end();
  };
};
