import { request as httpRequest, createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

/**
 * What CloudFront adds in front of the site and API: gzip for text responses when the browser accepts it
 * (the local gateway sends everything uncompressed). Everything else, WebSocket upgrades included, passes
 * through unchanged. Lighthouse runs against this, so its transfer sizes and timings see compressed
 * HTML, JS, CSS and JSON as a phone would from CloudFront.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export interface GzipProxy {
  origin: string;
  stop(): Promise<void>;
}

export const startGzipProxy = (target: string): Promise<GzipProxy> => {
  const t = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: t.host };
    delete headers['accept-encoding'];
    const upstream = httpRequest({ host: t.hostname, port: t.port, method: req.method, path: req.url, headers }, (up: IncomingMessage) => {
      const type = String(up.headers['content-type'] ?? '');
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type) && req.method !== 'HEAD';
      const out: OutgoingHttpHeaders = { ...up.headers };
      if (gzip) {
        delete out['content-length'];
        out['content-encoding'] = 'gzip';
        out.vary = 'accept-encoding';
      }
      res.writeHead(up.statusCode ?? 502, out);
      (gzip ? up.pipe(createGzip()) : up).pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
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
    up.on('error', close);
    socket.on('error', close);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
};
