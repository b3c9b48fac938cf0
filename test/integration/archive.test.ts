import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { asyncJobs, queueJobs } from '../../functions/routes.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import type { LocalLambdaInvoke } from '../../infra/local/lambda-invoke.js';
import { quote } from '../../shared/pricing/index.js';
import { commerceMessages } from '../../shared/commerce-messages.js';
import type { EventArchiveResponse } from '../../shared/schemas/event-archive.js';
import type { EventView } from '../../shared/schemas/events.js';
import { messages } from '../../shared/messages.js';
import type { CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { readInbox } from '../support/inbox.js';
import { whileSesFails } from '../support/ses-outage.js';
import { counted, installDdbCounter } from '../bench/lib/ddb-counter.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules themselves are imported after useEmulators() set the environment.
import type * as OrderItemModule from '../../functions/core/data/order-item.js';
import type * as TableModule from '../../functions/core/data/table.js';
import type * as RequestModule from '../../functions/core/domain/archive/request-archive-build.js';
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';
import type * as StaffOrdersModule from '../../functions/core/domain/orders/staff-orders.js';
import type * as S3Module from '../../functions/core/s3.js';

/**
 * The raw archive and retention (#16.3, #16.5) against DynamoDB Local and the S3 emulator. This file uses a
 * table of its own: the retention job moves the clock 35 days and deletes every due event's photos it finds,
 * which must never be another test file's events.
 */
const env = useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';
process.env.TABLE_NAME = `candid-archive-${Date.now().toString(36)}`;

const DAY = 86_400_000;
const FUNCTIONS = join(import.meta.dirname, '..', '..', 'functions');

let f: Flows;
let download: Handler;
let createOrder: Handler;
let getEvent: Handler;
let getArchive: Handler;
let getOrder: Handler;
let checkout: Handler;
let lambda: LocalLambdaInvoke;
let setClockOffset: (ms: number) => void;
let work: string;

type Core = {
  transitionOrder: typeof TransitionModule.transitionOrder;
  requestArchiveBuild: typeof RequestModule.requestArchiveBuild;
  getOrderItem: typeof OrderItemModule.getOrderItem;
  staffOrderDetails: typeof StaffOrdersModule.getStaffOrderDetails;
  s3: typeof S3Module.s3;
  photoObjectKey: typeof S3Module.photoObjectKey;
  ddb: typeof TableModule.ddb;
  keys: typeof TableModule.keys;
  retention: () => Promise<{ deleted: { code: string; photos: number }[]; kept: string[]; rescheduled: string[] }>;
};
let core: Core;

beforeAll(async () => {
  const { ensureTable } = await import('../../infra/local/table.js');
  await ensureTable(env.AWS_ENDPOINT_URL_DYNAMODB ?? '', process.env.TABLE_NAME ?? '');
  // Lambda's async Invoke, as the local stack serves it; retries 20 ms apart instead of minutes.
  const { startLocalLambdaInvoke } = await import('../../infra/local/lambda-invoke.js');
  // …and the SQS queue of the archive's part jobs, delivered in-process (redelivered 20 ms apart).
  lambda = await startLocalLambdaInvoke({ loader: createHandlerLoader(FUNCTIONS), jobs: asyncJobs, queues: queueJobs, retryDelaysMs: [20, 20], quiet: true });
  process.env.AWS_ENDPOINT_URL_LAMBDA = lambda.url;
  process.env.AWS_ENDPOINT_URL_SQS = lambda.url;
  process.env.ARCHIVE_PARTS_QUEUE_URL = lambda.queueUrls['archive-parts'];
  process.env.ARCHIVE_JOB_FUNCTION = 'build-archive';

  f = await flows();
  [download, createOrder, getEvent, getArchive, getOrder, checkout] = await Promise.all(['http/downloads/get.js', 'http/orders/create.js', 'http/events/get.js', 'http/archive/get.js', 'http/orders/get.js', 'http/orders/checkout.js'].map(loadHandler)) as [Handler, Handler, Handler, Handler, Handler, Handler];
  await installDdbCounter();
  setClockOffset = (await import('../../functions/core/clock.js')).setClockOffset;
  const [tx, req, orders, s3mod, table, job] = await Promise.all([
    import('../../functions/core/domain/orders/transition-order.js'),
    import('../../functions/core/domain/archive/request-archive-build.js'),
    import('../../functions/core/data/order-item.js'),
    import('../../functions/core/s3.js'),
    import('../../functions/core/data/table.js'),
    import('../../functions/jobs/delete-expired-photos.js'),
  ]);
  core = {
    transitionOrder: tx.transitionOrder,
    requestArchiveBuild: req.requestArchiveBuild,
    getOrderItem: orders.getOrderItem,
    staffOrderDetails: (await import('../../functions/core/domain/orders/staff-orders.js')).getStaffOrderDetails,
    s3: s3mod.s3,
    photoObjectKey: s3mod.photoObjectKey,
    ddb: table.ddb,
    keys: table.keys,
    retention: job.handler,
  };
  work = mkdtempSync(join(tmpdir(), 'candid-archive-'));
});

afterAll(async () => {
  await lambda?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

afterEach(() => setClockOffset(0));

const GUESTS = ['Ana Pop', 'Ion / Ionescu', 'Ana: Pop'];

/** An event with 3 guests and 2 photos each (real uploads through slot → PUT → confirm). */
const eventWithPhotos = async (title = 'Ana & Ion: Nuntă') => {
  const created = await f.createEvent({ title });
  const code = created.event.code;
  const photos: { id: string; guest: string }[] = [];
  for (const name of GUESTS) {
    const s = await f.join(code, name);
    for (let i = 0; i < 2; i++) photos.push({ id: (await f.uploadPhoto(code, s.token)).id, guest: name });
  }
  return { code, creatorToken: created.creatorToken, photos, title };
};

/** POST /api/orders of a raw_archive for the event, by its organizer (priced in RO). */
const placeArchiveOrder = async (code: string, email = 'buyer@example.com', locale?: 'en' | 'ro') => {
  const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
  const q = quote({ kind: 'raw_archive' }, 'RO');
  const body = { orderType: 'post_event', productType: 'raw_archive', eventCode: code, customerInfo: { name: 'Ana Pop', email }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO'), ...(locale ? { locale } : {}) };
  return createOrder(apiEvent({ method: 'POST', body, headers: await organizerBearer(code) }));
};

/** POST /api/orders/{id}/checkout with the order's token. */
const checkoutOf = (orderId: string, token: string) => checkout(apiEvent({ method: 'POST', pathParameters: { id: orderId }, headers: { 'x-order-token': token } }));

/** A paid raw_archive order for the event (the webhook's part, pending → processing, done directly). */
const paidArchiveOrder = async (code: string, email = 'buyer@example.com', locale?: 'en' | 'ro') => {
  const { order, accessToken } = ok<CreateOrderResponse>(await placeArchiveOrder(code, email, locale), 201);
  await core.transitionOrder({ orderId: order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
  return { ...order, accessToken };
};

const tokenOf = (downloadUrl: string): string => downloadUrl.split('/api/downloads/')[1] ?? '';
const callDownload = (token: string) => download(apiEvent({ path: `/api/downloads/${token}`, pathParameters: { token } }));

/** Follows the download link: the 302, then the presigned GET; the ZIP's entry names (unzip -Z1) and headers. */
const fetchZip = async (token: string) => {
  const res = await callDownload(token);
  expect(res.statusCode, res.body).toBe(302);
  const location = (res as { headers?: Record<string, string> }).headers?.location ?? '';
  const got = await fetch(location);
  expect(got.status).toBe(200);
  const file = join(work, `${token.slice(0, 8)}-${Date.now()}.zip`);
  writeFileSync(file, Buffer.from(await got.arrayBuffer()));
  execFileSync('unzip', ['-tq', file]); // every entry's CRC checks out
  const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
  return { file, entries, disposition: got.headers.get('content-disposition') ?? '', type: got.headers.get('content-type') ?? '', location };
};

describe('raw archive', () => {
  it('builds one ZIP of the raw photos in per-guest folders (polaroids in their own), completes the order and mails the link', async () => {
    const ev = await eventWithPhotos();
    const order = await paidArchiveOrder(ev.code, 'archive.one@example.com');
    expect(await core.requestArchiveBuild(order.id)).toEqual({ requested: true });
    await lambda.idle();

    const done = await core.getOrderItem(order.id);
    expect(done?.status).toBe('completed');
    expect(done?.downloadUrl).toMatch(/^http:\/\/localhost:3000\/api\/downloads\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(done?.downloadExpiresAt ?? '') - Date.now()).toBeGreaterThan(364 * DAY);

    const zip = await fetchZip(tokenOf(done?.downloadUrl ?? ''));
    const raw = zip.entries.filter((e) => !e.startsWith('Polaroids/'));
    const polaroids = zip.entries.filter((e) => e.startsWith('Polaroids/'));
    expect(raw).toHaveLength(6);
    expect(polaroids).toHaveLength(6);
    // One folder per guest: names made safe ("/" and ":" cannot be in a folder name) and unique ("Ana: Pop" → "Ana Pop (2)").
    const folders = [...new Set(raw.map((e) => e.split('/')[0]))].sort();
    expect(folders).toEqual(['Ana Pop', 'Ana Pop (2)', 'Ion Ionescu']);
    for (const e of raw) expect(e).toMatch(/^[^/]+\/[^/]+ \d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2} [0-9a-z]{8}\.jpg$/);
    for (const p of ev.photos) expect(raw.some((e) => e.endsWith(`${p.id.slice(-8).toLowerCase()}.jpg`))).toBe(true);
    // ":" is not allowed in a file name on Windows; "ă" only in the RFC 5987 form, "_" in the ASCII fallback.
    expect(zip.disposition).toContain('attachment; filename="Ana & Ion Nunt_-raw.zip"');
    expect(zip.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Ana & Ion Nuntă-raw.zip')}`);
    expect(zip.type).toBe('application/zip');
    expect(new URL(zip.location).searchParams.get('X-Amz-Expires')).toBe('900');

    const mail = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', 'archive.one@example.com')).filter((m) => m.subject.includes('ready to download'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body.text).toContain(done?.downloadUrl ?? 'missing');
  });

  it('lists each photo with its challenge in Challenges.csv (issue #33): the raw file, the guest, the time, the challenge (a built-in in English, a typed one as typed)', async () => {
    const created = await f.createEvent({ title: 'Challenge Archive' });
    const code = created.event.code;
    const ana = await f.join(code, 'Ana', created.creatorToken);
    const { setChallenges } = await import('../../functions/core/domain/challenges/set-challenges.js');
    const view = await setChallenges(code, ana.participant.id, { enabled: true, prompts: [{ builtinId: 'toast' }, { text: 'Grandma dancing' }] });
    const typed = view.prompts[1]!.id;
    const ion = await f.join(code, 'Ion');
    const withToast = await f.uploadPhoto(code, ion.token, { promptId: 'toast' });
    const withTyped = await f.uploadPhoto(code, ion.token, { promptId: typed });
    const without = await f.uploadPhoto(code, ion.token);
    const order = await paidArchiveOrder(code, 'archive.challenges@example.com');
    expect(await core.requestArchiveBuild(order.id)).toEqual({ requested: true });
    await lambda.idle();

    const done = await core.getOrderItem(order.id);
    const zip = await fetchZip(tokenOf(done?.downloadUrl ?? ''));
    expect(zip.entries).toContain('Challenges.csv');
    const csv = execFileSync('unzip', ['-p', zip.file, 'Challenges.csv'], { encoding: 'utf8' }).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('File,Guest,Taken at,Challenge');
    const challengeOf = (photoId: string) => rows.find((r) => r.includes(`${photoId.slice(-8).toLowerCase()}.jpg`))?.split(',').at(-1);
    expect([challengeOf(withToast.id), challengeOf(withTyped.id), challengeOf(without.id)]).toEqual(['A toast being raised', 'Grandma dancing', '']);
    // Each row names a raw file that is in the ZIP.
    for (const r of rows) expect(zip.entries).toContain(r.split(',')[0]);
  });

  it("an order placed in Romanian gets its archive-ready e-mail (sent by the job) in Romanian, with the link and its last day", async () => {
    const ev = await eventWithPhotos();
    const order = await paidArchiveOrder(ev.code, 'archive.ro@example.com', 'ro');
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    const done = await core.getOrderItem(order.id);
    const mails = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', 'archive.ro@example.com')).filter((m) => m.subject.startsWith('Fotografiile tale sunt gata de descărcat'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(`Descarcă fotografiile: ${done?.downloadUrl ?? 'missing'}`);
    expect(mails[0]?.body.text).toMatch(/Link valabil până la: \d{1,2} (ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie) \d{4}/);
  });

  it('payment fulfilment (the webhook\'s afterPaid, real wiring) starts the build, and the order completes', async () => {
    const ev = await eventWithPhotos('Via webhook');
    const order = await paidArchiveOrder(ev.code);
    const [{ afterPaid }, { paymentDeps }] = await Promise.all([
      import('../../functions/core/domain/payments/fulfil-payment.js'),
      import('../../functions/core/domain/payments/wiring.js'),
    ]);
    const paid = await core.getOrderItem(order.id);
    const before = lambda.received.length;
    await afterPaid(paymentDeps, paid as Parameters<typeof afterPaid>[1]);
    // A redelivered event does it again: no second build is started. (The build may already be under way and
    // have queued its part jobs by now: only the builds started are counted.)
    await afterPaid(paymentDeps, paid as Parameters<typeof afterPaid>[1]);
    expect(lambda.received.slice(before).filter((r) => r.name === 'build-archive')).toEqual([{ name: 'build-archive', payload: { orderId: order.id } }]);
    await lambda.idle();
    expect((await core.getOrderItem(order.id))?.status).toBe('completed');
  });

  it('holds a photo confirmed after the end (its slot taken before): the build waits until no upload of the event is still in flight', async () => {
    const ev = await eventWithPhotos('Last second');
    const guest = await f.join(ev.code, 'Late Guest');
    // The shutter at the last second: a slot taken and the files PUT while the event runs, the confirm later.
    const [requestSlot, confirm, end] = (await Promise.all(['http/photos/request-slot.js', 'http/photos/confirm.js', 'http/events/end.js'].map(loadHandler))) as [Handler, Handler, Handler];
    const { SAMPLE_FILES } = await import('../support/flows.js');
    const sizes = { polaroid: { size: SAMPLE_FILES.polaroid.length }, raw: { size: SAMPLE_FILES.raw.length }, thumbnail: { size: SAMPLE_FILES.thumbnail.length } };
    const slot = ok<{ photoId: string; uploads: Record<'polaroid' | 'raw' | 'thumbnail', { url: string }> }>(
      await requestSlot(call(ev.code, guest.token, {}, { method: 'POST', body: { files: sizes } })),
      201,
    );
    for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
      expect((await fetch(slot.uploads[kind].url, { method: 'PUT', body: SAMPLE_FILES[kind], headers: { 'content-type': 'image/jpeg' } })).status).toBe(200);
    }
    expect((await end(call(ev.code, ev.creatorToken, {}, { method: 'POST' }))).statusCode).toBe(200);

    // The organizer buys the archive at once; the guest's phone confirms a minute later (its slot still valid).
    const order = await paidArchiveOrder(ev.code, 'last.second@example.com');
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    // Not delivered while an upload of the event is in flight: it would be delivered without that photo.
    expect((await core.getOrderItem(order.id))?.status).toBe('processing');
    setClockOffset(60_000);
    ok(await confirm(call(ev.code, guest.token, { photoId: slot.photoId }, { method: 'POST' })));

    // The minute job starts what waited for the event's uploads to settle.
    setClockOffset(2 * 60_000);
    const minuteJob = ((await import('../../functions/jobs/end-due-events.js')) as { handler: () => Promise<unknown> }).handler;
    await minuteJob();
    await lambda.idle();
    const done = await core.getOrderItem(order.id);
    expect(done?.status).toBe('completed');
    const zip = await fetchZip(tokenOf(done?.downloadUrl ?? ''));
    const raw = zip.entries.filter((e) => !e.startsWith('Polaroids/'));
    expect(raw).toHaveLength(7);
    expect(raw.some((e) => e.endsWith(`${slot.photoId.slice(-8).toLowerCase()}.jpg`))).toBe(true);
  });

  it('rebuilds a deleted archive on demand (503 + Retry-After meanwhile) with the same entries and the same link', async () => {
    const ev = await eventWithPhotos('Rebuild');
    const order = await paidArchiveOrder(ev.code);
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    const first = await core.getOrderItem(order.id);
    const token = tokenOf(first?.downloadUrl ?? '');
    const before = await fetchZip(token);

    const { archiveKeys, tokenHash } = await import('../../functions/core/data/archive-item.js');
    const keyOf = async () => String((await core.ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: archiveKeys.download(tokenHash(token)) }))).Item?.objectKey);
    const key = await keyOf();
    await core.s3.send(new DeleteObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: key }));
    const res = await callDownload(token);
    expect(res.statusCode).toBe(503);
    expect((res as { headers?: Record<string, string> }).headers?.['retry-after']).toBe('120');
    expect(parseBody(res)).toMatchObject({ error: { code: 'ARCHIVE_PREPARING' } });
    // A burst of clicks on the missing archive starts one build, not one per click.
    expect((await callDownload(token)).statusCode).toBe(503);
    await lambda.idle();

    // The rebuild is a build of its own, at its own key; the link follows it.
    await core.s3.send(new HeadObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: await keyOf() }));
    const after = await fetchZip(token);
    expect(after.entries).toEqual(before.entries);
    expect((await core.getOrderItem(order.id))?.downloadUrl).toBe(first?.downloadUrl);
    // The archive-ready e-mail went once, not again for the rebuild.
    const mails = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', 'buyer@example.com')).filter((m) => m.body.text?.includes(first?.downloadUrl ?? 'missing'));
    expect(mails).toHaveLength(1);
  });

  it('answers 404 to an unknown token and 410 once the year is over', async () => {
    const unknown = await callDownload('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(unknown)).toMatchObject({ error: { code: 'DOWNLOAD_NOT_FOUND' } });

    const ev = await eventWithPhotos('Old');
    const order = await paidArchiveOrder(ev.code);
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    const token = tokenOf((await core.getOrderItem(order.id))?.downloadUrl ?? '');
    setClockOffset(366 * DAY);
    const gone = await callDownload(token);
    expect(gone.statusCode).toBe(410);
    expect(parseBody(gone)).toMatchObject({ error: { code: 'DOWNLOAD_EXPIRED' } });
  });

  it('a build that keeps failing is retried twice, then leaves a staff note; the order stays paid (processing)', async () => {
    const ev = await eventWithPhotos('Broken');
    const order = await paidArchiveOrder(ev.code);
    const [first] = ev.photos;
    await core.s3.send(new DeleteObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: core.photoObjectKey(ev.code, first?.id ?? '', 'raw') }));
    const deadBefore = lambda.deadLetters.length;
    await core.requestArchiveBuild(order.id);
    await lambda.idle();

    expect(lambda.deadLetters.length).toBe(deadBefore + 1);
    const after = await core.getOrderItem(order.id);
    expect(after?.status).toBe('processing');
    expect(after?.downloadUrl).toBeUndefined();
    expect(after?.staffNotes).toMatch(/Raw archive build failed 3 times; the payment is untouched/);
    // Staff's, not the customer's: the order page shows `notes`.
    expect(after?.notes).toBeUndefined();
    const archive = await core.ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: `ORDER#${order.id}`, SK: 'ARCHIVE' } }));
    // The planning ran once; its one part job was delivered three times (SQS maxReceiveCount) and failed each.
    expect(archive.Item?.attempts).toBe(1);
    expect(archive.Item?.partFailures).toBe(3);
  });
});

