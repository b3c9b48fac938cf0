import type * as Fs from 'node:fs';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withDurablePuts } from './s3-durable-put.js';

// A disk slower than the request: each chunk lands 5 ms after it was handed over, as when the libuv pool is
// busy (CI). A put that settled on reading the body rather than on writing the file would be caught short.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const { Writable } = await import('node:stream');
  return {
    ...fs,
    createWriteStream: (path: string) => {
      fs.writeFileSync(path, '');
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          setTimeout(() => {
            fs.appendFileSync(path, chunk);
            done();
          }, 5);
        },
      });
    },
  };
});

interface Store {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putObject(object: { bucket: string; key: string; content: Buffer | Readable; metadata: Record<string, string> }): Promise<{ size: number; md5: string }>;
}

const dir = mkdtempSync(join(tmpdir(), 'candid-s3-durable-'));
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'b' }] });
withDurablePuts(s3rver);
const store = (s3rver as unknown as { store: Store }).store;
beforeAll(async () => {
  await s3rver.run();
});
afterAll(async () => {
  await s3rver.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request body as the guard streams it: many chunks. */
const streamed = (bytes: number, chunk = 16 * 1024): Readable =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += chunk) yield Buffer.alloc(Math.min(chunk, bytes - sent), sent % 251);
    })(),
  );

describe('withDurablePuts (local S3)', () => {
  it('a PutObject settles once the whole file is written: read-after-write, as on S3, for 8 puts at once', async () => {
    const sizes = Array.from({ length: 8 }, (_, i) => 100_000 + i * 4_096);
    const written = await Promise.all(
      sizes.map(async (bytes, i) => {
        const key = `staging/events/ABC123/p${i}/polaroid.jpg`;
        const out = await store.putObject({ bucket: 'b', key, content: streamed(bytes), metadata: { 'content-type': 'image/jpeg', 'content-length': String(bytes) } });
        // Read at the moment it settles, before anything else runs.
        const onDisk = statSync(store.getResourcePath('b', key, 'object'), { throwIfNoEntry: false })?.size;
        return { out, onDisk };
      }),
    );
    for (const [i, w] of written.entries()) {
      expect(w.onDisk, `object ${i} on disk`).toBe(sizes[i]);
      expect(w.out.size).toBe(sizes[i]);
      expect(w.out.md5).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('a Buffer body (a server-side PutObject) is written whole too', async () => {
    const body = Buffer.alloc(300_000, 7);
    const out = await store.putObject({ bucket: 'b', key: 'events/ABC123/logo.png', content: body, metadata: { 'content-type': 'image/png' } });
    expect(statSync(store.getResourcePath('b', 'events/ABC123/logo.png', 'object')).size).toBe(body.length);
    expect(out.size).toBe(body.length);
  });
});
