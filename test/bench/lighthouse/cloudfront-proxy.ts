import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createGzip } from 'node:zlib';
import { generate } from 'selfsigned';

/**
 * What CloudFront puts in front of the site, the API and the photos (infra/constructs/web.ts: one
 * distribution, HTTP2_AND_3), for Lighthouse to measure through:
 * - TLS with HTTP/2, one connection for every request of the page. Over plain HTTP/1.1 a page's dozen
 *   first requests open up to six connections, each with its own handshake and slow start, which a phone on
 *   CloudFront never pays; and TLS costs the first request its handshake, which the phone does pay.
 * - HTTP/1.1 for clients that do not offer HTTP/2 and for WebSocket upgrades (as CloudFront: WebSockets
 *   are HTTP/1.1 upgrades there too).
 * - gzip for text responses when the browser accepts it (the local gateway sends everything uncompressed).
 * The certificate is self-signed, made for this run; Chromium is started with --ignore-certificate-errors
 * (Lighthouse's documented way to measure a local HTTPS site).
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
/** Connection-level headers HTTP/2 forbids in a response (RFC 9113 section 8.2.2). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export interface CloudFrontProxy {
  /** https://127.0.0.1:PORT */
  origin: string;
  stop(): Promise<void>;
}

type AnyRequest = Http2ServerRequest | IncomingMessage;
type AnyResponse = Http2ServerResponse | ServerResponse;

/** The request's headers for the local gateway: no HTTP/2 pseudo-headers, the gateway's own host. */
export const upstreamHeaders = (headers: IncomingHttpHeaders, host: string): IncomingHttpHeaders => {
  const out: IncomingHttpHeaders = Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith(':')));
  out.host = host;
  delete out['accept-encoding'];
  return out;
};

/** The gateway's response headers for the browser: without what HTTP/2 forbids, gzip's when compressing. */
export const downstreamHeaders = (headers: IncomingHttpHeaders, gzip: boolean): OutgoingHttpHeaders => {
  const out: OutgoingHttpHeaders = { ...headers };
  for (const h of HOP_BY_HOP) delete out[h];
  if (gzip) {
    delete out['content-length'];
    out['content-encoding'] = 'gzip';
    out.vary = 'accept-encoding';
  }
  return out;
};

export const startCloudFrontProxy = async (target: string): Promise<CloudFrontProxy> => {
  const t = new URL(target);
  const tls = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = createSecureServer({ allowHTTP1: true, key: tls.private, cert: tls.cert }, (req: AnyRequest, res: AnyResponse) => {
    const upstream = httpRequest({ host: t.hostname, port: t.port, method: req.method, path: req.url, headers: upstreamHeaders(req.headers, t.host) }, (up: IncomingMessage) => {
      const type = String(up.headers['content-type'] ?? '');
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type) && req.method !== 'HEAD';
      // The two response kinds share this API (node:http2's compatibility layer); one cast instead of a branch each.
      const out = res as ServerResponse;
      out.writeHead(up.statusCode ?? 502, downstreamHeaders(up.headers, gzip));
      (gzip ? up.pipe(createGzip()) : up).pipe(out);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // WebSocket upgrades arrive over HTTP/1.1 (allowHTTP1) and pass through unchanged.
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const up = connect(Number(t.port), t.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${k === 'host' ? t.host : Array.isArray(v) ? v.join(', ') : v}`)];
      up.write(lines.join('\r\n') + '\r\n\r\n');
      up.write(head);
      socket.pipe(up).pipe(socket);
    });
    const close = (): void => {
      socket.destroy();
      up.destroy();
    };
    // Either side ending ends the other: a socket left open would hold the gateway (and stop()) back.
    for (const side of [up, socket]) for (const e of ['error', 'close']) side.on(e, close);
  });
  // Every connection, TLS or not yet: stop() ends them, or close() would wait for Chromium's to idle out.
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
};