describe('the archive-ready e-mail: sent once, even when the mail provider fails at delivery', () => {
  const readyMails = async (email: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', email)).filter((m) => m.subject.includes('ready to download'));
  /** The scheduled job that retries the e-mails still owed (every minute). */
  const job = async () => (await import('../../functions/jobs/end-due-events.js')).handler();
  /** An archive built and delivered while the mail provider is down. */
  const deliveredWhileSesFails = async (title: string, email: string) => {
    const ev = await eventWithPhotos(title);
    const order = await paidArchiveOrder(ev.code, email);
    await whileSesFails(async () => {
      await core.requestArchiveBuild(order.id);
      await lambda.idle();
    });
    const done = await core.getOrderItem(order.id);
    // The archive itself is delivered: the order completes with its link; only the e-mail is missing.
    expect(done?.status).toBe('completed');
    expect(done?.downloadUrl).toBeDefined();
    expect(await readyMails(email)).toHaveLength(0);
    return { ev, order: done as NonNullable<typeof done> };
  };

  it('a send that fails at delivery is sent by the job once the provider is back, once, with the same link', async () => {
    const { order } = await deliveredWhileSesFails('Mail down at delivery', 'archive.maildown@example.com');
    // Staff see the customer has not had it yet (owed since the build was delivered).
    const { getStaffOrderDetails } = await import('../../functions/core/domain/orders/staff-orders.js');
    expect((await getStaffOrderDetails(order.id)).order.emailsWaiting).toEqual([{ kind: 'archive-ready', owedSince: expect.any(String), nextTryAt: expect.any(String) }]);
    await job();
    const mails = await readyMails('archive.maildown@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(order.downloadUrl ?? 'missing');
    // Its next runs (and any rerun) send nothing more: it left the outbox.
    await job();
    await job();
    expect(await readyMails('archive.maildown@example.com')).toHaveLength(1);
    expect((await getStaffOrderDetails(order.id)).order.emailsWaiting).toBeUndefined();
    const { queryArchiveMailsDue } = await import('../../functions/core/data/archive-item.js');
    expect((await queryArchiveMailsDue(new Date(Date.now() + 86_400_000))).due.map((d) => d.orderId)).not.toContain(order.id);
  });

  it('one that fails again in the job is tried again later (not every minute), then goes, once', async () => {
    const { order } = await deliveredWhileSesFails('Mail down for a while', 'archive.maildown.long@example.com');
    // Still down at the job's next run: the run reports the e-mail it could not send.
    await expect(whileSesFails(() => job())).rejects.toThrow(`archive-ready:${order.id}`);
    expect(await readyMails('archive.maildown.long@example.com')).toHaveLength(0);
    // Back up: the run right after does not try yet; a minute later it does.
    await job();
    expect(await readyMails('archive.maildown.long@example.com')).toHaveLength(0);
    setClockOffset(61_000);
    await job();
    expect(await readyMails('archive.maildown.long@example.com')).toHaveLength(1);
    await job();
    expect(await readyMails('archive.maildown.long@example.com')).toHaveLength(1);
  });

  it('an order refunded while its e-mail was failing is not mailed, and nothing is left to retry', async () => {
    const { order } = await deliveredWhileSesFails('Refunded before the mail', 'archive.maildown.refunded@example.com');
    await core.transitionOrder({ orderId: order.id, to: 'cancelled', reason: 'Refunded by staff', actor: 'admin:staff.refunder@example.com' });
    await job();
    expect(await readyMails('archive.maildown.refunded@example.com')).toHaveLength(0);
    const { queryArchiveMailsDue } = await import('../../functions/core/data/archive-item.js');
    expect((await queryArchiveMailsDue(new Date(Date.now() + 86_400_000))).due.map((d) => d.orderId)).not.toContain(order.id);
  });
});

describe('a large archive in parts (#32.6)', () => {
  /** The part size that puts two of this event's photos in a part (its sample photos all weigh the same). */
  const twoPhotosPerPart = async (code: string, photoId: string): Promise<string> => {
    const { ZIP_BYTES_PER_PHOTO } = await import('../../functions/core/domain/archive/plan-parts.js');
    const item = await core.ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: core.keys.photo(code, photoId) }));
    const sizes = item.Item?.sizes as { raw: number; polaroid: number };
    return String(2 * (sizes.raw + sizes.polaroid + ZIP_BYTES_PER_PHOTO) + 100);
  };
  const withPartBytes = async <T>(bytes: string, run: () => Promise<T>): Promise<T> => {
    process.env.CANDID_ARCHIVE_PART_BYTES = bytes;
    try {
      return await run();
    } finally {
      delete process.env.CANDID_ARCHIVE_PART_BYTES;
    }
  };
  /** Runs `test` with the part jobs' queue recording messages instead of running them: the test delivers them itself. */
  const withHeldPartJobs = async (test: (held: LocalLambdaInvoke) => Promise<void>): Promise<void> => {
    const held = await (await import('../../infra/local/lambda-invoke.js')).startLocalLambdaInvoke({ jobs: [], queues: queueJobs, quiet: true });
    const [sqsUrl, queueUrl] = [process.env.AWS_ENDPOINT_URL_SQS, process.env.ARCHIVE_PARTS_QUEUE_URL];
    Object.assign(process.env, { AWS_ENDPOINT_URL_SQS: held.url, ARCHIVE_PARTS_QUEUE_URL: held.queueUrls['archive-parts'] });
    try {
      await test(held);
    } finally {
      Object.assign(process.env, { AWS_ENDPOINT_URL_SQS: sqsUrl, ARCHIVE_PARTS_QUEUE_URL: queueUrl });
      await held.stop();
    }
  };
  const archiveItem = async (orderId: string) => (await core.ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: `ORDER#${orderId}`, SK: 'ARCHIVE' }, ConsistentRead: true }))).Item;

  it('builds several ZIPs (one job per part): each opens, together they hold every photo once, in the same guest folders; the order and the e-mail list "Part i of N"', async () => {
    const ev = await eventWithPhotos('Big wedding');
    const order = await paidArchiveOrder(ev.code, 'archive.parts@example.com');
    const partBytes = await twoPhotosPerPart(ev.code, ev.photos[0]?.id ?? '');
    const partJobsBefore = lambda.received.filter((r) => r.name === 'build-archive-part').length;
    await withPartBytes(partBytes, async () => {
      await core.requestArchiveBuild(order.id);
      await lambda.idle();
    });
    // One planning job, then one job per part from the queue.
    expect(lambda.received.filter((r) => r.name === 'build-archive-part').length - partJobsBefore).toBe(3);

    const done = await core.getOrderItem(order.id);
    expect(done?.status).toBe('completed');
    expect(done?.downloadParts).toHaveLength(3);
    expect(done?.downloadUrl).toBe(done?.downloadParts?.[0]);
    const zips = [];
    for (const [i, url] of (done?.downloadParts ?? []).entries()) {
      const zip = await fetchZip(tokenOf(url));
      expect(zip.disposition).toContain(`filename="Big wedding-raw-part-${i + 1}-of-3.zip"`);
      zips.push(zip);
    }
    const all = zips.flatMap((z) => z.entries);
    // Every photo once: 6 raw frames and 6 polaroids, no entry in two parts, two photos per part.
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((e) => !e.startsWith('Polaroids/'))).toHaveLength(6);
    expect(all.filter((e) => e.startsWith('Polaroids/'))).toHaveLength(6);
    for (const z of zips) expect(z.entries).toHaveLength(4);
    for (const p of ev.photos) expect(all.filter((e) => e.endsWith(`${p.id.slice(-8).toLowerCase()}.jpg`))).toHaveLength(2);
    // The folders are the whole archive's: the third guest ("Ana: Pop", alone in part 3) is still "Ana Pop (2)".
    expect([...new Set(zips[2]?.entries.filter((e) => !e.startsWith('Polaroids/')).map((e) => e.split('/')[0]))]).toEqual(['Ana Pop (2)']);

    const mails = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', 'archive.parts@example.com')).filter((m) => m.subject.includes('ready to download'));
    expect(mails).toHaveLength(1);
    for (const [i, url] of (done?.downloadParts ?? []).entries()) expect(mails[0]?.body.text).toContain(`Download part ${i + 1} of 3: ${url}`);
  });

  it('is ready only when every part is done; a redelivered part job counts once and sends no second e-mail', async () => {
    const ev = await eventWithPhotos('Redelivered');
    const order = await paidArchiveOrder(ev.code, 'archive.redeliver@example.com');
    const partBytes = await twoPhotosPerPart(ev.code, ev.photos[0]?.id ?? '');
    // The planning's messages go to a queue that only records them: this test delivers them itself.
    await withHeldPartJobs(async (held) => {
      const { runArchiveBuild } = await import('../../functions/core/domain/archive/run-archive-build.js');
      const planned = await withPartBytes(partBytes, () => runArchiveBuild(order.id));
      expect(planned).toMatchObject({ outcome: 'planned', parts: 3, photos: 6 });
      const messages = held.received.map((r) => r.payload as { orderId: string; buildId: string; part: number });
      expect(messages.map((m) => m.part)).toEqual([1, 2, 3]);

      const { handler } = await import('../../functions/jobs/build-archive-part.js');
      const deliver = (m: (typeof messages)[number], receive = 1) => handler({ Records: [{ messageId: `m${m.part}-${receive}`, body: JSON.stringify(m), attributes: { ApproximateReceiveCount: String(receive) } }] });
      const [one, two, three] = messages as [(typeof messages)[number], (typeof messages)[number], (typeof messages)[number]];
      expect(await deliver(one)).toEqual({ batchItemFailures: [] });
      expect(await deliver(one, 2)).toEqual({ batchItemFailures: [] });
      expect((await archiveItem(order.id))?.partsDone).toBe(1);
      expect(await core.getOrderItem(order.id)).toMatchObject({ status: 'processing' });
      expect((await core.getOrderItem(order.id))?.downloadUrl).toBeUndefined();
      // Parts finish in any order: part 3 before part 2.
      await deliver(three);
      expect((await archiveItem(order.id))?.partsDone).toBe(2);
      expect((await core.getOrderItem(order.id))?.status).toBe('processing');
      await deliver(two);
      const done = await core.getOrderItem(order.id);
      expect(done?.status).toBe('completed');
      expect(done?.downloadParts).toHaveLength(3);
      // The last part delivered again: nothing counts twice, the links stay, one e-mail.
      await deliver(two, 2);
      await deliver(three, 2);
      expect(await archiveItem(order.id)).toMatchObject({ partsDone: 3, parts: 3, readyBuildId: one.buildId });
      expect((await core.getOrderItem(order.id))?.downloadParts).toEqual(done?.downloadParts);
      const mails = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', 'archive.redeliver@example.com')).filter((m) => m.subject.includes('ready to download'));
      expect(mails).toHaveLength(1);

      // A part job of an older build (planned again since) does nothing.
      const again = await withPartBytes(partBytes, () => runArchiveBuild(order.id));
      expect(again).toMatchObject({ outcome: 'planned', parts: 3 });
      expect(await handler({ Records: [{ messageId: 'old', body: JSON.stringify(one), attributes: { ApproximateReceiveCount: '1' } }] })).toEqual({ batchItemFailures: [] });
      expect((await archiveItem(order.id))?.partsDone).toBe(0);
    });
  });

  it('an archive bought while the event runs is built at once and again at its end, every part listed (one part more: its link too)', async () => {
    const ev = await eventWithPhotos('Bought early');
    const started = ok<EventView>(await (await loadHandler('http/events/start.js'))(call(ev.code, ev.creatorToken, {}, { method: 'POST' })));
    const order = await paidArchiveOrder(ev.code, 'archive.early@example.com');
    const partBytes = await twoPhotosPerPart(ev.code, ev.photos[0]?.id ?? '');
    await withPartBytes(partBytes, async () => {
      await core.requestArchiveBuild(order.id);
      await lambda.idle();
      expect((await core.getOrderItem(order.id))?.downloadParts).toHaveLength(3);
      // Two more photos while it runs, then its end: the minute job builds it again, in four parts.
      const late = await f.join(ev.code, 'Late Guest');
      for (let i = 0; i < 2; i++) await f.uploadPhoto(ev.code, late.token);
      setClockOffset(Date.parse(started.endsAt ?? '') - Date.now() + 60_000);
      await ((await import('../../functions/jobs/end-due-events.js')) as { handler: () => Promise<unknown> }).handler();
      await lambda.idle();
    });
    const done = await core.getOrderItem(order.id);
    expect(done?.status).toBe('completed');
    expect(done?.downloadParts).toHaveLength(4);
    const raws = (await Promise.all((done?.downloadParts ?? []).map((l) => fetchZip(tokenOf(l))))).flatMap((z) => z.entries).filter((e) => !e.startsWith('Polaroids/'));
    expect(new Set(raws).size).toBe(8);
  });

  it('a part job of an older build that finishes after the rebuild was delivered leaves the new archive as it is', async () => {
    const ev = await eventWithPhotos('Late part');
    const order = await paidArchiveOrder(ev.code, 'archive.late@example.com');
    const partBytes = await twoPhotosPerPart(ev.code, ev.photos[0]?.id ?? '');
    await withHeldPartJobs(async (held) => {
      const [{ runArchiveBuild }, { readArchivePlan }, { buildArchivePart }, { handler }, { setPhotoHidden }] = await Promise.all([
        import('../../functions/core/domain/archive/run-archive-build.js'),
        import('../../functions/core/domain/archive/archive-plan.js'),
        import('../../functions/core/domain/archive/run-archive-part.js'),
        import('../../functions/jobs/build-archive-part.js'),
        import('../../functions/core/domain/moderation/hide-photo.js'),
      ]);
      type Message = { orderId: string; buildId: string; part: number };
      const deliver = (m: Message) => handler({ Records: [{ messageId: `${m.buildId}-${m.part}`, body: JSON.stringify(m), attributes: { ApproximateReceiveCount: '1' } }] });
      // Build A: 6 photos, two a part; its part jobs are slow.
      expect(await withPartBytes(partBytes, () => runArchiveBuild(order.id))).toMatchObject({ outcome: 'planned', parts: 3, photos: 6 });
      const planA = await readArchivePlan(ev.code, order.id);
      // The organizer hides the first photo; build B cuts the 5 left into parts that start elsewhere, and is delivered.
      await setPhotoHidden(ev.code, ev.photos[0]?.id ?? '', 'hide', 'creator');
      const sent = held.received.length;
      expect(await withPartBytes(partBytes, () => runArchiveBuild(order.id))).toMatchObject({ outcome: 'planned', parts: 3, photos: 5 });
      for (const r of held.received.slice(sent)) expect(await deliver(r.payload as Message)).toEqual({ batchItemFailures: [] });
      const links = (await core.getOrderItem(order.id))?.downloadParts ?? [];
      expect(links).toHaveLength(3);
      const raws = async () => (await Promise.all(links.map((l) => fetchZip(tokenOf(l))))).flatMap((z) => z.entries).filter((e) => !e.startsWith('Polaroids/'));
      const before = await raws();
      expect(new Set(before).size).toBe(5);
      // A job of build A had passed its checks before B was planned; its ZIP of part 2 lands now.
      await buildArchivePart(ev.code, order.id, planA, 2);
      expect((await raws()).sort()).toEqual(before.sort());
    });
  });
});

