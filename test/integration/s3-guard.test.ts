import { createHash, randomBytes } from 'node:crypto';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_ORIGIN } from '../support/emulators.js';
import { useEmulators } from '../support/use-emulators.js';

/** The S3 guard refuses what real S3 refuses and plain s3rver accepts (DESIGN sections 7, 10, 13). */
const env = useEmulators();
const bucket = env.PHOTO_BUCKET!;
const endpoint = env.AWS_ENDPOINT_URL_S3!;
const credentials = { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! };

const s3 = new S3Client({
  endpoint,
  region: env.AWS_REGION!,
  credentials,
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

const unique = (name: string): string => `guard-test/${randomBytes(6).toString('hex')}/${name}`;

/** What the upload-slot handler hands out: size and type signed. */
const presignPut = (key: string, length: number, type: string, opts: { expiresIn?: number; signingDate?: Date } = {}) =>
  getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: length, ContentType: type }), {
    expiresIn: opts.expiresIn ?? 300,
    signableHeaders: new Set(['content-type']),
    ...(opts.signingDate ? { signingDate: opts.signingDate } : {}),
  });

const exists = async (key: string): Promise<boolean> =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    (err: { name?: string }) => {
      if (err.name === 'NotFound') return false;
      throw err;
    },
  );

const errorCode = (xml: string): string | undefined => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

describe('presigned PUT', () => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2000)]);

  it('accepts the signed size and type, and the object is readable', async () => {
    const key = unique('photo 1 ü.jpg'); // spaces and non-ASCII exercise path encoding
    const url = await presignPut(key, jpeg.length, 'image/jpeg');
    const signed = new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));

    const res = await fetch(url, { method: 'PUT', body: jpeg, headers: { 'content-type': 'image/jpeg', origin: TEST_SITE_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);

    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(got.ContentType).toBe('image/jpeg');
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(jpeg)).toBe(true);

    // …and so is a presigned GET (how browsers read photos).
    const read = await fetch(await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 60 }));
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('streams a large body through intact', async () => {
    const big = randomBytes(8 * 1024 * 1024);
    const key = unique('big.jpg');
    const res = await fetch(await presignPut(key, big.length, 'image/jpeg'), { method: 'PUT', body: big, headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(200);
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const hash = createHash('sha256').update(await got.Body!.transformToByteArray()).digest('hex');
    expect(hash).toBe(createHash('sha256').update(big).digest('hex'));
  });

  it('refuses a tampered signature', async () => {
    const key = unique('tampered.jpg');
    const url = new URL(await presignPut(key, jpeg.length, 'image/jpeg'));
    const sig = url.searchParams.get('X-Amz-Signature')!;
    url.searchParams.set('X-Amz-Signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    const res = await fetch(url, { method: 'PUT', body: jpeg, headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(403);
    expect(errorCode(await res.text())).toBe('SignatureDoesNotMatch');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a tampered key (the signature covers the path)', async () => {
    const key = unique('a.jpg');
    const url = (await presignPut(key, jpeg.length, 'image/jpeg')).replace('/a.jpg?', '/b.jpg?');
    const res = await fetch(url, { method: 'PUT', body: jpeg, headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(403);
    expect(await exists(key.replace('a.jpg', 'b.jpg'))).toBe(false);
  });

  it('refuses a body of another size than the signed one', async () => {
    const key = unique('size.jpg');
    const url = await presignPut(key, jpeg.length, 'image/jpeg');
    for (const body of [Buffer.concat([jpeg, Buffer.from('x')]), jpeg.subarray(1)]) {
      const res = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'image/jpeg' } });
      expect(res.status).toBe(403);
      expect(errorCode(await res.text())).toBe('SignatureDoesNotMatch');
    }
    expect(await exists(key)).toBe(false);
  });

  it('refuses another content type than the signed one', async () => {
    const key = unique('type.jpg');
    const url = await presignPut(key, jpeg.length, 'image/jpeg');
    const res = await fetch(url, { method: 'PUT', body: jpeg, headers: { 'content-type': 'text/html' } });
    expect(res.status).toBe(403);
    const missing = await fetch(url, { method: 'PUT', body: new Blob([jpeg]) });
    expect(missing.status).toBe(403);
    expect(await exists(key)).toBe(false);
  });

  it('refuses an expired URL', async () => {
    const key = unique('expired.jpg');
    const url = await presignPut(key, jpeg.length, 'image/jpeg', { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) });
    const res = await fetch(url, { method: 'PUT', body: jpeg, headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('expired');
    expect(await exists(key)).toBe(false);
  });

  it('refuses URLs signed with another secret, and anonymous requests', async () => {
    const key = unique('other.jpg');
    const other = new S3Client({ endpoint, region: env.AWS_REGION!, credentials: { ...credentials, secretAccessKey: 'not-the-secret' }, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
    const url = await getSignedUrl(other, new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: 3, ContentType: 'image/jpeg' }), { signableHeaders: new Set(['content-type']) });
    expect((await fetch(url, { method: 'PUT', body: 'abc', headers: { 'content-type': 'image/jpeg' } })).status).toBe(403);
    expect((await fetch(`${endpoint}/${bucket}/${key}`, { method: 'PUT', body: 'abc' })).status).toBe(403);
    expect((await fetch(`${endpoint}/${bucket}/${key}`)).status).toBe(403);
    expect(await exists(key)).toBe(false);
  });
});

describe('header-signed requests (handlers using the SDK)', () => {
  it('accepts the SDK and refuses a wrong secret', async () => {
    const key = unique('sdk.txt');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'from a handler', ContentType: 'text/plain' }));
    expect((await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength).toBe(14);

    const wrong = new S3Client({ endpoint, region: env.AWS_REGION!, credentials: { ...credentials, secretAccessKey: 'wrong' }, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
    await expect(wrong.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  });

  it('refuses a body that does not match its signed SHA-256', async () => {
    const key = unique('hash.txt');
    const url = new URL(`${endpoint}/${bucket}/${key}`);
    const signer = new SignatureV4({ credentials, region: env.AWS_REGION!, service: 's3', sha256: Sha256, uriEscapePath: false });
    const signed = await signer.sign({
      method: 'PUT',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      headers: { host: url.host, 'x-amz-content-sha256': createHash('sha256').update('original').digest('hex') },
      body: 'original',
    });
    const headers = signed.headers as Record<string, string>;
    const { host: _host, ...sendable } = headers;
    const tampered = await fetch(url, { method: 'PUT', headers: sendable, body: 'tampered' });
    expect(tampered.status).toBe(400);
    expect(errorCode(await tampered.text())).toBe('XAmzContentSHA256Mismatch');
    expect(await exists(key)).toBe(false);
    const honest = await fetch(url, { method: 'PUT', headers: sendable, body: 'original' });
    expect(honest.status).toBe(200);
  });
});

describe('CORS', () => {
  let url: string;
  beforeAll(async () => {
    url = await presignPut(unique('cors.jpg'), 10, 'image/jpeg');
  });

  it('answers a preflight from the site origin', async () => {
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: TEST_SITE_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('refuses a preflight from another origin', async () => {
    const res = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('server-side copy (confirm: staging → gallery key)', () => {
  it('copies with the type, and honours x-amz-copy-source-if-match as S3 does (s3rver alone ignores it)', async () => {
    const source = unique('staging/a b.jpg');
    const target = unique('events/a.jpg');
    const copySource = `${bucket}/${source.split('/').map(encodeURIComponent).join('/')}`;
    const first = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(500)]);
    const put = await s3.send(new PutObjectCommand({ Bucket: bucket, Key: source, Body: first, ContentType: 'image/jpeg' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: source, Body: randomBytes(500), ContentType: 'image/jpeg' }));
    // The version checked (first) was replaced: the copy is refused and nothing is written.
    await expect(
      s3.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource, CopySourceIfMatch: put.ETag })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 412 } });
    expect(await exists(target)).toBe(false);

    const current = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: source }));
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource, CopySourceIfMatch: current.ETag }));
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: target }));
    expect(got.ContentType).toBe('image/jpeg');
    expect(got.ETag).toBe(current.ETag);
  });
});

