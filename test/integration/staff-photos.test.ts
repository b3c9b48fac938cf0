import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { asyncJobs } from '../../functions/routes.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import type { LocalLambdaInvoke } from '../../infra/local/lambda-invoke.js';
import { PHOTO_KINDS } from '../../shared/photo-files.js';
import type { StaffDeletePhotoResponse, StaffPhotoPackageResponse } from '../../shared/schemas/staff-photos.js';
import type { PhotoSlotResponse } from '../../shared/schemas/photos.js';
import { bearer, call, flows, loadHandler, ok, SAMPLE_FILES, type Flows, type Handler } from '../support/flows.js';
import { staffAccountToken } from '../support/staff-accounts.js';
import { useEmulators } from '../support/use-emulators.js';
import type * as PackageModule from '../../functions/core/domain/photos/photo-package.js';
import type * as S3Module from '../../functions/core/s3.js';
import type * as TableModule from '../../functions/core/data/table.js';

/**
 * The staff Photos tab's server side (#17.5, DESIGN 15) against DynamoDB Local and the S3 emulator (which
 * keeps storage classes: infra/local/s3-storage-class.ts): archive and restore move the files between
 * classes, delete takes the typed code, deletions are admin-only and audited, one photo leaves the gallery
 * and the counters.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';
const FUNCTIONS = join(import.meta.dirname, '..', '..', 'functions');

let f: Flows;
let h: Record<'archive' | 'restore' | 'deletePackage' | 'deletePhoto' | 'end' | 'list', Handler>;
let lambda: LocalLambdaInvoke;
let tokens: { admin: string; support: string };
let s3: typeof S3Module.s3;
let photoObjectKey: typeof S3Module.photoObjectKey;
let ddb: typeof TableModule.ddb;
let keys: typeof TableModule.keys;
let pkg: typeof PackageModule;

const ADMIN = 'photos-admin@candid.test';

beforeAll(async () => {
  // Lambda's async Invoke with the jobs running (the shared one only records): large events go on in the photo-package job.
  const { startLocalLambdaInvoke } = await import('../../infra/local/lambda-invoke.js');
  lambda = await startLocalLambdaInvoke({ loader: createHandlerLoader(FUNCTIONS), jobs: asyncJobs, retryDelaysMs: [20, 20], quiet: true });
  process.env.AWS_ENDPOINT_URL_LAMBDA = lambda.url;
  f = await flows();
  const [archive, restore, deletePackage, deletePhoto, end, list] = await Promise.all(
    ['staff-photos/archive', 'staff-photos/restore', 'staff-photos/delete-package', 'staff-photos/delete-photo', 'events/end', 'photos/list'].map((p) => loadHandler(`http/${p}.js`)),
  );
  h = { archive: archive!, restore: restore!, deletePackage: deletePackage!, deletePhoto: deletePhoto!, end: end!, list: list! };
  tokens = {
    admin: await staffAccountToken(ADMIN, 'admin', 'Photos Admin'),
    support: await staffAccountToken('photos-support@candid.test', 'support', 'Photos Support'),
  };
  const [s3mod, table] = await Promise.all([import('../../functions/core/s3.js'), import('../../functions/core/data/table.js')]);
  ({ s3, photoObjectKey } = s3mod);
  ({ ddb, keys } = table);
  pkg = await import('../../functions/core/domain/photos/photo-package.js');
});

afterAll(async () => {
  await lambda?.stop();
});

/** An ended event with `n` photos of two guests (real uploads). */
const endedEventWithPhotos = async (n: number) => {
  const created = await f.createEvent({ title: 'Staff photos' });
  const code = created.event.code;
  const guests = [await f.join(code, 'Ana Pop'), await f.join(code, 'Ion Ionescu')];
  const photos: string[] = [];
  for (let i = 0; i < n; i++) photos.push((await f.uploadPhoto(code, guests[i % 2]!.token)).id);
  ok(await h.end(call(code, created.creatorToken, {}, { method: 'POST' })));
  return { code, photos, guestToken: guests[0]!.token, creatorToken: created.creatorToken };
};

const staffCall = (token: string, pathParameters: Record<string, string>, more: { body?: unknown; method?: string } = {}) =>
  apiEvent({ method: more.method ?? 'POST', pathParameters, headers: bearer(token), ...(more.body !== undefined ? { body: more.body } : {}) });

