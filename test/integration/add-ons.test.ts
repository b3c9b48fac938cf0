import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { addOnMessages } from '../../shared/add-on-messages.js';
import type { AddOnId } from '../../shared/pricing/index.js';
import { guestMessages } from '../../shared/guest-messages.js';
import type { Branding, EventCsv, InlineEventCsv, LogoUploadResponse } from '../../shared/schemas/add-ons.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { MeResponse } from '../../shared/schemas/participants.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { fakeJpeg } from '../support/jpeg.js';
import { packageOrderBody } from '../support/package-order.js';
import { solidPng } from '../support/png.js';
import { staffAccountToken } from '../support/staff-accounts.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';

const NAMES = ['createOrder', 'me', 'setBranding', 'exportCsv', 'manage', 'start', 'ballot', 'vote', 'hide', 'requestLogoUpload', 'setLogo', 'staffExportCsv', 'slot'] as const;
let f: Flows;
let h: Record<(typeof NAMES)[number], Handler>;
let offset = 0;
let setClockOffset: (ms: number) => void;
let signOrganizerToken: (email: string) => Promise<{ token: string }>;
let seq = 0;

beforeAll(async () => {
  f = await flows();
  const paths = [
    'orders/create',
    'events/me',
    'add-ons/set-branding',
    'add-ons/export-csv',
    'organizer/manage-event',
    'events/start',
    'votes/ballot',
    'votes/cast',
    'moderation/hide',
    'add-ons/request-logo-upload',
    'add-ons/set-logo',
    'staff-events/export-csv',
    'photos/request-slot',
  ];
  const loaded = await Promise.all(paths.map((p) => loadHandler(`http/${p}.js`)));
  h = Object.fromEntries(NAMES.map((n, i) => [n, loaded[i]])) as typeof h;
  setClockOffset = ((await import('../../functions/core/clock.js')) as { setClockOffset: (ms: number) => void }).setClockOffset;
  signOrganizerToken = (await import('../../functions/core/auth/organizer-token.js')).signOrganizerToken;
});

/** An event with a paid digital package carrying `addOns`, linked by the link's own domain function. */
const packagedEvent = async (addOns: AddOnId[], title = 'Gala = Ana & Ion') => {
  const [{ signGeoToken }, { transitionOrder }, { linkOrderToEvent }, { getOrderItem }, { getEventItem }] = await Promise.all([
    import('../../functions/core/auth/geo-token.js'),
    import('../../functions/core/domain/orders/transition-order.js'),
    import('../../functions/core/domain/orders/link-order.js'),
    import('../../functions/core/data/order-item.js'),
    import('../../functions/core/data/event-item.js'),
  ]);
  const email = `addons-${++seq}-${Date.now()}@example.com`;
  const body = packageOrderBody({ eventType: 'digital', eventSize: 'small', addOns }, { email, geoToken: await signGeoToken('RO') });
  const orderId = ok<CreateOrderResponse>(await h.createOrder(apiEvent({ method: 'POST', body })), 201).order.id;
  await transitionOrder({ orderId, to: 'processing', reason: 'Payment received', actor: 'stripe' });
  const created = await f.createEvent({ title });
  const [order, event] = await Promise.all([getOrderItem(orderId), getEventItem(created.event.code)]);
  if (!order || !event) throw new Error('package world');
  await linkOrderToEvent(order, event);
  return { ...created, code: created.event.code, email };
};

/** What a guest's GET …/me says of the branding (absent on events without the add-on). */
const brandingSeenBy = async (code: string, token: string): Promise<Branding | undefined> => ok<MeResponse>(await h.me(call(code, token))).branding;
const setBranding = (code: string, token: string | undefined, text: unknown) => h.setBranding(call(code, token, {}, { method: 'PUT', body: { text } }));

