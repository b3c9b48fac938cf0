import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { readUrlSigner } from './read-url-signer.js';

const AT = new Date('2026-11-29T09:00:00Z');
const LOCAL: S3ClientConfig = { region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local-secret' } };
/** As in a Lambda: virtual-hosted bucket, temporary credentials (a session token), our checksum settings. */
const LAMBDA: S3ClientConfig = {
  region: 'eu-central-1',
  credentials: { accessKeyId: 'ASIA', secretAccessKey: 'secret', sessionToken: 'token/with+odd=chars' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
};

const sdkUrl = (client: S3Client, key: string, downloadName?: string) =>
  getSignedUrl(
    client,
    new GetObjectCommand({ Bucket: 'candid-photos', Key: key, ...(downloadName ? { ResponseContentDisposition: `attachment; filename="${downloadName}"` } : {}) }),
    { expiresIn: 7200, signingDate: AT },
  );

describe('readUrlSigner', () => {
  it.each([
    ['a local path-style bucket', LOCAL],
    ['a Lambda: virtual-hosted, session token, checksums only when required', LAMBDA],
  ])('makes byte for byte the URL the SDK makes, on %s', async (_, config) => {
    const client = new S3Client(config);
    const signer = readUrlSigner(client, 'candid-photos');
    for (const [key, name] of [
      ['events/ABC123/01M8K8J46743E7N6HNYT2CN3T2/thumbnail.jpg', undefined],
      ['events/ABC123/01M8K8J46743E7N6HNYT2CN3T2/polaroid.jpg', 'Ana & Dan (1) – nuntă!.jpg'],
      ['events/ABC123/branding/logo id*.png', "o'brien.png"],
    ] as const) {
      expect(await signer.sign(key, { expiresIn: 7200, signingDate: AT, ...(name ? { downloadName: name } : {}) })).toBe(await sdkUrl(client, key, name));
    }
  });

  it('signs each key for itself: another key, date or lifetime is another signature', async () => {
    const signer = readUrlSigner(new S3Client(LOCAL), 'candid-photos');
    const sig = (url: string) => new URL(url).searchParams.get('X-Amz-Signature');
    const a = await signer.sign('events/A/1/thumbnail.jpg', { expiresIn: 7200, signingDate: AT });
    expect(sig(await signer.sign('events/A/2/thumbnail.jpg', { expiresIn: 7200, signingDate: AT }))).not.toBe(sig(a));
    expect(sig(await signer.sign('events/A/1/thumbnail.jpg', { expiresIn: 7200, signingDate: new Date(AT.getTime() + 3_600_000) }))).not.toBe(sig(a));
    expect(sig(await signer.sign('events/A/1/thumbnail.jpg', { expiresIn: 60, signingDate: AT }))).not.toBe(sig(a));
  });
});
