import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import type { Gateway } from '../../infra/local/gateway.js';
import { securityHeaders } from '../../infra/security-headers.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import { fakeJpeg } from '../support/jpeg.js';
import { siteApi } from '../support/site-api.js';
import { useEmulators } from '../support/use-emulators.js';

/**
 * Photo reads on the site's origin (the local stand-in for CloudFront's /p/* behaviour): the API's links are
 * `/p/<presigned path>?<query>`, and the gateway passes them to the S3 emulator, whose guard checks the presign.
 */
const env = useEmulators();
process.env.PHOTO_READ_PATH = '/p'; // as the local stack and infra set it for the handlers
process.env.LOG_LEVEL = 'SILENT';

const headers = securityHeaders({ img: [], connect: [env.AWS_ENDPOINT_URL_S3 ?? ''] });
let gateway: Gateway;
let unreachable: Gateway;

beforeAll(async () => {
  gateway = await startFunctionsGateway({ headers, photos: { path: '/p', upstream: env.AWS_ENDPOINT_URL_S3 ?? '' } });
  // Port 9 (discard) on loopback: nothing listens there.
  unreachable = await startFunctionsGateway({ headers, photos: { path: '/p', upstream: 'http://127.0.0.1:9' } });
});

afterAll(async () => {
  await gateway?.stop();
  await unreachable?.stop();
});

/** An event with one guest photo, uploaded the way the app does it; the gallery page as the API gives it. */
const eventWithPhoto = async () => {
  const { http, uploadPhoto } = siteApi(gateway.url);
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Same origin', organizerName: 'Ana' } });
  const code = created.event.code;
  const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Guest One' } });
  const thumbnail = fakeJpeg(480, 556, 8_000);
  const confirmed = await uploadPhoto(code, guest.token, { polaroid: fakeJpeg(1080, 1250, 40_000), thumbnail });
  const page = await http<GalleryPage>('GET', `/api/events/${code}/photos`, { token: guest.token });
  return { confirmed, page, thumbnail };
};

describe('photo reads through the gateway (/p/*)', () => {
  it('the API links photos on the site origin, and the link answers the JPEG with what a browser needs', async () => {
    const { confirmed, page, thumbnail } = await eventWithPhoto();
    const [photo] = page.photos;
    expect(photo?.id).toBe(confirmed.id);
    for (const link of [photo!.thumbnailUrl, photo!.url, photo!.downloadUrl]) {
      // Path-style locally: /p/<bucket>/events/…, with the presigned query.
      expect(link).toMatch(/^\/p\/candid-photos-local\/events\/[^?]+\.jpg\?.*X-Amz-Signature=[0-9a-f]{64}/);
    }

    const res = await fetch(`${gateway.url}${photo!.thumbnailUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(thumbnail.length));
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('last-modified')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(thumbnail);

    // HEAD reaches the emulator and gets what S3 itself answers (a GET presign does not sign HEAD: 403, no body).
    const direct = `${env.AWS_ENDPOINT_URL_S3 ?? ''}${photo!.thumbnailUrl.slice('/p'.length)}`;
    const head = await fetch(`${gateway.url}${photo!.thumbnailUrl}`, { method: 'HEAD' });
    expect(head.status).toBe((await fetch(direct, { method: 'HEAD' })).status);
    expect(await head.text()).toBe('');

    const download = await fetch(`${gateway.url}${photo!.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${photo!.fileName}"`);
    await download.arrayBuffer();
  });

  it('refuses a tampered signature, a missing one and another method as S3 and CloudFront would', async () => {
    const { page } = await eventWithPhoto();
    const link = page.photos[0]!.url;
    const sig = /X-Amz-Signature=([0-9a-f]{64})/.exec(link)![1]!;
    const tampered = await fetch(`${gateway.url}${link.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`)}`);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    // Another photo's path under the same signature.
    expect((await fetch(`${gateway.url}${link.replace('/polaroid.jpg', '/raw.jpg')}`)).status).toBe(403);
    expect((await fetch(`${gateway.url}${link.split('?')[0]}`)).status).toBe(403);
    expect((await fetch(`${gateway.url}${link}`, { method: 'PUT', body: 'x' })).status).toBe(403);
  });

  it('answers 502 when the emulator cannot be reached', async () => {
    const { page } = await eventWithPhoto();
    const res = await fetch(`${unreachable.url}${page.photos[0]!.thumbnailUrl}`);
    expect(res.status).toBe(502);
  });
});