describe('branded frames', () => {
  it('the creator sets the frame text; the event’s guests read it, normalized', async () => {
    const { code, creatorToken } = await packagedEvent(['branded_frames']);
    const guest = await f.join(code, 'Guest');
    expect(await brandingSeenBy(code, guest.token)).toEqual({ text: null, logo: null });
    expect(ok<Branding>(await setBranding(code, creatorToken, '  Ana   &  Ion 2027 '))).toEqual({ text: 'Ana & Ion 2027', logo: null });
    expect(await brandingSeenBy(code, guest.token)).toEqual({ text: 'Ana & Ion 2027', logo: null });
    // "" removes it.
    expect(ok<Branding>(await setBranding(code, creatorToken, ''))).toEqual({ text: null, logo: null });
  });

  it('is refused for a guest, for another event’s creator and its guests (event isolation)', async () => {
    const { code, creatorToken } = await packagedEvent(['branded_frames']);
    const other = await packagedEvent(['branded_frames']);
    const guest = await f.join(code, 'Guest');
    const otherGuest = await f.join(other.code, 'Other Guest');
    ok(await setBranding(code, creatorToken, 'Secret Gala'));
    expect((await setBranding(code, guest.token, 'Hijack')).statusCode).toBe(403);
    expect((await setBranding(code, other.creatorToken, 'Hijack')).statusCode).toBe(403);
    // Another event's guest is pinned out of this event's GET …/me; their own event's branding is their own.
    expect((await h.me(call(code, otherGuest.token))).statusCode).toBe(403);
    expect((await h.me(call(code))).statusCode).toBe(401);
    expect(await brandingSeenBy(other.code, otherGuest.token)).toEqual({ text: null, logo: null });
    expect(await brandingSeenBy(code, guest.token)).toEqual({ text: 'Secret Gala', logo: null });
  });

  it('is refused on an event without the add-on, with the clear message', async () => {
    const { code, creatorToken } = await packagedEvent(['export_csv']);
    const free = await f.createEvent();
    // Events without the add-on carry no branding in GET …/me at all.
    expect(await brandingSeenBy(code, (await f.join(code, 'Guest')).token)).toBeUndefined();
    for (const [c, token] of [
      [code, creatorToken],
      [free.event.code, free.creatorToken],
    ] as const) {
      const res = await setBranding(c, token, 'Ana & Ion');
      expect(res.statusCode).toBe(409);
      expect(parseBody(res)).toEqual({ error: { code: 'ADD_ON_REQUIRED', message: addOnMessages.ADD_ON_REQUIRED } });
    }
  });

  it('refuses a text over 40 characters or with hidden characters (the name rules), with the message', async () => {
    const { code, creatorToken } = await packagedEvent(['branded_frames']);
    const long = await setBranding(code, creatorToken, 'x'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(long))).toContain(addOnMessages.BRANDING_TEXT_TOO_LONG);
    const hidden = await setBranding(code, creatorToken, 'Ana\u202Enoi');
    expect(hidden.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(hidden))).toContain(addOnMessages.BRANDING_TEXT_HIDDEN_CHARACTERS);
    expect((await setBranding(code, creatorToken, 42)).statusCode).toBe(400);
    expect(ok<Branding>(await setBranding(code, creatorToken, 'ș'.repeat(40))).text).toBe('ș'.repeat(40));
  });
});

/** The export answered inline (a small event's always is). */
const inline = (file: EventCsv): InlineEventCsv => {
  if (!('csv' in file)) throw new Error(`expected the CSV inline, got a link to ${file.url}`);
  return file;
};
const ulidsOf = (n: number): string[] => Array.from({ length: n }, () => ulid());

const pngOf = (width: number, height: number) => solidPng(width, height);

const requestLogoUpload = (code: string, token: string | undefined, body: unknown) => h.requestLogoUpload(call(code, token, {}, { method: 'POST', body }));
const setLogo = (code: string, token: string | undefined, uploadId: string | null) => h.setLogo(call(code, token, {}, { method: 'PUT', body: { uploadId } }));