const classOf = async (code: string, photoId: string, kind: string): Promise<string> =>
  (await s3.send(new HeadObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: photoObjectKey(code, photoId, kind) }))).StorageClass ?? 'STANDARD';
const classesOf = async (code: string, photoIds: readonly string[]): Promise<string[]> =>
  [...new Set(await Promise.all(photoIds.flatMap((id) => PHOTO_KINDS.map((k) => classOf(code, id, k)))))];
const meta = async (code: string) => (await ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
const exists = (code: string, id: string, kind: string) =>
  s3.send(new HeadObjectCommand({ Bucket: env.PHOTO_BUCKET, Key: photoObjectKey(code, id, kind) })).then(() => true, () => false);
const auditItems = async (pk: string, code: string) =>
  ((await ddb.send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }))).Items ?? []).filter((i) => i.eventCode === code);
const errorOf = (res: { statusCode?: number; body?: string }) => ({ status: res.statusCode, error: (parseBody(res) as { error: { code: string; message: string } }).error });

describe('archive and restore', () => {
  it('moves every file of the event to Glacier Instant Retrieval and marks it archived; restore brings them back to Standard; support is refused both (403)', async () => {
    const { code, photos } = await endedEventWithPhotos(3);
    expect(await classesOf(code, photos)).toEqual(['STANDARD']);

    // Support may not move files (admin role only, issue 27.7): refused, nothing started.
    expect(errorOf(await h.archive(staffCall(tokens.support, { code })))).toMatchObject({ status: 403, error: { code: 'STAFF_ROLE_FORBIDDEN' } });
    expect((await meta(code)).photoStorage ?? 'standard').toBe('standard');
    const archived = ok<StaffPhotoPackageResponse>(await h.archive(staffCall(tokens.admin, { code })));
    expect(archived).toEqual({ code, photoStorage: 'archiving', continuing: true });
    expect(lambda.received.at(-1)).toMatchObject({ name: 'photo-package', payload: { op: 'archive', code } });
    await lambda.idle();
    expect(lambda.deadLetters).toEqual([]);
    expect(await classesOf(code, photos)).toEqual(['GLACIER_IR']);
    expect((await meta(code)).photoStorage).toBe('archived');
    // Again: already there (idempotent, no job).
    expect(ok<StaffPhotoPackageResponse>(await h.archive(staffCall(tokens.admin, { code })))).toEqual({ code, photoStorage: 'archived', continuing: false });

    expect(errorOf(await h.restore(staffCall(tokens.support, { code })))).toMatchObject({ status: 403, error: { code: 'STAFF_ROLE_FORBIDDEN' } });
    expect((await meta(code)).photoStorage).toBe('archived');
    const restored = ok<StaffPhotoPackageResponse>(await h.restore(staffCall(tokens.admin, { code })));
    expect(restored).toEqual({ code, photoStorage: 'restoring', continuing: true });
    await lambda.idle();
    expect(await classesOf(code, photos)).toEqual(['STANDARD']);
    expect((await meta(code)).photoStorage).toBe('standard');
    // Again: already in Standard (idempotent, like archive).
    expect(ok<StaffPhotoPackageResponse>(await h.restore(staffCall(tokens.admin, { code }))).photoStorage).toBe('standard');
  });

  it('refuses to archive a running event (uploads would land in Standard after)', async () => {
    const created = await f.createEvent({ title: 'Running' });
    expect(errorOf(await h.archive(staffCall(tokens.admin, { code: created.event.code })))).toMatchObject({ status: 409, error: { code: 'PHOTOS_EVENT_RUNNING' } });
  });

  it('refuses to restore a package that is being archived (409), and moves files page by page', async () => {
    const { code, photos } = await endedEventWithPhotos(5);
    ok(await h.archive(staffCall(tokens.admin, { code })));
    expect(errorOf(await h.restore(staffCall(tokens.admin, { code })))).toMatchObject({ status: 409, error: { code: 'PHOTOS_NOT_ARCHIVED' } });
    await lambda.idle();
    // Pages of 2 through 5 photos: every file, the cursor followed to the end.
    expect(await pkg.moveFilePages(code, 'restore', undefined, Number.POSITIVE_INFINITY, 2)).toBeUndefined();
    expect(await classesOf(code, photos)).toEqual(['STANDARD']);
  });

  it('a large deletion: the route deletes what fits its budget and the photo-package job finishes it', async () => {
    const { code, photos } = await endedEventWithPhotos(5);
    // A zero budget and pages of 2: one page inline, the rest in the job.
    const started = await pkg.deletePhotoPackage(code, code, ADMIN, 0, 2);
    expect(started.continuing).toBe(true);
    expect(lambda.received.at(-1)).toMatchObject({ name: 'photo-package', payload: { op: 'delete', code, actor: ADMIN, progress: { photos: 2, objects: 6 } } });
    await lambda.idle();
    expect(lambda.deadLetters).toEqual([]);
    for (const id of photos) expect(await exists(code, id, 'polaroid')).toBe(false);
    expect(await meta(code)).toMatchObject({ photoCount: 0, storageBytes: 0, photoStorage: 'deleted' });
    expect(await auditItems('AUDIT#photos-deleted', code)).toEqual([expect.objectContaining({ actor: ADMIN, photos: 5, objects: 15 })]);
  });
});