describe('what was sold (#28.5, #28.6)', () => {
  const hideAndDelete = async (ev: Awaited<ReturnType<typeof eventWithPhotos>>) => {
    const [{ setPhotoHidden }, { deletePhoto }] = await Promise.all([
      import('../../functions/core/domain/moderation/hide-photo.js'),
      import('../../functions/core/domain/photos/delete-photo.js'),
    ]);
    const [hidden, deleted] = [ev.photos[0]?.id ?? '', ev.photos[3]?.id ?? ''];
    await setPhotoHidden(ev.code, hidden, 'hide', 'creator');
    await deletePhoto(ev.code, deleted, { participantId: 'creator', creator: true });
    return { hidden, deleted };
  };
  const eventView = async (code: string) => ok<EventView>(await getEvent(call(code)));
  const archiveOf = async (code: string, creatorToken: string) => ok<EventArchiveResponse>(await getArchive(call(code, creatorToken)));
  const orderBody = async (code: string, selection: { kind: 'raw_archive' } | { kind: 'combo'; combo: 'basic' }) => {
    const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
    const q = quote(selection, 'RO');
    return {
      orderType: 'post_event',
      productType: selection.kind,
      ...(selection.kind === 'combo' ? { comboType: selection.combo } : {}),
      eventCode: code,
      customerInfo: { name: 'Ana Pop', email: 'again@example.com', ...(selection.kind === 'combo' ? { address: { street: 'Str. Lungă 1', city: 'Cluj', postalCode: '400001', country: 'RO' } } : {}) },
      totalAmount: q.total,
      currency: q.currency,
      geoToken: await signGeoToken('RO'),
    };
  };

  it('leaves hidden and deleted photos out of the archive, and holds exactly the count the purchase screen shows', async () => {
    const ev = await eventWithPhotos('Sold as counted');
    const { hidden, deleted } = await hideAndDelete(ev);
    // The purchase screen counts the event view's photoCount.
    const shown = (await eventView(ev.code)).photoCount;
    expect(shown).toBe(4);

    const order = await paidArchiveOrder(ev.code, 'sold.counted@example.com');
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    const done = await core.getOrderItem(order.id);
    expect(done?.status).toBe('completed');
    const zip = await fetchZip(tokenOf(done?.downloadUrl ?? ''));
    const raw = zip.entries.filter((e) => !e.startsWith('Polaroids/'));
    const polaroids = zip.entries.filter((e) => e.startsWith('Polaroids/'));
    expect(raw).toHaveLength(shown);
    expect(polaroids).toHaveLength(shown);
    for (const id of [hidden, deleted]) expect(zip.entries.some((e) => e.endsWith(`${id.slice(-8).toLowerCase()}.jpg`))).toBe(false);
    for (const p of ev.photos.filter((p) => p.id !== hidden && p.id !== deleted)) expect(raw.some((e) => e.endsWith(`${p.id.slice(-8).toLowerCase()}.jpg`))).toBe(true);

    // The creator's expired screen finds the bought archive and its link; a guest's token does not.
    expect((await archiveOf(ev.code, ev.creatorToken)).archive).toEqual({
      orderNumber: done?.orderNumber,
      productType: 'raw_archive',
      status: 'completed',
      downloadUrl: done?.downloadUrl,
      downloadExpiresAt: done?.downloadExpiresAt,
    });
    const guest = await f.join(ev.code, 'Curious Guest');
    expect((await getArchive(call(ev.code, guest.token))).statusCode).toBe(403);
  });

  it('refuses a second archive (alone or in a combo) while the first is valid, and sells it again once that one is refunded', async () => {
    const ev = await eventWithPhotos('Bought once');
    expect((await archiveOf(ev.code, ev.creatorToken)).archive).toBeNull();
    // A pending (unpaid) archive order holds nothing: another may be placed.
    const pending = ok<CreateOrderResponse>(await createOrder(apiEvent({ method: 'POST', body: await orderBody(ev.code, { kind: 'raw_archive' }), headers: await organizerBearer(ev.code) })), 201);

    const first = await paidArchiveOrder(ev.code, 'bought.once@example.com');
    await core.requestArchiveBuild(first.id);
    await lambda.idle();
    expect((await archiveOf(ev.code, ev.creatorToken)).archive?.orderNumber).toBe(first.orderNumber);

    for (const selection of [{ kind: 'raw_archive' } as const, { kind: 'combo', combo: 'basic' } as const]) {
      const refused = await createOrder(apiEvent({ method: 'POST', body: await orderBody(ev.code, selection), headers: await organizerBearer(ev.code) }));
      expect(refused.statusCode, refused.body).toBe(409);
      expect(parseBody(refused)).toEqual({ error: { code: 'ARCHIVE_ALREADY_BOUGHT', message: commerceMessages.ARCHIVE_ALREADY_BOUGHT } });
    }
    // The order placed before the archive was bought (another tab, hours ago) cannot be paid for it a second time.
    const late = await checkoutOf(pending.order.id, pending.accessToken);
    expect(late.statusCode, late.body).toBe(409);
    expect(parseBody(late)).toEqual({ error: { code: 'ARCHIVE_ALREADY_BOUGHT', message: commerceMessages.ARCHIVE_ALREADY_BOUGHT } });

    await core.transitionOrder({ orderId: first.id, to: 'refunded', reason: 'Refunded by staff', actor: 'stripe' });
    expect((await archiveOf(ev.code, ev.creatorToken)).archive).toBeNull();
    const again = ok<CreateOrderResponse>(await createOrder(apiEvent({ method: 'POST', body: await orderBody(ev.code, { kind: 'raw_archive' }), headers: await organizerBearer(ev.code) })), 201);
    await core.transitionOrder({ orderId: again.order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
    await core.requestArchiveBuild(again.order.id);
    await lambda.idle();
    expect((await archiveOf(ev.code, ev.creatorToken)).archive?.orderNumber).toBe(again.order.orderNumber);
  });
});

describe('retention', () => {
  const photoItemExists = async (code: string, id: string) =>
    (await core.ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: core.keys.photo(code, id), ConsistentRead: true }))).Item !== undefined;
  const objectExists = async (code: string, id: string) =>
    core.s3.send(new HeadObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: core.photoObjectKey(code, id, 'raw') })).then(
      () => true,
      () => false,
    );

  it("sells nothing made from an event's photos once retention deleted them: a new order and the checkout of an older one are refused", async () => {
    const ev = await eventWithPhotos('Gone');
    // Placed an hour before the photos fall due (day 35: gallery expiry + 30 days), still unpaid when they go.
    setClockOffset(35 * DAY - 3_600_000);
    const older = ok<CreateOrderResponse>(await placeArchiveOrder(ev.code, 'late.buyer@example.com'), 201);
    setClockOffset(35 * DAY + 60_000);
    expect((await core.retention()).deleted.map((d) => d.code)).toContain(ev.code);

    const placed = await placeArchiveOrder(ev.code, 'late.buyer@example.com');
    expect(placed.statusCode, placed.body).toBe(409);
    expect(parseBody(placed)).toEqual({ error: { code: 'EVENT_PHOTOS_DELETED', message: commerceMessages.EVENT_PHOTOS_DELETED } });
    const paying = await checkoutOf(older.order.id, older.accessToken);
    expect(paying.statusCode, paying.body).toBe(409);
    expect(parseBody(paying)).toEqual({ error: { code: 'EVENT_PHOTOS_DELETED', message: commerceMessages.EVENT_PHOTOS_DELETED } });
  });

  it('deletes exactly the expired, unpurchased events\' photos (files and items), once, with an audit item', async () => {
    const expired = await eventWithPhotos('Expired');
    const bought = await eventWithPhotos('Bought');
    const order = await paidArchiveOrder(bought.code);
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    // Created 10 days later: its gallery expires 15 days from now, its photos are due at day 45.
    setClockOffset(10 * DAY);
    const fresh = await eventWithPhotos('Fresh');

    // Day 34: nothing is due yet (gallery expiry day 5 + 30 days).
    setClockOffset(34 * DAY);
    expect((await core.retention()).deleted).toEqual([]);

    setClockOffset(35 * DAY + 60_000);
    const run = await core.retention();
    expect(run.deleted).toEqual([{ code: expired.code, photos: 6 }]);
    for (const p of expired.photos) {
      expect(await photoItemExists(expired.code, p.id)).toBe(false);
      expect(await objectExists(expired.code, p.id)).toBe(false);
    }
    for (const ev of [bought, fresh]) {
      for (const p of ev.photos) {
        expect(await photoItemExists(ev.code, p.id)).toBe(true);
        expect(await objectExists(ev.code, p.id)).toBe(true);
      }
    }
    const meta = (await core.ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: core.keys.event(expired.code), ConsistentRead: true }))).Item;
    expect(meta?.photosDeletedAt).toBeDefined();
    expect(meta?.GSI2PK).toBeUndefined();
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const audit = await core.ddb.send(
      new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'AUDIT#photos-deleted' } }),
    );
    expect(audit.Items?.filter((i) => i.eventCode === expired.code)).toEqual([expect.objectContaining({ photos: 6, objects: 18, actor: 'system' })]);

    // Idempotent: a second run deletes nothing more; the bought event is off the due list for good.
    const again = await core.retention();
    expect(again.deleted).toEqual([]);

    // Day 46: the fresh event's turn.
    setClockOffset(46 * DAY);
    expect((await core.retention()).deleted).toEqual([{ code: fresh.code, photos: 6 }]);
    for (const p of bought.photos) expect(await photoItemExists(bought.code, p.id)).toBe(true);
  });

  it('keeps the photos of an event whose prints were paid for (post-event bundle): retention never deletes what is yet to be printed', async () => {
    const ev = await eventWithPhotos('Prints bought');
    const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
    const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '10x15' }, 'RO');
    const body = {
      orderType: 'post_event', productType: 'prints_bundle', bundleType: 10, printSize: '10x15', eventCode: ev.code, photoIds: ev.photos.map((p) => p.id),
      customerInfo: { name: 'Ana Pop', email: 'prints.kept@example.com', address: { street: 'Str. Lungă 1', city: 'Cluj', postalCode: '400001', country: 'RO' } },
      totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO'),
    };
    // Paid through the real wiring (the webhook's afterPaid).
    const { order } = ok<CreateOrderResponse>(await createOrder(apiEvent({ method: 'POST', body, headers: await organizerBearer(ev.code) })), 201);
    await core.transitionOrder({ orderId: order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
    const [{ afterPaid }, { paymentDeps }] = await Promise.all([
      import('../../functions/core/domain/payments/fulfil-payment.js'),
      import('../../functions/core/domain/payments/wiring.js'),
    ]);
    await afterPaid(paymentDeps, (await core.getOrderItem(order.id)) as Parameters<typeof afterPaid>[1]);

    // The photos fall due (gallery expiry + 30 days) before staff printed (still processing): they stay.
    setClockOffset(35 * DAY + 60_000);
    const run = await core.retention();
    expect(run.deleted.map((d) => d.code)).not.toContain(ev.code);
    expect((await core.getOrderItem(order.id))?.status).toBe('processing');
    for (const p of ev.photos) {
      expect(await photoItemExists(ev.code, p.id)).toBe(true);
      expect(await objectExists(ev.code, p.id)).toBe(true);
    }
  });

  it('the event view says until when photos are kept (gallery expiry + 30 days; none once an archive is bought)', async () => {
    const getEvent = await loadHandler('http/events/get.js');
    const ev = await eventWithPhotos('Kept until');
    const view = ok<{ galleryExpiresAt: string; photosKeptUntil: string | null }>(await getEvent(apiEvent({ pathParameters: { code: ev.code } })));
    expect(Date.parse(view.photosKeptUntil ?? '') - Date.parse(view.galleryExpiresAt)).toBe(30 * DAY);
    const order = await paidArchiveOrder(ev.code);
    await core.requestArchiveBuild(order.id);
    await lambda.idle();
    const kept = ok<{ photosKeptUntil: string | null }>(await getEvent(apiEvent({ pathParameters: { code: ev.code } })));
    expect(kept.photosKeptUntil).toBeNull();
  });
});