/** Presign, PUT the bytes as `contentType`, answer the upload id (the logo is not set yet). */
const uploadLogo = async (code: string, token: string, bytes: Uint8Array<ArrayBuffer>, contentType: 'image/png' | 'image/jpeg' = 'image/png'): Promise<string> => {
  const presigned = ok<LogoUploadResponse>(await requestLogoUpload(code, token, { contentType, size: bytes.byteLength }));
  expect(presigned.upload.headers).toEqual({ 'content-type': contentType });
  const put = await fetch(presigned.upload.url, { method: 'PUT', body: bytes, headers: presigned.upload.headers });
  expect(put.status, await put.text()).toBe(200);
  return presigned.uploadId;
};

const s3Core = async () => {
  const [{ s3, logoObjectKey, logoStagingKey }, { HeadObjectCommand, PutObjectCommand }] = await Promise.all([import('../../functions/core/s3.js'), import('@aws-sdk/client-s3')]);
  const bucket = process.env.PHOTO_BUCKET ?? '';
  return {
    logoObjectKey,
    logoStagingKey,
    exists: (key: string) =>
      s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        () => false,
      ),
    put: (key: string, body: Uint8Array, contentType: string) => s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType })),
  };
};

const expectError = (res: Awaited<ReturnType<Handler>>, status: number, code: keyof typeof addOnMessages) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(parseBody(res)).toEqual({ error: { code, message: addOnMessages[code] } });
};

