import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, jsonResponse, photoView } from '../../testing/fixtures';
import {
  UploadFailure,
  uploadFailureMessage,
  uploadPhoto,
  UPLOAD_RETRY_DELAY_MS,
  type UploadProgress,
} from './uploadPhoto';
import { memoryQueueStore } from './photoQueue';
import { uploadQueuedWith } from './uploadQueued';

const PHOTO_ID = '01J00000000000000000000001';
const files = {
  polaroid: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
  raw: new Blob([new Uint8Array(3000)], { type: 'image/jpeg' }),
  thumbnail: new Blob([new Uint8Array(200)], { type: 'image/jpeg' }),
};
const put = (kind: string) => ({ url: `https://bucket.example/${kind}?sig=1`, headers: { 'content-type': 'image/jpeg' } });
const slot = () =>
  jsonResponse(201, { photoId: PHOTO_ID, uploads: { polaroid: put('polaroid'), raw: put('raw'), thumbnail: put('thumbnail') }, expiresAt: '2025-06-01T12:15:00.000Z' });
const confirmed = () => jsonResponse(200, { photo: photoView({ id: PHOTO_ID }) });

type Answer = Response | Error;
/** fetch by "METHOD url-path" with a queue of answers per key (the last one repeats). */
function stubFetch(routes: Record<string, Answer[]>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.host === 'localhost' ? url.pathname : `${url.host}${url.pathname}`}`;
    const queue = routes[key];
    if (!queue?.length) return jsonResponse(599, { error: { code: 'UNEXPECTED', message: key } });
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (mock: ReturnType<typeof stubFetch>, key: string) =>
  mock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.host === 'localhost' ? url.pathname : `${url.host}${url.pathname}`}` === key;
  });

