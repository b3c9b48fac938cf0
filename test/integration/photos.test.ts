import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { MeResponse, SessionResponse } from '../../shared/schemas/participants.js';
import type { ConfirmPhotoResponse, GalleryPage, PhotoSlotResponse } from '../../shared/schemas/photos.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call as at, SAMPLE_FILES as FILES } from '../support/flows.js';
import { fakeJpeg } from '../support/jpeg.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';

type Res = { statusCode?: number; body?: string };
type Handler = (e: ReturnType<typeof apiEvent>) => Promise<Res>;
const load = async (path: string): Promise<Handler> => ((await import(path)) as { handler: Handler }).handler;

let h: Record<'create' | 'get' | 'join' | 'me' | 'start' | 'end' | 'kick' | 'slot' | 'confirm' | 'release' | 'list' | 'delete', Handler>;
let releaseJob: () => Promise<{ released: number }>;
let setClockOffset: (ms: number) => void;

beforeAll(async () => {
  h = {
    create: await load('../../functions/http/events/create.js'),
    get: await load('../../functions/http/events/get.js'),
    join: await load('../../functions/http/events/join.js'),
    me: await load('../../functions/http/events/me.js'),
    start: await load('../../functions/http/events/start.js'),
    end: await load('../../functions/http/events/end.js'),
    kick: await load('../../functions/http/participants/kick.js'),
    slot: await load('../../functions/http/photos/request-slot.js'),
    confirm: await load('../../functions/http/photos/confirm.js'),
    release: await load('../../functions/http/photos/release-slot.js'),
    list: await load('../../functions/http/photos/list.js'),
    delete: await load('../../functions/http/moderation/delete.js'),
  };
  releaseJob = ((await import('../../functions/jobs/release-stale-slots.js')) as { handler: () => Promise<{ released: number }> }).handler;
  setClockOffset = ((await import('../../functions/core/clock.js')) as { setClockOffset: (ms: number) => void }).setClockOffset;
});


const setup = async (patch: Record<string, unknown> = {}) => {
  const created = parseBody(await h.create(apiEvent({ method: 'POST', body: { title: 'Photos', organizerName: 'Ana', ...patch } }))) as CreateEventResponse;
  const guest = parseBody(await h.join(at(created.event.code, undefined, {}, { method: 'POST', body: { name: 'Guest One' } }))) as SessionResponse;
  return { ...created, guest };
};

type Files = Record<keyof typeof FILES, Uint8Array<ArrayBuffer>>;
const sizes = (f: Files) => ({ files: { polaroid: { size: f.polaroid.length }, raw: { size: f.raw.length }, thumbnail: { size: f.thumbnail.length } } });

const requestSlot = (code: string, token: string, f: Files = FILES, clientId?: string) =>
  h.slot(at(code, token, {}, { method: 'POST', body: { ...sizes(f), ...(clientId ? { clientId } : {}) } }));
const release = (code: string, token: string, photoId: string) => h.release(at(code, token, { photoId }, { method: 'DELETE' }));
const put = (url: string, body: Uint8Array<ArrayBuffer>, type = 'image/jpeg') => fetch(url, { method: 'PUT', body, headers: { 'content-type': type } });
const uploadAll = async (slot: PhotoSlotResponse, f: Files = FILES) => {
  for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
    const res = await put(slot.uploads[kind].url, f[kind]);
    expect(res.status, `${kind} PUT`).toBe(200);
  }
};
const confirm = (code: string, token: string, photoId: string) => h.confirm(at(code, token, { photoId }, { method: 'POST' }));
const me = async (code: string, token: string) => parseBody(await h.me(at(code, token))) as MeResponse;
const event = async (code: string) => parseBody(await h.get(at(code))) as EventView;