describe('branded frames: the logo', () => {
  it('the creator uploads a PNG by presigned PUT; guests read it (a read link); a JPEG replaces it; Remove removes it', async () => {
    const { code, creatorToken } = await packagedEvent(['branded_frames']);
    const guest = await f.join(code, 'Guest');
    const store = await s3Core();
    const png = pngOf(120, 60);
    const pngId = await uploadLogo(code, creatorToken, png);
    // Presigning records nothing: the guest sees no logo until it is checked and set.
    expect((await brandingSeenBy(code, guest.token))?.logo).toBeNull();
    const set = ok<Branding>(await setLogo(code, creatorToken, pngId));
    expect(set.logo).toMatchObject({ id: pngId, width: 120, height: 60 });
    // Confirming again answers the same logo.
    expect(ok<Branding>(await setLogo(code, creatorToken, pngId)).logo?.id).toBe(pngId);
    const seen = await brandingSeenBy(code, guest.token);
    expect(seen?.logo).toMatchObject({ id: pngId, width: 120, height: 60 });
    const got = await fetch(seen!.logo!.url);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(png);
    // The checked file moved off the staging key, where presigned PUTs write.
    expect(await store.exists(store.logoStagingKey(code, pngId))).toBe(false);
    expect(await store.exists(store.logoObjectKey(code, pngId, 'png'))).toBe(true);

    const jpegId = await uploadLogo(code, creatorToken, fakeJpeg(800, 400, 20_000), 'image/jpeg');
    expect(ok<Branding>(await setLogo(code, creatorToken, jpegId)).logo).toMatchObject({ id: jpegId, width: 800, height: 400 });
    expect(await store.exists(store.logoObjectKey(code, pngId, 'png'))).toBe(false);
    // The text is untouched by the logo and the other way round.
    expect(ok<Branding>(await setBranding(code, creatorToken, 'Ana & Ion')).logo?.id).toBe(jpegId);

    expect(ok<Branding>(await setLogo(code, creatorToken, null))).toEqual({ text: 'Ana & Ion', logo: null });
    expect(await store.exists(store.logoObjectKey(code, jpegId, 'jpg'))).toBe(false);
    expect(await brandingSeenBy(code, guest.token)).toEqual({ text: 'Ana & Ion', logo: null });
  });

  it('is the creator’s only (not a guest’s, not another event’s creator) and needs the add-on, with the clear message', async () => {
    const { code, creatorToken } = await packagedEvent(['branded_frames']);
    const other = await packagedEvent(['branded_frames']);
    const guest = await f.join(code, 'Guest');
    const body = { contentType: 'image/png', size: 1000 };
    for (const token of [guest.token, other.creatorToken]) {
      expect((await requestLogoUpload(code, token, body)).statusCode).toBe(403);
      expect((await setLogo(code, token, null)).statusCode).toBe(403);
    }
    expect((await requestLogoUpload(code, undefined, body)).statusCode).toBe(401);
    // Another event's creator cannot set an upload of this event as their logo either: the key is per event.
    const id = await uploadLogo(code, creatorToken, pngOf(10, 10));
    expectError(await setLogo(other.code, other.creatorToken, id), 409, 'LOGO_NOT_UPLOADED');

    const csvOnly = await packagedEvent(['export_csv']);
    const free = await f.createEvent();
    for (const [c, token] of [
      [csvOnly.code, csvOnly.creatorToken],
      [free.event.code, free.creatorToken],
    ] as const) {
      expectError(await requestLogoUpload(c, token, body), 409, 'ADD_ON_REQUIRED');
      expectError(await setLogo(c, token, null), 409, 'ADD_ON_REQUIRED');
    }
  });

  it('refuses a file over 1 MB, a non-image, a type its bytes contradict and a missing upload, and deletes the bad file', async () => {
    const { code, creatorToken } = await packagedEvent(['branded_frames']);
    const store = await s3Core();
    expectError(await requestLogoUpload(code, creatorToken, { contentType: 'image/png', size: 1024 * 1024 + 1 }), 413, 'LOGO_TOO_LARGE');
    expect((await requestLogoUpload(code, creatorToken, { contentType: 'image/svg+xml', size: 100 })).statusCode).toBe(400);
    expect((await requestLogoUpload(code, creatorToken, { contentType: 'image/png', size: 0 })).statusCode).toBe(400);
    expect((await setLogo(code, creatorToken, '../../other')).statusCode).toBe(400);

    const text = await uploadLogo(code, creatorToken, new TextEncoder().encode('<html>not a logo</html>'));
    expectError(await setLogo(code, creatorToken, text), 400, 'LOGO_INVALID');
    expect(await store.exists(store.logoStagingKey(code, text))).toBe(false);
    // JPEG bytes sent as a PNG: the magic bytes decide, not the declared type.
    const liar = await uploadLogo(code, creatorToken, fakeJpeg(100, 100, 5_000));
    expectError(await setLogo(code, creatorToken, liar), 400, 'LOGO_INVALID');
    // A PNG whose header claims 5000×5000 px.
    const huge = await uploadLogo(code, creatorToken, pngOf(5000, 1));
    expectError(await setLogo(code, creatorToken, huge), 400, 'LOGO_INVALID');

    // The object's real size is checked, not the presign's promise: a 1 MB + 1 object on the staging key.
    const [big] = ulidsOf(1);
    const oversized = new Uint8Array(1024 * 1024 + 1);
    oversized.set(pngOf(10, 10));
    await store.put(store.logoStagingKey(code, big!), oversized, 'image/png');
    expectError(await setLogo(code, creatorToken, big!), 413, 'LOGO_TOO_LARGE');
    expect(await store.exists(store.logoStagingKey(code, big!))).toBe(false);

    const [never] = ulidsOf(1);
    expectError(await setLogo(code, creatorToken, never!), 409, 'LOGO_NOT_UPLOADED');
    expect((await brandingSeenBy(code, (await f.join(code, 'Guest')).token))?.logo).toBeNull();
  });
});

/** The CSV's lines without the BOM (CRLF row ends). */
const lines = (csv: EventCsv) => inline(csv).csv.replace(/^\uFEFF/, '').split('\r\n');

