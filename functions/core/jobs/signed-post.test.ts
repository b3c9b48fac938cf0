import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ddb } from '../data/table.js';
import { signedPost } from './signed-post.js';

// The region and credentials a Lambda's environment gives the SDK clients (set before table.ts is loaded).
vi.hoisted(() => {
  vi.stubEnv('AWS_REGION', 'eu-central-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDSIGNEDPOSTTEST');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'signed-post-test-secret');
});

/** What the stand-in service received. */
let received: { path: string; headers: IncomingHttpHeaders; body: string } | undefined;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received = { path: req.url ?? '', headers: req.headers, body };
    res.writeHead(202).end();
  });
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('signedPost', () => {
  it("signs as a reference SigV4 signer with a SHA-256 of its own would (the DynamoDB client's hash is SHA-256)", async () => {
    const body = JSON.stringify({ job: 'archive', eventCode: 'ABC123' });
    const res = await signedPost('lambda', () => origin, '/2015-03-31/functions/archive/invocations', { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' }, body);
    expect(res.status).toBe(202);
    const got = received!;
    expect(got.body).toBe(body);
    const [region, credentials] = await Promise.all([ddb.config.region(), ddb.config.credentials()]);
    const url = new URL(got.path, origin);
    const reference = await new SignatureV4({ service: 'lambda', region, credentials, sha256: Sha256 }).sign(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        headers: { host: url.host, 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
        body,
      },
      { signingDate: new Date(String(got.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')) },
    );
    expect(got.headers['x-amz-content-sha256'] ?? reference.headers['x-amz-content-sha256']).toBe(reference.headers['x-amz-content-sha256']);
    expect(got.headers.authorization).toBe(reference.headers.authorization);
  });
});
