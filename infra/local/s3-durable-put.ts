import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type S3rver from 's3rver';

/**
 * s3rver 3.7 answers a PutObject once its hashing transform has read the body, not once the file is
 * written: a GET right after the 200 can find no object yet (NoSuchKey) or a short one, more likely under
 * load (the libuv pool busy with other files' tests). It is the one path found to a CI run where confirm
 * answered UPLOAD_INCOMPLETE for photos whose PUTs had succeeded. Real S3 is read-after-write consistent;
 * this store write is too: the answer waits until the object file is written, then its metadata, as
 * s3rver's own order has it.
 */
interface PutObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: PutObject): Promise<{ size: number; md5: string }>;
}

export const withDurablePuts = (s3rver: S3rver): void => {
  const store = (s3rver as unknown as { store: FilesystemStore }).store;
  store.putObject = async (object) => {
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(body, hashing, createWriteStream(path));
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
};