describe('CSV export', () => {
  it('lists every photo with its votes and hidden flag, then the participants; formula cells neutralised', async () => {
    const { code, creatorToken, email } = await packagedEvent(['export_csv']);
    const uploader = await f.join(code, '=HYPERLINK("http://evil")');
    const voter = await f.join(code, 'Voter, "Jr"');
    ok(await h.start(call(code, creatorToken, {}, { method: 'POST' })));
    const photo = await f.uploadPhoto(code, uploader.token);
    const hiddenPhoto = await f.uploadPhoto(code, uploader.token);
    // The voter is handed the photo, observes it 3 s (server clock), votes.
    for (let i = 0; i < 20; i++) {
      const b = ok<BallotResponse>(await h.ballot(call(code, voter.token, {}, { method: 'POST', body: {} })));
      if (b.kind === 'photo' && b.photo.id === photo.id) break;
    }
    setClockOffset((offset += 3100));
    expect((await h.vote(call(code, voter.token, {}, { method: 'POST', body: { photoId: photo.id, category: 'most_candid' } }))).statusCode).toBe(201);
    expect((await h.hide(call(code, creatorToken, { photoId: hiddenPhoto.id }, { method: 'POST' }))).statusCode).toBe(204);

    const csv = ok<EventCsv>(await h.exportCsv(call(code, creatorToken)));
    expect(csv.fileName).toBe(`Gala = Ana & Ion-${code}.csv`);
    expect(inline(csv).csv.startsWith('\uFEFF')).toBe(true);
    const rows = lines(csv);
    expect(rows[0]).toBe('Photo ID,Guest,Taken at,Filter,Votes: Most Emotional,Votes: Silliest Picture,Votes: Most Creative,Votes: Best Couple Shot,Votes: Most Candid,Votes: Best Group Photo,Votes: Most Artistic,Votes: Funniest Moment,Votes: Most Romantic,Votes: Best Dance Move,Hidden,Challenge');
    const photoRow = rows.find((r) => r.startsWith(photo.id));
    // The guest's name starts with "=": neutralised with a leading ', and quoted (it holds quotes).
    expect(photoRow).toMatch(new RegExp(`^${photo.id},"'=HYPERLINK\\(""http://evil""\\)",[^,]+,,0,0,0,0,1,0,0,0,0,0,no,$`));
    expect(rows.find((r) => r.startsWith(hiddenPhoto.id))).toMatch(/,0,0,0,0,0,0,0,0,0,0,yes,$/);
    const participantsAt = rows.indexOf('Participant,Joined at,Photos,Votes cast');
    expect(participantsAt).toBeGreaterThan(2);
    expect(rows[participantsAt - 1]).toBe('');
    const participantRows = rows.slice(participantsAt + 1);
    expect(participantRows.find((r) => r.startsWith('"\'=HYPERLINK'))).toMatch(/,2,0$/);
    expect(participantRows.find((r) => r.startsWith('"Voter, ""Jr"""'))).toMatch(/,0,1$/);
    // No cell of the file starts a formula.
    expect(inline(csv).csv).not.toMatch(/(^|,|\r\n)[=+@]/);

    // The organizer portal: its session gets the creator credential of its own event (not of another's), which exports the same file.
    const organizer = await signOrganizerToken(email);
    const granted = ok<CreateEventResponse>(await h.manage(apiEvent({ method: 'POST', pathParameters: { code }, headers: bearer(organizer.token) })));
    expect(inline(ok<EventCsv>(await h.exportCsv(call(code, granted.creatorToken)))).csv).toBe(inline(csv).csv);
    const stranger = await signOrganizerToken('stranger@example.com');
    expect((await h.manage(apiEvent({ method: 'POST', pathParameters: { code }, headers: bearer(stranger.token) }))).statusCode).toBe(403);
  });

  it('is refused without the add-on (clear error) and for a guest token', async () => {
    const { code, creatorToken, email } = await packagedEvent(['branded_frames']);
    const res = await h.exportCsv(call(code, creatorToken));
    expect(res.statusCode).toBe(409);
    expect(parseBody(res)).toEqual({ error: { code: 'ADD_ON_REQUIRED', message: addOnMessages.ADD_ON_REQUIRED } });
    const organizer = await signOrganizerToken(email);
    const granted = ok<CreateEventResponse>(await h.manage(apiEvent({ method: 'POST', pathParameters: { code }, headers: bearer(organizer.token) })));
    expect(parseBody(await h.exportCsv(call(code, granted.creatorToken)))).toMatchObject({ error: { code: 'ADD_ON_REQUIRED' } });

    const withCsv = await packagedEvent(['export_csv']);
    const guest = await f.join(withCsv.code, 'Guest');
    const refused = await h.exportCsv(call(withCsv.code, guest.token));
    expect(refused.statusCode).toBe(403);
    expect(parseBody(refused)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect((await h.exportCsv(call(withCsv.code))).statusCode).toBe(401);
  });
});

describe('CSV export: the filter column', () => {
  it('records the camera filter a photo was taken with and names it; a photo sent without one has an empty cell', async () => {
    const { code, creatorToken } = await packagedEvent(['export_csv']);
    const guest = await f.join(code, 'Maria');
    ok(await h.start(call(code, creatorToken, {}, { method: 'POST' })));
    const bw = await f.uploadPhoto(code, guest.token, { filter: 'blackwhite' });
    const original = await f.uploadPhoto(code, guest.token, { filter: 'none' });
    const older = await f.uploadPhoto(code, guest.token);
    const rows = lines(ok<EventCsv>(await h.exportCsv(call(code, creatorToken))));
    const filterOf = (photoId: string) => rows.find((r) => r.startsWith(`${photoId},`))?.split(',')[3];
    expect(filterOf(bw.id)).toBe('B&W');
    expect(filterOf(original.id)).toBe('Original');
    expect(filterOf(older.id)).toBe('');
  });

  it('refuses an unknown filter id with a clear error and takes no unit of quota', async () => {
    const { code, creatorToken } = await packagedEvent(['export_csv']);
    const guest = await f.join(code, 'Maria');
    ok(await h.start(call(code, creatorToken, {}, { method: 'POST' })));
    const files = { polaroid: { size: 1000 }, raw: { size: 1000 }, thumbnail: { size: 1000 } };
    for (const filter of ['sepia', '', 'BLACKWHITE', 7]) {
      const res = await h.slot(call(code, guest.token, {}, { method: 'POST', body: { files, filter } }));
      expect(res.statusCode, String(filter)).toBe(400);
      expect(parseBody(res)).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: guestMessages.PHOTO_FILTER_UNKNOWN, fields: { filter: guestMessages.PHOTO_FILTER_UNKNOWN } } });
    }
    expect(ok<MeResponse>(await h.me(call(code, guest.token))).participant.photosTaken).toBe(0);
  });
});

