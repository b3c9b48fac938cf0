import { createServer, type Server } from 'node:http';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downstreamHeaders, startCloudFrontProxy, upstreamHeaders, type CloudFrontProxy } from './cloudfront-proxy.js';

/** A stand-in for the local gateway: echoes what reached it, answers JSON or a PNG, and takes WebSocket-like upgrades. */
const startUpstream = async (): Promise<{ server: Server; origin: string }> => {
  const server = createServer((req, res) => {
    if (req.url === '/image') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '3', connection: 'keep-alive' });
      res.end('PNG');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
    res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, acceptEncoding: req.headers['accept-encoding'] ?? null, httpVersion: req.httpVersion }));
  });
  server.on('upgrade', (req, socket) => {
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nx-path: ${req.url}\r\n\r\n`);
    socket.on('data', (d: Buffer) => socket.write(`echo:${d.toString()}`));
    socket.on('end', () => socket.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

const h2Get = (session: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, unknown> = {};
    req.on('response', (h) => (head = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    req.on('error', reject);
    req.end();
  });

describe('the bench\'s CloudFront stand-in (TLS, HTTP/2, gzip)', () => {
  let upstream: { server: Server; origin: string };
  let proxy: CloudFrontProxy;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startCloudFrontProxy(upstream.origin);
    session = http2Connect(proxy.origin, { rejectUnauthorized: false });
  });
  afterAll(async () => {
    session?.close();
    await proxy?.stop();
    upstream?.server.closeAllConnections();
    await new Promise((r) => upstream?.server.close(r));
  });

  it('serves HTTPS over HTTP/2 and forwards to the gateway with its host, without HTTP/2 pseudo-headers', async () => {
    expect(proxy.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await h2Get(session, '/api/events/ABC123/photos?mine=true');
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body.toString()) as Record<string, unknown>;
    expect(seen).toMatchObject({ method: 'GET', url: '/api/events/ABC123/photos?mine=true', host: new URL(upstream.origin).host, httpVersion: '1.1' });
    // Connection-level headers are not allowed in an HTTP/2 response; the gateway's keep-alive ones are dropped.
    expect(res.headers.connection).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
  });

  it('gzips text when the browser accepts it, and leaves images and other browsers alone', async () => {
    const zipped = await h2Get(session, '/api/x', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toMatchObject({ url: '/api/x', acceptEncoding: null });
    const plain = await h2Get(session, '/api/x');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const image = await h2Get(session, '/image', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.toString()).toBe('PNG');
  });

  it('passes a WebSocket upgrade over HTTP/1.1 through to the gateway', async () => {
    const { port } = new URL(proxy.origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', port, path: '/ws?ticket=t', rejectUnauthorized: false, headers: { connection: 'Upgrade', upgrade: 'websocket' } });
      req.on('upgrade', (res, socket) => {
        socket.once('data', (d: Buffer) => {
          resolve(`${res.statusCode} ${String(res.headers['x-path'])} ${d.toString()}`);
          socket.destroy();
        });
        socket.write('hello');
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toBe('101 /ws?ticket=t echo:hello');
  });
});

describe('header rewriting', () => {
  it('drops pseudo-headers and accept-encoding on the way in, and sets the host', () => {
    expect(upstreamHeaders({ ':method': 'GET', ':path': '/', host: 'a', 'accept-encoding': 'gzip', authorization: 'Bearer x' }, 'gw:1')).toEqual({ host: 'gw:1', authorization: 'Bearer x' });
  });
  it('drops hop-by-hop headers on the way out, and marks gzip', () => {
    expect(downstreamHeaders({ connection: 'keep-alive', 'transfer-encoding': 'chunked', 'content-length': '10', 'content-type': 'text/html' }, true)).toEqual({
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      vary: 'accept-encoding',
    });
    expect(downstreamHeaders({ 'content-length': '10' }, false)).toEqual({ 'content-length': '10' });
  });
});