describe('upload a photo', () => {
  it('slot → direct PUTs → confirm records the photo, visible in All and My Photos', async () => {
    const { event: ev, guest } = await setup();
    const slotRes = await requestSlot(ev.code, guest.token);
    expect(slotRes.statusCode).toBe(201);
    const slot = parseBody(slotRes) as PhotoSlotResponse;
    // Upload URLs are short-lived: at most 15 minutes (they are 5).
    for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
      const expires = Number(new URL(slot.uploads[kind].url).searchParams.get('X-Amz-Expires'));
      expect(expires).toBeGreaterThan(0);
      expect(expires).toBeLessThanOrEqual(15 * 60);
    }
    await uploadAll(slot);
    const confirmed = await confirm(ev.code, guest.token, slot.photoId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { photo } = parseBody(confirmed) as ConfirmPhotoResponse;
    expect(photo).toMatchObject({ id: slot.photoId, uploaderName: 'Guest One', width: 1080, height: 1080, size: FILES.polaroid.length });

    const thumb = await fetch(photo.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(FILES.thumbnail);
    const download = await fetch(photo.downloadUrl);
    expect(download.headers.get('content-disposition')).toContain(photo.fileName);

    for (const mine of ['true', 'false']) {
      const page = parseBody(await h.list(at(ev.code, guest.token, {}, { query: { mine } }))) as GalleryPage;
      expect(page.photos.map((p) => p.id)).toEqual([slot.photoId]);
    }
    expect((await event(ev.code)).photoCount).toBe(1);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
  });

  it('quota 10: 25 concurrent slot requests give exactly 10 slots, and exactly 10 photos get recorded', async () => {
    const { event: ev, guest } = await setup({ maxPhotosPerUser: 10 });
    const results = await Promise.all(Array.from({ length: 25 }, () => requestSlot(ev.code, guest.token)));
    const granted = results.filter((r) => r.statusCode === 201).map((r) => parseBody(r) as PhotoSlotResponse);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(15);
    expect(parseBody(refused[0] ?? {})).toEqual({ error: { code: 'PHOTO_QUOTA_REACHED', message: messages.PHOTO_QUOTA_REACHED } });

    await Promise.all(granted.map((s) => uploadAll(s)));
    // Every slot confirmed twice, concurrently: still exactly one photo per slot.
    const confirms = await Promise.all(granted.flatMap((s) => [confirm(ev.code, guest.token, s.photoId), confirm(ev.code, guest.token, s.photoId)]));
    expect(confirms.every((r) => r.statusCode === 200)).toBe(true);
    const page = parseBody(await h.list(at(ev.code, guest.token, {}, { query: { limit: '60' } }))) as GalleryPage;
    expect(page.photos).toHaveLength(10);
    expect((await event(ev.code)).photoCount).toBe(10);
    expect((await requestSlot(ev.code, guest.token)).statusCode).toBe(409);
  });

  it('reusing a presigned URL or confirming again adds nothing', async () => {
    const { event: ev, guest } = await setup();
    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    await uploadAll(slot);
    expect((await confirm(ev.code, guest.token, slot.photoId)).statusCode).toBe(200);
    await put(slot.uploads.polaroid.url, FILES.polaroid);
    expect((await confirm(ev.code, guest.token, slot.photoId)).statusCode).toBe(200);
    expect((await event(ev.code)).photoCount).toBe(1);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
  });

  it('the local S3 refuses an upload of the wrong size or type', async () => {
    const { event: ev, guest } = await setup();
    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    expect((await put(slot.uploads.polaroid.url, fakeJpeg(1080, 1080, 60_001))).status).toBe(403);
    expect((await put(slot.uploads.polaroid.url, FILES.polaroid, 'image/png')).status).toBe(403);
  });

  it('a non-JPEG or too-large image is refused at confirm, and the photo is given back', async () => {
    const { event: ev, guest } = await setup();
    const notJpeg = { ...FILES, polaroid: new Uint8Array(FILES.polaroid.length).fill(0x41) };
    const s1 = parseBody(await requestSlot(ev.code, guest.token, notJpeg)) as PhotoSlotResponse;
    await uploadAll(s1, notJpeg);
    const r1 = await confirm(ev.code, guest.token, s1.photoId);
    expect(r1.statusCode).toBe(400);
    expect(parseBody(r1)).toEqual({ error: { code: 'PHOTO_INVALID', message: messages.PHOTO_INVALID } });
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(0);

    const huge = { ...FILES, thumbnail: fakeJpeg(5000, 5000, 20_000) };
    const s2 = parseBody(await requestSlot(ev.code, guest.token, huge)) as PhotoSlotResponse;
    await uploadAll(s2, huge);
    expect((await confirm(ev.code, guest.token, s2.photoId)).statusCode).toBe(400);
    expect((await event(ev.code)).photoCount).toBe(0);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(0);
  });

  it('refuses oversized declarations, confirms before upload, and photos after the event ended', async () => {
    const { event: ev, guest, creatorToken } = await setup();
    const big = await h.slot(at(ev.code, guest.token, {}, { method: 'POST', body: { files: { polaroid: { size: 10_000_000 }, raw: { size: 1000 }, thumbnail: { size: 1000 } } } }));
    expect(big.statusCode).toBe(413);
    expect(parseBody(big)).toEqual({ error: { code: 'PHOTO_TOO_LARGE', message: messages.PHOTO_TOO_LARGE } });
    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    const early = await confirm(ev.code, guest.token, slot.photoId);
    expect(early.statusCode).toBe(409);
    expect(parseBody(early)).toMatchObject({ error: { code: 'UPLOAD_INCOMPLETE' } });
    await h.end(at(ev.code, creatorToken, {}, { method: 'POST' }));
    const late = await requestSlot(ev.code, guest.token);
    expect(parseBody(late)).toEqual({ error: { code: 'PHOTOS_CLOSED', message: messages.PHOTOS_CLOSED } });
  });

  it('refuses photos once the countdown has run out, before the auto-end job has marked the event ended', async () => {
    const { event: ev, guest, creatorToken } = await setup();
    const started = parseBody(await h.start(at(ev.code, creatorToken, {}, { method: 'POST' }))) as EventView;
    const endsAt = Date.parse(started.endsAt ?? '');
    expect(endsAt).toBeGreaterThan(Date.now());
    try {
      setClockOffset(endsAt - Date.now() - 5_000);
      expect((await requestSlot(ev.code, guest.token)).statusCode).toBe(201);
      setClockOffset(endsAt - Date.now() + 5_000);
      expect((parseBody(await h.get(at(ev.code))) as EventView).status).toBe('active');
      expect(parseBody(await requestSlot(ev.code, guest.token))).toEqual({ error: { code: 'PHOTOS_CLOSED', message: messages.PHOTOS_CLOSED } });
    } finally {
      setClockOffset(0);
    }
  });

  it('an unconfirmed slot is given back by the job; a kicked guest cannot confirm', async () => {
    const { event: ev, guest, creatorToken } = await setup();
    const stale = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
    try {
      setClockOffset(16 * 60_000);
      expect((await releaseJob()).released).toBeGreaterThanOrEqual(1);
      expect((await releaseJob()).released).toBe(0);
    } finally {
      setClockOffset(0);
    }
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(0);
    const gone = await confirm(ev.code, guest.token, stale.photoId);
    expect(parseBody(gone)).toMatchObject({ error: { code: 'UPLOAD_EXPIRED' } });

    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    await uploadAll(slot);
    await h.kick(at(ev.code, creatorToken, { participantId: guest.participant.id }, { method: 'POST' }));
    const kicked = await confirm(ev.code, guest.token, slot.photoId);
    expect(kicked.statusCode).toBe(403);
    expect((await event(ev.code)).photoCount).toBe(0);
  });
});

describe('an upload cut off and retried (issue #11 item 8)', () => {
  it('5 concurrent slot requests with the same client id take one unit and get the same slot, with fresh URLs', async () => {
    const { event: ev, guest } = await setup();
    const clientId = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => requestSlot(ev.code, guest.token, FILES, clientId)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const slots = results.map((r) => parseBody(r) as PhotoSlotResponse);
    expect(new Set(slots.map((s) => s.photoId)).size).toBe(1);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
    // Asked again later: still the same slot, and its URLs work.
    const again = parseBody(await requestSlot(ev.code, guest.token, FILES, clientId)) as PhotoSlotResponse;
    expect(again.photoId).toBe(slots[0]?.photoId);
    await uploadAll(again);
    expect((await confirm(ev.code, guest.token, again.photoId)).statusCode).toBe(200);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
    // Once recorded, the id says so instead of taking a second unit.
    const done = await requestSlot(ev.code, guest.token, FILES, clientId);
    expect(done.statusCode).toBe(409);
    expect(parseBody(done)).toMatchObject({ error: { code: 'PHOTO_ALREADY_RECORDED' } });
    // The id is the device's: another guest with the same id gets a slot of their own.
    const other = parseBody(await h.join(at(ev.code, undefined, {}, { method: 'POST', body: { name: 'Other Guest' } }))) as SessionResponse;
    const theirs = parseBody(await requestSlot(ev.code, other.token, FILES, clientId)) as PhotoSlotResponse;
    expect(theirs.photoId).not.toBe(again.photoId);
  });

  it('an id whose photo was recorded and then deleted is still done (409 PHOTO_ALREADY_RECORDED), never a 500 or a second unit', async () => {
    const { event: ev, guest } = await setup();
    const clientId = crypto.randomUUID();
    const slot = parseBody(await requestSlot(ev.code, guest.token, FILES, clientId)) as PhotoSlotResponse;
    await uploadAll(slot);
    expect((await confirm(ev.code, guest.token, slot.photoId)).statusCode).toBe(200);
    expect((await h.delete(at(ev.code, guest.token, { photoId: slot.photoId }, { method: 'DELETE' }))).statusCode).toBe(204);
    // A second tab (or a late retry) still holding the photo sends it again under the same id.
    const res = await requestSlot(ev.code, guest.token, FILES, clientId);
    expect([res.statusCode, parseBody(res)]).toEqual([409, { error: { code: 'PHOTO_ALREADY_RECORDED', message: messages.PHOTO_ALREADY_RECORDED } }]);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
  });

  it('the same queued photo: its slot request and confirm sent 5 times at once take one unit and record one photo', async () => {
    const { event: ev, guest } = await setup();
    const clientId = crypto.randomUUID();
    // The files went up once (the device's first try), then every answer was lost and the device tried again.
    await uploadAll(parseBody(await requestSlot(ev.code, guest.token, FILES, clientId)) as PhotoSlotResponse);
    const sendOnce = async () => {
      const res = await requestSlot(ev.code, guest.token, FILES, clientId);
      // A copy whose slot request comes after another copy's confirm is told the photo is recorded.
      if (res.statusCode === 409) return (parseBody(res) as { error: { code: string } }).error.code;
      const slot = parseBody(res) as PhotoSlotResponse;
      const confirmed = await confirm(ev.code, guest.token, slot.photoId);
      return confirmed.statusCode === 200 ? 'OK' : (parseBody(confirmed) as { error: { code: string } }).error.code;
    };
    const outcomes = await Promise.all(Array.from({ length: 5 }, sendOnce));
    for (const outcome of outcomes) expect(['OK', 'PHOTO_ALREADY_RECORDED']).toContain(outcome);
    expect(outcomes).toContain('OK');
    const page = parseBody(await h.list(at(ev.code, guest.token))) as GalleryPage;
    expect(page.photos).toHaveLength(1);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
    expect((await event(ev.code)).photoCount).toBe(1);
  });

  it('refuses a malformed client id, and the same id with other files', async () => {
    const { event: ev, guest } = await setup();
    expect((await requestSlot(ev.code, guest.token, FILES, 'not-an-id')).statusCode).toBe(400);
    const clientId = crypto.randomUUID();
    expect((await requestSlot(ev.code, guest.token, FILES, clientId)).statusCode).toBe(201);
    const other = { ...FILES, thumbnail: fakeJpeg(480, 480, 21_000) };
    const res = await requestSlot(ev.code, guest.token, other, clientId);
    expect(res.statusCode).toBe(409);
    expect(parseBody(res)).toMatchObject({ error: { code: 'UPLOAD_ID_IN_USE' } });
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
  });

  it('the device releases its abandoned slot: the unit comes back at once, only its own, idempotently', async () => {
    const { event: ev, guest } = await setup({ maxPhotosPerUser: 1 });
    const clientId = crypto.randomUUID();
    const slot = parseBody(await requestSlot(ev.code, guest.token, FILES, clientId)) as PhotoSlotResponse;
    await put(slot.uploads.polaroid.url, FILES.polaroid);
    expect((await requestSlot(ev.code, guest.token)).statusCode).toBe(409);

    const other = parseBody(await h.join(at(ev.code, undefined, {}, { method: 'POST', body: { name: 'Other Guest' } }))) as SessionResponse;
    expect((await release(ev.code, other.token, slot.photoId)).statusCode).toBe(403);

    expect((await release(ev.code, guest.token, slot.photoId)).statusCode).toBe(204);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(0);
    expect((await release(ev.code, guest.token, slot.photoId)).statusCode).toBe(204);
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(0);
    expect(parseBody(await confirm(ev.code, guest.token, slot.photoId))).toMatchObject({ error: { code: 'UPLOAD_EXPIRED' } });

    // The same device id after a release takes a new slot (the unit was given back).
    const fresh = parseBody(await requestSlot(ev.code, guest.token, FILES, clientId)) as PhotoSlotResponse;
    expect(fresh.photoId).not.toBe(slot.photoId);
    await uploadAll(fresh);
    expect((await confirm(ev.code, guest.token, fresh.photoId)).statusCode).toBe(200);
    const late = await release(ev.code, guest.token, fresh.photoId);
    expect(late.statusCode).toBe(409);
    expect(parseBody(late)).toMatchObject({ error: { code: 'PHOTO_ALREADY_RECORDED' } });
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(1);
    expect((await event(ev.code)).photoCount).toBe(1);
  });

  it('a release and a concurrent confirm never both win', async () => {
    const { event: ev, guest } = await setup({ maxPhotosPerUser: 20 });
    const outcomes = { released: 0, confirmed: 0 };
    for (let i = 0; i < 6; i++) {
      const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
      await uploadAll(slot);
      const [r, c] = await Promise.all([release(ev.code, guest.token, slot.photoId), confirm(ev.code, guest.token, slot.photoId)]);
      if (r.statusCode === 204) {
        expect(c.statusCode, c.body).toBe(404);
        outcomes.released++;
      } else {
        expect(r.statusCode, r.body).toBe(409);
        expect(c.statusCode, c.body).toBe(200);
        outcomes.confirmed++;
      }
    }
    expect((await me(ev.code, guest.token)).participant.photosTaken).toBe(outcomes.confirmed);
    expect((await event(ev.code)).photoCount).toBe(outcomes.confirmed);
    const page = parseBody(await h.list(at(ev.code, guest.token, {}, { query: { limit: '60' } }))) as GalleryPage;
    expect(page.photos).toHaveLength(outcomes.confirmed);
  });
});

describe('a confirmed photo cannot be swapped (issue #11 item 14)', () => {
  it('a PUT with the still-valid URL after confirm does not change what the gallery serves', async () => {
    const { event: ev, guest } = await setup();
    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    await uploadAll(slot);
    const { photo } = parseBody(await confirm(ev.code, guest.token, slot.photoId)) as ConfirmPhotoResponse;

    const swapped = { ...FILES, polaroid: fakeJpeg(1000, 1000, FILES.polaroid.length), thumbnail: fakeJpeg(400, 400, FILES.thumbnail.length) };
    // Through the S3 guard, signature and all: the URL is still valid, so storage takes the bytes…
    expect((await put(slot.uploads.polaroid.url, swapped.polaroid)).status).toBe(200);
    expect((await put(slot.uploads.thumbnail.url, swapped.thumbnail)).status).toBe(200);
    expect((await confirm(ev.code, guest.token, slot.photoId)).statusCode).toBe(200);

    // …but not where galleries read: every URL still serves the checked bytes.
    const page = parseBody(await h.list(at(ev.code, guest.token))) as GalleryPage;
    const listed = page.photos.find((p) => p.id === slot.photoId);
    for (const p of [photo, listed]) {
      expect(new Uint8Array(await (await fetch(p?.url ?? '')).arrayBuffer())).toEqual(FILES.polaroid);
      expect(new Uint8Array(await (await fetch(p?.thumbnailUrl ?? '')).arrayBuffer())).toEqual(FILES.thumbnail);
    }
    expect(listed).toMatchObject({ width: 1080, height: 1080 });
  });

  it('while another confirm copies other files, confirm waits its turn (409) instead of mixing them; a dead claim expires', async () => {
    const { event: ev, guest } = await setup();
    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    await uploadAll(slot);
    // What a concurrent confirm that checked other bytes (a re-upload in between) leaves on the slot.
    await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { PK: `EVENT#${ev.code}`, SK: `SLOT#${slot.photoId}` },
        UpdateExpression: 'SET copyEtags = :e, copyClaimedAt = :t',
        ExpressionAttributeValues: { ':e': '"other","other","other"', ':t': new Date().toISOString() },
      }),
    );
    const busy = await confirm(ev.code, guest.token, slot.photoId);
    expect(busy.statusCode).toBe(409);
    expect(parseBody(busy)).toMatchObject({ error: { code: 'UPLOAD_INCOMPLETE' } });
    expect((await event(ev.code)).photoCount).toBe(0);
    try {
      setClockOffset(2 * 60_000);
      expect((await confirm(ev.code, guest.token, slot.photoId)).statusCode).toBe(200);
    } finally {
      setClockOffset(0);
    }
  });

  it('uploads go to staging keys, which the slot route can write and galleries never read', async () => {
    const { event: ev, guest } = await setup();
    const slot = parseBody(await requestSlot(ev.code, guest.token)) as PhotoSlotResponse;
    for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
      expect(new URL(slot.uploads[kind].url).pathname).toMatch(new RegExp(`/staging/events/${ev.code}/${slot.photoId}/${kind}\\.jpg$`));
    }
  });
});