describe('CSV export for staff', () => {
  it('staff (admin or support) export any event, add-on or not; the same file the organizer gets', async () => {
    const [admin, support] = await Promise.all([staffAccountToken(`csv-admin-${Date.now()}@candid.test`, 'admin'), staffAccountToken(`csv-support-${Date.now()}@candid.test`, 'support')]);
    const withAddOn = await packagedEvent(['export_csv']);
    const guest = await f.join(withAddOn.code, 'Maria');
    ok(await h.start(call(withAddOn.code, withAddOn.creatorToken, {}, { method: 'POST' })));
    const photo = await f.uploadPhoto(withAddOn.code, guest.token, { filter: 'vintage' });
    const organizers = inline(ok<EventCsv>(await h.exportCsv(call(withAddOn.code, withAddOn.creatorToken))));
    const staffs = inline(ok<EventCsv>(await h.staffExportCsv(apiEvent({ pathParameters: { code: withAddOn.code }, headers: bearer(admin) }))));
    expect(staffs).toEqual(organizers);
    expect(staffs.csv).toContain(`${photo.id},Maria,`);

    // A free event (no add-on): its organizer is refused, staff are not.
    const free = await f.createEvent({ title: 'Free Party' });
    expect((await h.exportCsv(call(free.event.code, free.creatorToken))).statusCode).toBe(409);
    const freeCsv = inline(ok<EventCsv>(await h.staffExportCsv(apiEvent({ pathParameters: { code: free.event.code }, headers: bearer(support) }))));
    expect(freeCsv.fileName).toBe(`Free Party-${free.event.code}.csv`);
    expect(lines(freeCsv)[0]).toMatch(/^Photo ID,Guest,Taken at,Filter,/);
  });

  it('is refused without a staff token (creator, guest, none) and answers 404 for an unknown event', async () => {
    const { code, creatorToken } = await packagedEvent(['export_csv']);
    const guest = await f.join(code, 'Maria');
    expect((await h.staffExportCsv(apiEvent({ pathParameters: { code } }))).statusCode).toBe(401);
    for (const token of [creatorToken, guest.token]) expect([401, 403]).toContain((await h.staffExportCsv(apiEvent({ pathParameters: { code }, headers: bearer(token) }))).statusCode);
    const admin = await staffAccountToken(`csv-404-${Date.now()}@candid.test`, 'admin');
    const missing = await h.staffExportCsv(apiEvent({ pathParameters: { code: 'ZZZZZ9' }, headers: bearer(admin) }));
    expect(missing.statusCode).toBe(404);
    expect(parseBody(missing)).toMatchObject({ error: { code: 'EVENT_NOT_FOUND' } });
  });
});

