import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const SIGNED_QUERY =
  'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKID%2F20260101%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T100000Z' +
  '&X-Amz-Expires=7200&X-Amz-Signature=abc123&X-Amz-SignedHeaders=host&response-content-disposition=attachment%3B%20filename%3D%22a%20b.jpg%22';

beforeAll(() => {
  // What functions/core/s3.ts and config.ts need to build the client (no network is used: presigning is local).
  vi.stubEnv('PHOTO_BUCKET', 'candid-photos');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKID');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
});
afterEach(() => vi.stubEnv('PHOTO_READ_PATH', undefined));

describe('sitePhotoUrl', () => {
  it('keeps the path and query of a virtual-hosted presigned URL byte for byte, under the read path', async () => {
    const { sitePhotoUrl } = await import('./photo-urls.js');
    const url = `https://candid-photos.s3.eu-west-1.amazonaws.com/events/ABC123/01HPHOTO/thumbnail.jpg?${SIGNED_QUERY}`;
    expect(sitePhotoUrl(url, '/p')).toBe(`/p/events/ABC123/01HPHOTO/thumbnail.jpg?${SIGNED_QUERY}`);
  });

  it('prefixes the bucket too when the URL is path-style (the local emulator)', async () => {
    const { sitePhotoUrl } = await import('./photo-urls.js');
    const url = `http://127.0.0.1:3002/candid-photos-local/events/ABC123/01HPHOTO/polaroid.jpg?${SIGNED_QUERY}`;
    expect(sitePhotoUrl(url, '/p')).toBe(`/p/candid-photos-local/events/ABC123/01HPHOTO/polaroid.jpg?${SIGNED_QUERY}`);
  });

  it('leaves the URL absolute without a read path', async () => {
    const { sitePhotoUrl } = await import('./photo-urls.js');
    const url = `https://candid-photos.s3.eu-west-1.amazonaws.com/events/ABC123/01HPHOTO/thumbnail.jpg?${SIGNED_QUERY}`;
    expect(sitePhotoUrl(url, undefined)).toBe(url);
  });
});

describe('presignGet', () => {
  const at = new Date('2026-01-01T10:20:00Z');

  it('gives the SPA a site link when PHOTO_READ_PATH is set: the same presigned path and query, on the site origin', async () => {
    const { presignGet } = await import('./photo-urls.js');
    const absolute = await presignGet('ABC123', '01HPHOTO', 'thumbnail', at, 'candid-1.jpg');
    expect(absolute).toMatch(/^https:\/\/candid-photos\.s3\.eu-west-1\.amazonaws\.com\/events\//);
    vi.stubEnv('PHOTO_READ_PATH', '/p');
    const site = await presignGet('ABC123', '01HPHOTO', 'thumbnail', at, 'candid-1.jpg');
    expect(site).toBe(`/p${absolute.slice(new URL(absolute).origin.length)}`);
    expect(new URL(site, 'https://site.example').searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a malformed PHOTO_READ_PATH instead of issuing broken links', async () => {
    const { presignGet } = await import('./photo-urls.js');
    vi.stubEnv('PHOTO_READ_PATH', 'p/');
    await expect(presignGet('ABC123', '01HPHOTO', 'thumbnail', at)).rejects.toThrow(/PHOTO_READ_PATH/);
  });
});