// After retention: the late combo's event is never bought for good, and retention would find it due.
describe('access ends with the payment: a cancelled or refunded archive order', () => {
  /** The link opened as a page (an e-mail's link in a browser tab): what a browser's navigation sends as Accept. */
  const openInBrowser = (token: string) =>
    download(apiEvent({ path: `/api/downloads/${token}`, pathParameters: { token }, headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } }));
  const orderPage = async (orderId: string, accessToken: string) =>
    ok<OrderResponse>(await getOrder(apiEvent({ path: `/api/orders/${orderId}`, pathParameters: { idOrNumber: orderId }, headers: { 'x-order-token': accessToken } }))).order;
  const comboOrder = async (code: string, email: string) => {
    const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
    const q = quote({ kind: 'combo', combo: 'basic' }, 'RO');
    const body = {
      orderType: 'post_event',
      productType: 'combo',
      comboType: 'basic',
      eventCode: code,
      customerInfo: { name: 'Ana Pop', email, address: { street: 'Str. Lungă 1', city: 'Cluj', postalCode: '400001', country: 'RO' } },
      totalAmount: q.total,
      currency: q.currency,
      geoToken: await signGeoToken('RO'),
    };
    const { order } = ok<CreateOrderResponse>(await createOrder(apiEvent({ method: 'POST', body, headers: await organizerBearer(code) })), 201);
    await core.transitionOrder({ orderId: order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
    return order;
  };
  const readyMails = async (email: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', email)).filter((m) => m.subject.includes('ready to download'));

  it('refuses the link from the cancel on (410 DOWNLOAD_REVOKED, in the same two DynamoDB calls as a download), sends a browser to the download page, leaves the link off the order page and rebuilds nothing', async () => {
    const ev = await eventWithPhotos('Refunded archive');
    const { id: orderId, accessToken } = await paidArchiveOrder(ev.code, 'refunded.archive@example.com');
    await core.requestArchiveBuild(orderId);
    await lambda.idle();
    const done = await core.getOrderItem(orderId);
    expect(done?.status).toBe('completed');
    const token = tokenOf(done?.downloadUrl ?? '');
    expect((await callDownload(token)).statusCode).toBe(302);
    expect((await orderPage(orderId, accessToken)).downloadUrl).toBe(done?.downloadUrl);
    expect((await core.staffOrderDetails(orderId)).order.downloadUrl).toBe(done?.downloadUrl);

    // An admin's refund cancels the order at once (Stripe's confirmation makes it refunded later): the money
    // is on its way back from this moment, and so is the access.
    await core.transitionOrder({ orderId, to: 'cancelled', reason: 'Refunded by staff', actor: 'admin:staff.refunder@example.com' });
    const refused = await counted(() => callDownload(token));
    expect(refused.result.statusCode, refused.result.body).toBe(410);
    expect(parseBody(refused.result)).toEqual({ error: { code: 'DOWNLOAD_REVOKED', message: messages.DOWNLOAD_REVOKED } });
    expect(refused.calls.map((c) => c.command)).toEqual(['BatchGetItem', 'GetItem']);

    // The same link opened in a browser tab: the app's download page says why, in the reader's language.
    const page = await openInBrowser(token);
    expect(page.statusCode).toBe(303);
    expect((page as { headers?: Record<string, string> }).headers?.location).toBe('/download?error=DOWNLOAD_REVOKED');
    // The buyer's order page no longer hands out the link.
    const view = await orderPage(orderId, accessToken);
    expect(view.status).toBe('cancelled');
    expect([view.downloadUrl, view.downloadParts, view.downloadExpiresAt]).toEqual([undefined, undefined, undefined]);
    // Nor does the staff order dialog: a link that leads to a refusal is not one to send a customer.
    const staff = (await core.staffOrderDetails(orderId)).order;
    expect([staff.downloadUrl, staff.downloadParts, staff.downloadExpiresAt]).toEqual([undefined, undefined, undefined]);

    // Refunded, and the archive object gone: refused as well, and no rebuild is started for it.
    await core.transitionOrder({ orderId, to: 'refunded', reason: 'Payment refunded', actor: 'stripe' });
    await core.s3.send(new DeleteObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: `archives/${ev.code}/${orderId}.zip` }));
    const builds = lambda.received.filter((r) => r.name === 'build-archive').length;
    const gone = await callDownload(token);
    expect(gone.statusCode).toBe(410);
    expect(parseBody(gone)).toMatchObject({ error: { code: 'DOWNLOAD_REVOKED' } });
    await lambda.idle();
    expect(lambda.received.filter((r) => r.name === 'build-archive').length).toBe(builds);
  });

  it('a combo is still paid while its prints are processing: its archive downloads; one cancelled while its archive was being built gets no archive-ready e-mail', async () => {
    const ev = await eventWithPhotos('Combo paid');
    const combo = await comboOrder(ev.code, 'combo.paid@example.com');
    await core.requestArchiveBuild(combo.id);
    await lambda.idle();
    const paid = await core.getOrderItem(combo.id);
    expect(paid?.status).toBe('processing');
    expect((await callDownload(tokenOf(paid?.downloadUrl ?? ''))).statusCode).toBe(302);

    // The last part's job read the order while it was paid; staff refunded it before that job delivered.
    const late = await f.createEvent({ title: 'Combo refunded' });
    const building = await comboOrder(late.event.code, 'combo.refunded@example.com');
    const { countBuildAttempt } = await import('../../functions/core/data/archive-item.js');
    await countBuildAttempt(building.id, late.event.code, `archives/${late.event.code}/${building.id}.zip`);
    const asRead = await core.getOrderItem(building.id);
    await core.transitionOrder({ orderId: building.id, to: 'cancelled', reason: 'Refunded by staff', actor: 'admin:staff.refunder@example.com' });
    const { deliverArchive } = await import('../../functions/core/domain/archive/deliver-archive.js');
    const delivered = await deliverArchive(asRead as NonNullable<typeof asRead>, { buildId: 'late-build', parts: 1, entries: 0, bytes: 0 });
    expect(await readyMails('combo.refunded@example.com')).toEqual([]);
    expect((await callDownload(tokenOf(delivered.downloadUrl))).statusCode).toBe(410);
  });
});
