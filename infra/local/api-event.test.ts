import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildApiEvent } from './api-event.js';

/** Just what buildApiEvent reads of a request. */
const request = (headers: Record<string, string>): IncomingMessage =>
  ({ url: '/api/payments/webhook', method: 'POST', httpVersion: '1.1', headers, socket: { remoteAddress: '127.0.0.1', remotePort: 5000, localPort: 3000 } }) as unknown as IncomingMessage;

const eventFor = (contentType: string | undefined, body = 'a=1&b=%C3%A9') =>
  buildApiEvent({ req: request(contentType ? { 'content-type': contentType } : {}), body: Buffer.from(body), routeKey: 'POST /api/payments/webhook' });

/** DESIGN section 13 "HTTP API bodies", as measured against API Gateway (ministackorg/ministack#766). */
describe('request bodies as API Gateway HTTP API delivers them', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'text/plain', 'text/html; charset=utf-8', 'application/xml', 'application/javascript'])('%s arrives as text', (type) => {
    const e = eventFor(type);
    expect(e.isBase64Encoded).toBe(false);
    expect(e.body).toBe('a=1&b=%C3%A9');
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/vnd.api+json', undefined])('%s arrives base64-encoded', (type) => {
    const e = eventFor(type);
    expect(e.isBase64Encoded).toBe(true);
    expect(Buffer.from(e.body ?? '', 'base64').toString('utf8')).toBe('a=1&b=%C3%A9');
  });
});