const SLOT = 'POST /api/events/ABC123/photos';
const CONFIRM = `POST /api/events/ABC123/photos/${PHOTO_ID}/confirm`;
const RELEASE = `DELETE /api/events/ABC123/photos/slots/${PHOTO_ID}`;
const PUTS = ['PUT bucket.example/polaroid', 'PUT bucket.example/raw', 'PUT bucket.example/thumbnail'];
const ok = () => new Response(null, { status: 200 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadPhoto', () => {
  it('asks for a slot with the exact sizes, PUTs the three files with the signed type, then confirms', async () => {
    const api = stubFetch({ [SLOT]: [slot()], [PUTS[0]!]: [ok()], [PUTS[1]!]: [ok()], [PUTS[2]!]: [ok()], [CONFIRM]: [confirmed()] });
    const progress: UploadProgress[] = [];
    const photo = await uploadPhoto({ code: 'ABC123', token: 'tok', files, onProgress: (p) => progress.push(p) });
    expect(photo.id).toBe(PHOTO_ID);

    const [slotCall] = calls(api, SLOT);
    expect(JSON.parse(String(slotCall![1]?.body))).toEqual({
      files: { polaroid: { size: 1000 }, raw: { size: 3000 }, thumbnail: { size: 200 } },
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((slotCall![1]?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    for (const key of PUTS) {
      const [call] = calls(api, key);
      expect(call![1]?.headers).toEqual({ 'content-type': 'image/jpeg' });
      expect(call![1]?.body).toBeInstanceOf(Blob);
    }
    expect(calls(api, PUTS[1]!)[0]![1]?.body).toBe(files.raw);
    expect(progress.at(-1)).toEqual({ phase: 'uploading', filesDone: 3, filesTotal: 3 });
  });

  it('retries network failures and 503 up to 2 times, 2 s apart, saying "Upload failed, retrying", without a second slot', async () => {
    const api = stubFetch({
      [SLOT]: [slot()],
      [PUTS[0]!]: [new TypeError('Failed to fetch'), new Response('busy', { status: 503, statusText: 'Slow Down' }), ok()],
      [PUTS[1]!]: [ok()],
      [PUTS[2]!]: [ok()],
      [CONFIRM]: [confirmed()],
    });
    const progress: UploadProgress[] = [];
    const done = uploadPhoto({ code: 'ABC123', token: 'tok', files, onProgress: (p) => progress.push(p) });
    await vi.advanceTimersByTimeAsync(0);
    expect(progress.at(-1)).toEqual({ phase: 'retrying', retry: 1 });
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS - 1);
    expect(calls(api, PUTS[0]!)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls(api, PUTS[0]!)).toHaveLength(2);
    expect(progress.at(-1)).toEqual({ phase: 'retrying', retry: 2 });
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS);
    await expect(done).resolves.toMatchObject({ id: PHOTO_ID });
    // One slot (one unit of quota); the files already stored were not sent again.
    expect(calls(api, SLOT)).toHaveLength(1);
    expect(calls(api, PUTS[1]!)).toHaveLength(1);
    expect(calls(api, PUTS[0]!)).toHaveLength(3);
  });

  it('a retry waiting out its 2 s goes at once when the device comes back online', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const api = stubFetch({ [SLOT]: [new TypeError('Failed to fetch'), slot()], [PUTS[0]!]: [ok()], [PUTS[1]!]: [ok()], [PUTS[2]!]: [ok()], [CONFIRM]: [confirmed()] });
    const done = uploadPhoto({ code: 'ABC123', token: 'tok', files });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls(api, SLOT)).toHaveLength(1);
    page.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(api, SLOT)).toHaveLength(2);
    await expect(done).resolves.toMatchObject({ id: PHOTO_ID });
  });

  it('gives up after the second retry with the last failure', async () => {
    const api = stubFetch({ [SLOT]: [errorResponse(503, 'SERVICE_BUSY', messages.SERVICE_BUSY)] });
    const done = uploadPhoto({ code: 'ABC123', token: 'tok', files });
    const failure = expect(done).rejects.toBeInstanceOf(UploadFailure);
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 2);
    await failure;
    await expect(done).rejects.toMatchObject({ status: 503, serverText: messages.SERVICE_BUSY });
    expect(calls(api, SLOT)).toHaveLength(3);
  });

  it.each([
    [400, 'PHOTO_INVALID', messages.PHOTO_INVALID],
    [413, 'PHOTO_TOO_LARGE', messages.PHOTO_TOO_LARGE],
    [409, 'PHOTO_QUOTA_REACHED', messages.PHOTO_QUOTA_REACHED],
    [409, 'PHOTOS_CLOSED', messages.PHOTOS_CLOSED],
    [403, 'KICKED', messages.KICKED],
  ])('a %i %s is not retried', async (status, code, message) => {
    const api = stubFetch({ [SLOT]: [errorResponse(status, code, message)] });
    const error = await uploadPhoto({ code: 'ABC123', token: 'tok', files }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadFailure);
    expect(uploadFailureMessage(error as UploadFailure)).toBe(message);
    expect(calls(api, SLOT)).toHaveLength(1);
  });

  it('PUT URLs that expired while the phone slept (403) are signed again: the same slot is asked for again, then the photo is recorded', async () => {
    const api = stubFetch({
      [SLOT]: [slot(), slot()],
      [PUTS[0]!]: [new Response('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>', { status: 403, statusText: 'Forbidden' }), ok()],
      [PUTS[1]!]: [ok()],
      [PUTS[2]!]: [ok()],
      [CONFIRM]: [confirmed()],
    });
    const slots: string[] = [];
    await expect(uploadPhoto({ code: 'ABC123', token: 'tok', files, keepSlot: true, onSlot: (id) => slots.push(id) })).resolves.toMatchObject({ id: PHOTO_ID });
    const ids = calls(api, SLOT).map(([, init]) => (JSON.parse(String(init?.body)) as { clientId: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    // The files storage already had under this slot are not sent again.
    expect(calls(api, PUTS[1]!)).toHaveLength(1);
    expect(calls(api, PUTS[0]!)).toHaveLength(2);
    expect(calls(api, RELEASE)).toHaveLength(0);
  });

  it('a PUT refused again with fresh URLs fails with "Upload failed: {status} {statusText}" and gives the slot back', async () => {
    const api = stubFetch({
      [SLOT]: [slot()],
      [PUTS[0]!]: [new Response('<Error/>', { status: 403, statusText: 'Forbidden' })],
      [PUTS[1]!]: [ok()],
      [PUTS[2]!]: [ok()],
      [RELEASE]: [new Response(null, { status: 204 })],
    });
    const error = (await uploadPhoto({ code: 'ABC123', token: 'tok', files }).catch((e: unknown) => e)) as UploadFailure;
    expect(uploadFailureMessage(error)).toBe('Upload failed: 403 Forbidden');
    expect(calls(api, SLOT)).toHaveLength(2);
    expect(calls(api, RELEASE)).toHaveLength(1);
  });

  it('a slot released before its confirm (404 UPLOAD_EXPIRED: it outlived its 15 minutes) is asked for again: the files go to the new slot', async () => {
    const NEW_ID = '01J00000000000000000000002';
    const newPut = (kind: string) => ({ url: `https://bucket.example/new-${kind}?sig=1`, headers: { 'content-type': 'image/jpeg' } });
    const api = stubFetch({
      [SLOT]: [
        slot(),
        jsonResponse(201, { photoId: NEW_ID, uploads: { polaroid: newPut('polaroid'), raw: newPut('raw'), thumbnail: newPut('thumbnail') }, expiresAt: '2025-06-01T12:40:00.000Z' }),
      ],
      ...Object.fromEntries(PUTS.map((k) => [k, [ok()]])),
      ...Object.fromEntries(['polaroid', 'raw', 'thumbnail'].map((k) => [`PUT bucket.example/new-${k}`, [ok()]])),
      [CONFIRM]: [errorResponse(404, 'UPLOAD_EXPIRED', messages.UPLOAD_EXPIRED)],
      [`POST /api/events/ABC123/photos/${NEW_ID}/confirm`]: [jsonResponse(200, { photo: photoView({ id: NEW_ID }) })],
    });
    const slots: string[] = [];
    await expect(uploadPhoto({ code: 'ABC123', token: 'tok', files, keepSlot: true, onSlot: (id) => slots.push(id) })).resolves.toMatchObject({ id: NEW_ID });
    expect(slots).toEqual([PHOTO_ID, NEW_ID]);
    const ids = calls(api, SLOT).map(([, init]) => (JSON.parse(String(init?.body)) as { clientId: string }).clientId);
    expect(ids[0]).toBe(ids[1]);
    for (const kind of ['polaroid', 'raw', 'thumbnail']) expect(calls(api, `PUT bucket.example/new-${kind}`)).toHaveLength(1);
  });

  it('retries the slot request with the same client id (a lost answer never takes a second unit)', async () => {
    const api = stubFetch({ [SLOT]: [new TypeError('Failed to fetch'), slot()], [PUTS[0]!]: [ok()], [PUTS[1]!]: [ok()], [PUTS[2]!]: [ok()], [CONFIRM]: [confirmed()] });
    const done = uploadPhoto({ code: 'ABC123', token: 'tok', files });
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS);
    await expect(done).resolves.toMatchObject({ id: PHOTO_ID });
    const ids = calls(api, SLOT).map(([, init]) => (JSON.parse(String(init?.body)) as { clientId: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(calls(api, RELEASE)).toHaveLength(0);
  });

  it('asks confirm again while storage is incomplete (409 UPLOAD_INCOMPLETE)', async () => {
    const api = stubFetch({
      [SLOT]: [slot()],
      [PUTS[0]!]: [ok()],
      [PUTS[1]!]: [ok()],
      [PUTS[2]!]: [ok()],
      [CONFIRM]: [errorResponse(409, 'UPLOAD_INCOMPLETE', messages.UPLOAD_INCOMPLETE), confirmed()],
    });
    const done = uploadPhoto({ code: 'ABC123', token: 'tok', files });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toMatchObject({ id: PHOTO_ID });
    expect(calls(api, CONFIRM)).toHaveLength(2);
    expect(calls(api, SLOT)).toHaveLength(1);
  });

  it('stops without retrying when the caller aborts', async () => {
    stubFetch({ [SLOT]: [new TypeError('Failed to fetch')] });
    const controller = new AbortController();
    const done = uploadPhoto({ code: 'ABC123', token: 'tok', files, signal: controller.signal });
    const rejected = expect(done).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await rejected;
    await expect(done).rejects.not.toBeInstanceOf(UploadFailure);
  });
});

describe('uploadFailureMessage (spec section 8 "Upload")', () => {
  const failure = (status: number, statusText = '', serverText: string | null = null) => new UploadFailure(status, statusText, serverText, null, false);

  it('says the spec texts by status', () => {
    expect(uploadFailureMessage(failure(413, 'Payload Too Large'))).toBe('Photo file too large. Please try taking the photo again with lower quality.');
    expect(uploadFailureMessage(failure(400, 'Bad Request', 'whatever'))).toBe('Invalid photo data. Please try taking the photo again.');
    expect(uploadFailureMessage(failure(409, 'Conflict', 'You have used all your photos for this event.'))).toBe(
      'You have used all your photos for this event.',
    );
    expect(uploadFailureMessage(failure(502, 'Bad Gateway'))).toBe('Upload failed: 502 Bad Gateway');
    expect(uploadFailureMessage(failure(0))).toBe(messages.NETWORK);
  });

  it('a queued photo keeps the filter it was taken with and sends it with its slot request; one kept without sends none', async () => {
    const api = stubFetch({ [SLOT]: [slot()], [PUTS[0]!]: [ok()], [PUTS[1]!]: [ok()], [PUTS[2]!]: [ok()], [CONFIRM]: [confirmed()] });
    const store = memoryQueueStore();
    const base = { eventCode: 'ABC123', participantId: 'p1', createdAt: '2025-06-01T12:00:00.000Z', files };
    await store.put({ ...base, clientId: '11111111-1111-4111-8111-111111111111', filter: 'vintage' });
    await store.put({ ...base, clientId: '22222222-2222-4222-8222-222222222222' });
    const upload = uploadQueuedWith(() => 'tok');
    for (const queued of await store.all()) await upload(queued, () => undefined);
    const bodies = calls(api, SLOT).map(([, init]) => JSON.parse(String(init?.body)) as { clientId: string; filter?: string });
    expect(bodies.map((b) => [b.clientId, b.filter])).toEqual([
      ['11111111-1111-4111-8111-111111111111', 'vintage'],
      ['22222222-2222-4222-8222-222222222222', undefined],
    ]);
  });

  it('a photo kept with a challenge (offline, say) keeps its prompt in the queue and sends it with its slot request (issue #33)', async () => {
    const api = stubFetch({ [SLOT]: [slot()], [PUTS[0]!]: [ok()], [PUTS[1]!]: [ok()], [PUTS[2]!]: [ok()], [CONFIRM]: [confirmed()] });
    const store = memoryQueueStore();
    const base = { eventCode: 'ABC123', participantId: 'p1', createdAt: '2025-06-01T12:00:00.000Z', files };
    await store.put({ ...base, clientId: '33333333-3333-4333-8333-333333333333', promptId: 'first-kiss' });
    await store.put({ ...base, clientId: '44444444-4444-4444-8444-444444444444' });
    const upload = uploadQueuedWith(() => 'tok');
    for (const queued of await store.all()) await upload(queued, () => undefined);
    const bodies = calls(api, SLOT).map(([, init]) => JSON.parse(String(init?.body)) as { clientId: string; promptId?: string });
    expect(bodies.map((b) => [b.clientId, b.promptId])).toEqual([
      ['33333333-3333-4333-8333-333333333333', 'first-kiss'],
      ['44444444-4444-4444-8444-444444444444', undefined],
    ]);
  });
});