describe('gallery expiry', () => {
  it('after 5 days the event reports its gallery expired and photos are no longer listed', async () => {
    const { event: ev, guest } = await setup();
    expect((await event(ev.code)).galleryExpired).toBe(false);
    try {
      setClockOffset(5 * 86_400_000 + 60_000);
      expect((await event(ev.code)).galleryExpired).toBe(true);
      const res = await h.list(at(ev.code, guest.token));
      expect(res.statusCode).toBe(410);
      expect(parseBody(res)).toEqual({ error: { code: 'GALLERY_EXPIRED', message: messages.GALLERY_EXPIRED } });
    } finally {
      setClockOffset(0);
    }
    expect((await h.list(at(ev.code, guest.token))).statusCode).toBe(200);
  });

  it('after expiry the organizer still lists the photos (to choose prints on the purchase screen); guests get 410', async () => {
    const { event: ev, creatorToken, guest } = await setup();
    const organizer = parseBody(await h.join(at(ev.code, creatorToken, {}, { method: 'POST', body: { name: 'Ana' } }))) as SessionResponse;
    try {
      setClockOffset(5 * 86_400_000 + 60_000);
      expect((await h.list(at(ev.code, organizer.token))).statusCode).toBe(200);
      expect((await h.list(at(ev.code, guest.token))).statusCode).toBe(410);
    } finally {
      setClockOffset(0);
    }
  });
});