describe('delete package', () => {
  it('refuses a support token (403) and a wrong typed code (400, nothing deleted); the right code deletes files and items and leaves the audit item', async () => {
    const { code, photos, guestToken } = await endedEventWithPhotos(2);
    expect(errorOf(await h.deletePackage(staffCall(tokens.support, { code }, { body: { confirm: code } })))).toMatchObject({ status: 403, error: { code: 'STAFF_ROLE_FORBIDDEN' } });
    const wrong = errorOf(await h.deletePackage(staffCall(tokens.admin, { code }, { body: { confirm: code.toLowerCase() } })));
    expect(wrong).toMatchObject({ status: 400, error: { code: 'STAFF_DELETE_CONFIRM_MISMATCH', message: "The code you typed does not match this event's code. Nothing was deleted." } });
    expect(await exists(code, photos[0]!, 'raw')).toBe(true);
    expect((await meta(code)).photosDeletingSince).toBeUndefined();

    const done = ok<StaffPhotoPackageResponse>(await h.deletePackage(staffCall(tokens.admin, { code }, { body: { confirm: ` ${code} ` } })));
    expect(done).toEqual({ code, photoStorage: 'deleted', continuing: false });
    for (const id of photos) for (const k of PHOTO_KINDS) expect(await exists(code, id, k)).toBe(false);
    const m = await meta(code);
    expect(m).toMatchObject({ photoCount: 0, storageBytes: 0, photoStorage: 'deleted' });
    expect(m.photosDeletedAt).toEqual(expect.any(String));
    const gallery = ok<{ photos: unknown[] }>(await h.list(call(code, guestToken)));
    expect(gallery.photos).toEqual([]);
    const audit = await auditItems('AUDIT#photos-deleted', code);
    expect(audit).toEqual([expect.objectContaining({ action: 'photos-deleted', actor: ADMIN, eventCode: code, photos: 2, objects: 6 })]);
    // Archive after deletion: nothing to archive.
    expect(errorOf(await h.archive(staffCall(tokens.admin, { code })))).toMatchObject({ status: 409, error: { code: 'PHOTOS_ALREADY_DELETED' } });
  });
});

describe('delete package before the end', () => {
  it('refuses an event that has not ended, waiting included (its guests can still upload: the photos would outlive the deletion)', async () => {
    const created = await f.createEvent({ title: 'Not started' });
    const code = created.event.code;
    const guest = await f.join(code, 'Ana Pop');
    const photo = await f.uploadPhoto(code, guest.token);
    const refused = errorOf(await h.deletePackage(staffCall(tokens.admin, { code }, { body: { confirm: code } })));
    expect(refused).toMatchObject({ status: 409, error: { code: 'PHOTOS_EVENT_RUNNING' } });
    expect(await exists(code, photo.id, 'polaroid')).toBe(true);
    expect((await meta(code)).photosDeletingSince).toBeUndefined();
  });
});