describe('storage classes (the Photos tab archive: infra/local/s3-storage-class.ts)', () => {
  const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(500)]);
  const head = (key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));

  it('keeps the class of a PUT and reports it on HEAD (GLACIER_IR included)', async () => {
    const key = unique('ir.jpg');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/jpeg', StorageClass: 'GLACIER_IR' }));
    expect((await head(key)).StorageClass).toBe('GLACIER_IR');
  });

  it('changes the class of an object copied onto itself, keeping its bytes and type; back to STANDARD the same way', async () => {
    const key = unique('self.jpg');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/jpeg', Metadata: { photo: 'p1' } }));
    const self = `${bucket}/${key}`;
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: self, StorageClass: 'GLACIER_IR' }));
    const archived = await head(key);
    expect(archived.StorageClass).toBe('GLACIER_IR');
    expect(archived.ContentType).toBe('image/jpeg');
    expect(archived.Metadata).toEqual({ photo: 'p1' });
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: self, StorageClass: 'STANDARD' }));
    expect((await head(key)).StorageClass ?? 'STANDARD').toBe('STANDARD');
  });

  it('refuses a copy onto itself that changes nothing, as S3 does', async () => {
    const key = unique('same.jpg');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/jpeg', StorageClass: 'STANDARD_IA' }));
    await expect(s3.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: `${bucket}/${key}`, StorageClass: 'STANDARD_IA' }))).rejects.toMatchObject({ name: 'InvalidRequest' });
  });

  it('gives a copy STANDARD unless it asks for a class (S3 does not carry the source class over)', async () => {
    const key = unique('src.jpg');
    const copy = unique('copy.jpg');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/jpeg', StorageClass: 'GLACIER_IR' }));
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: copy, CopySource: `${bucket}/${key}` }));
    expect((await head(copy)).StorageClass ?? 'STANDARD').toBe('STANDARD');
    expect((await head(copy)).ContentType).toBe('image/jpeg');
  });
});