describe('photo isolation', () => {
  it('a guest of another event cannot list, request, or confirm; another guest cannot confirm my slot', async () => {
    const a = await setup();
    const b = await setup();
    const slot = parseBody(await requestSlot(a.event.code, a.guest.token)) as PhotoSlotResponse;
    await uploadAll(slot);
    expect((await h.list(at(a.event.code, b.guest.token))).statusCode).toBe(403);
    expect((await requestSlot(a.event.code, b.guest.token)).statusCode).toBe(403);
    expect((await confirm(a.event.code, b.guest.token, slot.photoId)).statusCode).toBe(403);
    const other = parseBody(await h.join(at(a.event.code, undefined, {}, { method: 'POST', body: { name: 'Other Guest' } }))) as SessionResponse;
    expect((await confirm(a.event.code, other.token, slot.photoId)).statusCode).toBe(403);
    expect((await h.list(at(a.event.code))).statusCode).toBe(401);
  });

  it('refuses a cursor that points into another event', async () => {
    const a = await setup();
    const b = await setup();
    const foreign = Buffer.from(JSON.stringify({ PK: `EVENT#${b.event.code}`, SK: 'PHOTO#01ZZZZZZZZZZZZZZZZZZZZZZZZ' })).toString('base64url');
    const res = await h.list(at(a.event.code, a.guest.token, {}, { query: { cursor: foreign } }));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toMatchObject({ error: { code: 'INVALID_CURSOR' } });
  });
});