describe('delete package with an upload still in flight', () => {
  it('a photo confirmed after the deletion began is refused (409 PHOTOS_CLOSED), not kept in the deleted package', async () => {
    const [slot, confirm] = await Promise.all(['http/photos/request-slot.js', 'http/photos/confirm.js'].map(loadHandler));
    const created = await f.createEvent({ title: 'Late upload' });
    const code = created.event.code;
    const guest = await f.join(code, 'Ana Pop');
    const files = { polaroid: { size: SAMPLE_FILES.polaroid.length }, raw: { size: SAMPLE_FILES.raw.length }, thumbnail: { size: SAMPLE_FILES.thumbnail.length } };
    // Taken before the end; its files arrive, its confirm only after staff deleted the package.
    const s = ok<PhotoSlotResponse>(await slot!(call(code, guest.token, {}, { method: 'POST', body: { files } })), 201);
    for (const kind of PHOTO_KINDS) expect((await fetch(s.uploads[kind].url, { method: 'PUT', body: SAMPLE_FILES[kind], headers: { 'content-type': 'image/jpeg' } })).status).toBe(200);
    ok(await h.end(call(code, created.creatorToken, {}, { method: 'POST' })));
    ok(await h.deletePackage(staffCall(tokens.admin, { code }, { body: { confirm: code } })));
    expect(errorOf(await confirm!(call(code, guest.token, { photoId: s.photoId }, { method: 'POST' })))).toMatchObject({ status: 409, error: { code: 'PHOTOS_CLOSED' } });
    expect(await meta(code)).toMatchObject({ photoCount: 0, storageBytes: 0, photoStorage: 'deleted' });
    for (const k of PHOTO_KINDS) expect(await exists(code, s.photoId, k)).toBe(false);
    expect(ok<{ photos: unknown[] }>(await h.list(call(code, guest.token))).photos).toEqual([]);
  });
});

describe('delete one photo', () => {
  it('admin only; removes its files, its item (it leaves the gallery) and its share of the counters, with an audit item', async () => {
    const { code, photos, guestToken } = await endedEventWithPhotos(2);
    const [gone, kept] = photos as [string, string];
    const before = await meta(code);
    expect(errorOf(await h.deletePhoto(staffCall(tokens.support, { code, photoId: gone }, { method: 'DELETE' })))).toMatchObject({ status: 403 });

    const res = ok<StaffDeletePhotoResponse>(await h.deletePhoto(staffCall(tokens.admin, { code, photoId: gone }, { method: 'DELETE' })));
    const bytes = Number(before.storageBytes) / 2; // both photos are the same sample files
    expect(res).toEqual({ code, photoId: gone, photoCount: 1, storageBytes: Number(before.storageBytes) - bytes });
    expect(await meta(code)).toMatchObject({ photoCount: 1, storageBytes: Number(before.storageBytes) - bytes });
    for (const k of PHOTO_KINDS) expect(await exists(code, gone, k)).toBe(false);
    expect(await exists(code, kept, 'raw')).toBe(true);
    const gallery = ok<{ photos: { id: string }[] }>(await h.list(call(code, guestToken)));
    expect(gallery.photos.map((p) => p.id)).toEqual([kept]);
    expect(await auditItems('AUDIT#photo-deleted', code)).toEqual([expect.objectContaining({ action: 'photo-deleted', actor: ADMIN, photoId: gone, bytes })]);
    // Twice: the photo is gone (404), the counters untouched.
    expect(errorOf(await h.deletePhoto(staffCall(tokens.admin, { code, photoId: gone }, { method: 'DELETE' })))).toMatchObject({ status: 404, error: { code: 'PHOTO_NOT_FOUND' } });
    expect((await meta(code)).photoCount).toBe(1);
  });

  it('a hidden photo is kept and counted as hidden: staff see 3 (1 hidden); its delete takes it from the hidden count, not twice from photoCount (issue 29.3)', async () => {
    const { code, photos, creatorToken } = await endedEventWithPhotos(3);
    const hideHandler = await loadHandler('http/moderation/hide.js');
    expect((await hideHandler(call(code, creatorToken, { photoId: photos[0]! }, { method: 'POST' }))).statusCode).toBe(204);
    expect(await meta(code)).toMatchObject({ photoCount: 2, hiddenCount: 1 });
    const { staffEventDetails } = await import('../../functions/core/domain/staff-events/staff-event-details.js');
    const details = await staffEventDetails(code);
    expect(details.event).toMatchObject({ photoCount: 3, hiddenCount: 1 });
    expect(details.stats).toMatchObject({ photos: 3, hiddenPhotos: 1 });

    ok<StaffDeletePhotoResponse>(await h.deletePhoto(staffCall(tokens.admin, { code, photoId: photos[0]! }, { method: 'DELETE' })));
    expect(await meta(code)).toMatchObject({ photoCount: 2, hiddenCount: 0 });
    expect((await staffEventDetails(code)).event).toMatchObject({ photoCount: 2, hiddenCount: 0 });
  });
});