describe('CSV export too large to answer inline', () => {
  it('above the inline limit the CSV is written to storage and answered as a short-lived link that downloads the same file', async () => {
    const admin = await staffAccountToken(`csv-large-${Date.now()}@candid.test`, 'admin');
    const { code, creatorToken } = await packagedEvent(['export_csv'], 'Nuntă Ana');
    const guest = await f.join(code, 'Ștefan');
    ok(await h.start(call(code, creatorToken, {}, { method: 'POST' })));
    await f.uploadPhoto(code, guest.token, { filter: 'warm' });
    const small = inline(ok<EventCsv>(await h.exportCsv(call(code, creatorToken))));
    const bytes = Buffer.byteLength(JSON.stringify(small), 'utf8');

    process.env.CANDID_CSV_INLINE_MAX_BYTES = String(bytes - 1);
    try {
      for (const res of [await h.exportCsv(call(code, creatorToken)), await h.staffExportCsv(apiEvent({ pathParameters: { code }, headers: bearer(admin) }))]) {
        const linked = ok<EventCsv>(res);
        if ('csv' in linked) throw new Error('expected a link above the limit');
        expect(linked.fileName).toBe(small.fileName);
        expect(Date.parse(linked.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 60_000 + offset);
        const got = await fetch(linked.url);
        expect(got.status).toBe(200);
        expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(small.fileName)}`);
        expect(got.headers.get('content-type')).toMatch(/^text\/csv/);
        const body = Buffer.from(await got.arrayBuffer());
        // Byte for byte the inline file: BOM first, then the same rows.
        expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        expect(body.toString('utf8')).toBe(small.csv);
        // An object of its own under the exports prefix (expired by its lifecycle rule), never a guessable key.
        expect(new URL(linked.url).pathname).toMatch(new RegExp(`/archives/exports/${code}/[0-9A-HJKMNP-TV-Z]{26}\\.csv$`));
      }
    } finally {
      delete process.env.CANDID_CSV_INLINE_MAX_BYTES;
    }
    // At the limit it is inline again.
    process.env.CANDID_CSV_INLINE_MAX_BYTES = String(bytes);
    try {
      expect(inline(ok<EventCsv>(await h.exportCsv(call(code, creatorToken)))).csv).toBe(small.csv);
    } finally {
      delete process.env.CANDID_CSV_INLINE_MAX_BYTES;
    }
  });
});
