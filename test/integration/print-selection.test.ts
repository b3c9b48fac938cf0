import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { asyncJobs } from '../../functions/routes.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import type { LocalLambdaInvoke } from '../../infra/local/lambda-invoke.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { PrintSelectionView, StaffPrintFilesResponse } from '../../shared/schemas/print-selection.js';
import type { StaffOrderDetails } from '../../shared/schemas/staff-orders.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler, type Res } from '../support/flows.js';
import { readInbox } from '../support/inbox.js';
import { whileSesFails } from '../support/ses-outage.js';
import { packageOrderBody } from '../support/package-order.js';
import { useEmulators } from '../support/use-emulators.js';
import type * as OrderItemModule from '../../functions/core/data/order-item.js';
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';

/**
 * A package's print bundle (issue #28.3, #28.4): the organizer chooses the photos after the end (creator
 * credential or organizer session), once, from the event's own photos, at most the bundle; staff see the
 * prints order and download its print files, a ZIP the archive job builds of exactly the chosen photos.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';
const FUNCTIONS = join(import.meta.dirname, '..', '..', 'functions');
const ADDRESS = { street: 'Str. Memorandumului 28', city: 'Cluj-Napoca', postalCode: '400114', country: 'RO' };

let f: Flows;
let h: Record<'createOrder' | 'link' | 'start' | 'end' | 'get' | 'confirm' | 'orgGet' | 'orgConfirm' | 'deletePhoto' | 'staffDetails' | 'staffPrintFiles' | 'staffComplete' | 'orgLink', Handler>;
let tx: typeof TransitionModule;
let getOrderItem: typeof OrderItemModule.getOrderItem;
let withdrawPaidFeatures: (orderId: string) => Promise<void>;
let PACKAGE_REFUNDED_PRINTS_REASON: string;
let signGeoToken: (country: string) => Promise<string>;
let signOrganizerToken: (email: string) => Promise<{ token: string }>;
let staffToken: string;
let lambda: LocalLambdaInvoke;
let work: string;

beforeAll(async () => {
  const { startLocalLambdaInvoke } = await import('../../infra/local/lambda-invoke.js');
  lambda = await startLocalLambdaInvoke({ loader: createHandlerLoader(FUNCTIONS), jobs: asyncJobs, retryDelaysMs: [20, 20], quiet: true });
  process.env.AWS_ENDPOINT_URL_LAMBDA = lambda.url;
  process.env.ARCHIVE_JOB_FUNCTION = 'build-archive';
  f = await flows();
  const paths = {
    createOrder: 'http/orders/create.js',
    link: 'http/orders/link.js',
    start: 'http/events/start.js',
    end: 'http/events/end.js',
    get: 'http/print-selection/get.js',
    confirm: 'http/print-selection/confirm.js',
    orgGet: 'http/print-selection/organizer-get.js',
    orgConfirm: 'http/print-selection/organizer-confirm.js',
    deletePhoto: 'http/moderation/delete.js',
    staffDetails: 'http/staff-orders/details.js',
    staffPrintFiles: 'http/staff-orders/print-files.js',
    staffComplete: 'http/staff-orders/complete.js',
    orgLink: 'http/organizer/link-order.js',
  } as const;
  const loaded = await Promise.all(Object.values(paths).map(loadHandler));
  h = Object.fromEntries(Object.keys(paths).map((k, i) => [k, loaded[i]])) as typeof h;
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  getOrderItem = (await import('../../functions/core/data/order-item.js')).getOrderItem;
  withdrawPaidFeatures = (await import('../../functions/core/domain/orders/withdraw-paid-features.js')).withdrawPaidFeatures;
  PACKAGE_REFUNDED_PRINTS_REASON = (await import('../../functions/core/domain/orders/cancel-bundled-prints.js')).PACKAGE_REFUNDED_PRINTS_REASON;
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  signOrganizerToken = (await import('../../functions/core/auth/organizer-token.js')).signOrganizerToken;
  const { staffAccountToken } = await import('../support/staff-accounts.js');
  staffToken = await staffAccountToken('prints-support@candid.test', 'support');
  work = mkdtempSync(join(tmpdir(), 'candid-prints-'));
});

afterAll(async () => {
  await lambda?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const codeOf = (res: Res) => (parseBody(res) as { error: { code: string } }).error.code;

interface World {
  ev: CreateEventResponse;
  code: string;
  email: string;
  pkg: CreateOrderResponse;
  guestToken: string;
  photos: string[];
}

/** The buyer's phone links the package to the event it created (POST /api/link-order). */
const linkPackage = async (w: Pick<World, 'ev' | 'pkg' | 'email'>) =>
  h.link(
    apiEvent({ method: 'POST', path: '/api/link-order', headers: { ...bearer(w.ev.creatorToken), 'x-order-token': w.pkg.accessToken }, body: { orderId: w.pkg.order.id, eventId: w.ev.event.id, customerEmail: w.email } }),
  );

/**
 * A paid personal package with a 25-print bundle, linked to a started event with 3 photos of a guest
 * (`linked: false`: bought and paid, not linked yet).
 */
const world = async (addOns: ('print_bundle_25' | 'print_bundle_50' | 'gallery_extension_7')[] = ['print_bundle_25'], { linked = true } = {}): Promise<World> => {
  const email = `prints-${ulid().toLowerCase()}@example.com`;
  const ev = await f.createEvent({ title: 'Ana & Ion' });
  const code = ev.event.code;
  const body = packageOrderBody({ eventType: 'personal', eventSize: 'small', addOns }, { email, geoToken: await signGeoToken('RO') }, {
    customerInfo: { name: 'Andreea Popescu', email, address: ADDRESS },
  });
  const pkg = ok<CreateOrderResponse>(await h.createOrder(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
  await tx.transitionOrder({ orderId: pkg.order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
  if (linked) ok(await linkPackage({ ev, pkg, email }));
  ok(await h.start(call(code, ev.creatorToken, {}, { method: 'POST' })));
  const guest = await f.join(code, 'Maria');
  const photos: string[] = [];
  for (let i = 0; i < 3; i++) photos.push((await f.uploadPhoto(code, guest.token)).id);
  return { ev, code, email, pkg, guestToken: guest.token, photos };
};

const end = async (w: World) => ok(await h.end(call(w.code, w.ev.creatorToken, {}, { method: 'POST' })));
const getSel = (w: World, token = w.ev.creatorToken) => h.get(call(w.code, token));
const confirm = (w: World, photoIds: string[], token = w.ev.creatorToken, address: Record<string, string> = ADDRESS) =>
  h.confirm(call(w.code, token, {}, { method: 'POST', body: { photoIds, address } }));

/** The prints-choose e-mails the package's buyer received. */
const askedFor = async (w: World) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', w.email)).filter((m) => m.subject.startsWith('Choose the photos for your prints'));

describe('choosing the photos of a package print bundle', () => {
  it('is refused before the end; the screen says it waits, with the default choice ready', async () => {
    const w = await world();
    const view = ok<PrintSelectionView>(await getSel(w));
    expect(view.state).toBe('waiting');
    const res = await confirm(w, w.photos.slice(0, 1));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('PRINT_SELECTION_BEFORE_END');
    expect((await getOrderItem(w.pkg.order.id))?.printOrderId).toBeUndefined();
  });

  it('after the end: the bundle size, 10×15, the package address, and all the photos pre-selected when fewer than the bundle (newest first)', async () => {
    const w = await world();
    await end(w);
    const view = ok<PrintSelectionView>(await getSel(w));
    expect(view).toMatchObject({ state: 'open', bundleSize: 25, printSize: '10x15', address: ADDRESS, eventTitle: 'Ana & Ion' });
    expect(view.photos.map((p) => p.id)).toEqual([...w.photos].reverse());
    expect(view.selectedPhotoIds).toEqual([...w.photos].reverse());
    expect(view.photos[0]?.thumbnailUrl).toContain(`${w.code}/${w.photos[2]}/thumbnail.jpg`);
    // The end asked the package's buyer by e-mail, once.
    const asked = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', w.email)).filter((m) => m.subject.startsWith('Choose the photos for your prints'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.subject).toContain(w.pkg.order.orderNumber);
  });

  it('the ask survives a failed send: the end goes through, and the auto-end job sends it on its next run, once', async () => {
    const w = await world();
    // The mail provider is down while the event ends.
    await whileSesFails(() => end(w));
    expect(await askedFor(w)).toHaveLength(0);
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(1);
    // Run again (a rerun, an overlap with another end): no second e-mail.
    await job();
    expect(await askedFor(w)).toHaveLength(1);
  });

  it("the job running while the end's own ask is being sent does not take the ask off for good when that send fails", async () => {
    const w = await world();
    const { sesClient } = await import('../../functions/core/email/ses.js');
    const { askDuePrints } = await import('../../functions/core/domain/prints/ask-for-prints.js');
    // The end's send reaches the provider, the job's pass runs meanwhile (it finds the e-mail claimed by that
    // send and takes the event off the outbox), then the provider fails the send.
    const name = `jobDuringSend-${ulid()}`;
    let jobRan = false;
    sesClient().middlewareStack.add(
      () => async () => {
        if (!jobRan) {
          jobRan = true;
          await askDuePrints(new Date());
        }
        throw new Error('SES unavailable (test)');
      },
      { step: 'initialize', name },
    );
    try {
      await end(w);
    } finally {
      sesClient().middlewareStack.remove(name);
    }
    expect(jobRan).toBe(true);
    expect(await askedFor(w)).toHaveLength(0);
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(1);
  });

  it('an ask that fails again in the job waits before its next try (the provider is not asked every minute), then goes, once', async () => {
    const w = await world();
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    const { setClockOffset } = await import('../../functions/core/clock.js');
    // Down at the end and at the job's next run: the run reports the ask it could not send.
    await whileSesFails(() => end(w));
    await expect(whileSesFails(() => job())).rejects.toThrow(`prints-ask:${w.code}`);
    expect(await askedFor(w)).toHaveLength(0);
    // Back up: the run right after does not try yet; a minute later it does.
    await job();
    expect(await askedFor(w)).toHaveLength(0);
    try {
      setClockOffset(61_000);
      await job();
    } finally {
      setClockOffset(0);
    }
    expect(await askedFor(w)).toHaveLength(1);
    await job();
    expect(await askedFor(w)).toHaveLength(1);
  });

  it('a package refunded while its ask was failing is not asked later (the choice screen would refuse it), and leaves the outbox', async () => {
    const w = await world();
    await whileSesFails(() => end(w));
    await tx.transitionOrder({ orderId: w.pkg.order.id, to: 'cancelled', reason: 'Refunded by staff', actor: 'admin:staff1', set: { refundRequestedAt: new Date().toISOString() } });
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(0);
    const { queryPrintsAsksDue } = await import('../../functions/core/data/event-lifecycle.js');
    expect((await queryPrintsAsksDue(new Date(Date.now() + 3_600_000))).codes).not.toContain(w.code);
  });

  it('a staff end of the event puts its ask on the outbox too (its audited transaction); the job sends it', async () => {
    const w = await world();
    const { endEventOnce } = await import('../../functions/core/domain/events/end-event.js');
    const ended = await whileSesFails(() => endEventOnce(w.code, 'admin:prints-test'));
    expect(ended.status).toBe('completed');
    expect(await askedFor(w)).toHaveLength(0);
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(1);
  });

  it('an ended event without a print bundle never goes on the prints-ask outbox; one whose ask went leaves it', async () => {
    const { queryPrintsAsksDue } = await import('../../functions/core/data/event-lifecycle.js');
    const plain = await world(['gallery_extension_7']);
    await end(plain);
    const w = await world();
    await end(w);
    const due = (await queryPrintsAsksDue(new Date(Date.now() + 3_600_000))).codes;
    expect(due).not.toContain(plain.code);
    expect(due).not.toContain(w.code);
  });

  it('a package being refunded (cancelled by staff, its refund on the way) no longer has prints to choose', async () => {
    const w = await world();
    await end(w);
    await tx.transitionOrder({ orderId: w.pkg.order.id, to: 'cancelled', reason: 'Refunded by staff', actor: 'admin:staff1', set: { refundRequestedAt: new Date().toISOString() } });
    for (const res of [await getSel(w), await confirm(w, w.photos.slice(0, 1))]) {
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('PRINT_BUNDLE_NOT_INCLUDED');
    }
    expect((await getOrderItem(w.pkg.order.id))?.printOrderId).toBeUndefined();
  });

  it('a package with both bundles (each charged) asks for 75 prints', async () => {
    const w = await world(['print_bundle_25', 'print_bundle_50']);
    await end(w);
    expect(ok<PrintSelectionView>(await getSel(w))).toMatchObject({ state: 'open', bundleSize: 75 });
  });

  it('is refused to a guest (403) and to nobody (401); and to an event whose package has no print bundle (409)', async () => {
    const w = await world();
    await end(w);
    expect((await confirm(w, w.photos.slice(0, 1), w.guestToken)).statusCode).toBe(403);
    expect((await getSel(w, w.guestToken)).statusCode).toBe(403);
    expect((await h.confirm(apiEvent({ method: 'POST', pathParameters: { code: w.code }, body: { photoIds: w.photos, address: ADDRESS } }))).statusCode).toBe(401);
    const plain = await world(['gallery_extension_7']);
    await end(plain);
    const res = await confirm(plain, plain.photos.slice(0, 1));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('PRINT_BUNDLE_NOT_INCLUDED');
  });

  it('refuses another event\'s photo, a deleted photo, more photos than the bundle, an empty choice and a missing address', async () => {
    const w = await world();
    const other = await world();
    const deleted = w.photos[0] ?? '';
    expect((await h.deletePhoto(call(w.code, w.guestToken, { photoId: deleted }, { method: 'DELETE', body: {} }))).statusCode).toBe(204);
    await end(w);
    for (const ids of [[w.photos[1] ?? '', other.photos[0] ?? ''], [deleted, w.photos[1] ?? '']]) {
      const res = await confirm(w, ids);
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('PRINT_SELECTION_PHOTOS_INVALID');
    }
    const tooMany = await confirm(w, Array.from({ length: 26 }, () => ulid()));
    expect(tooMany.statusCode).toBe(400);
    expect(codeOf(tooMany)).toBe('PRINT_SELECTION_TOO_MANY');
    expect((await confirm(w, [])).statusCode).toBe(400);
    expect((await confirm(w, [w.photos[1] ?? ''], w.ev.creatorToken, { street: '', city: 'Cluj', postalCode: '400114' })).statusCode).toBe(400);
    expect((await getOrderItem(w.pkg.order.id))?.printOrderId).toBeUndefined();
  });

  it('confirming makes one zero-amount prints order for staff, once per package (twice and concurrently refused)', async () => {
    const w = await world();
    await end(w);
    const chosen = [w.photos[2] ?? '', w.photos[0] ?? ''];
    const [a, b] = await Promise.all([confirm(w, chosen), confirm(w, chosen)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const done = parseBody(a.statusCode === 200 ? a : b) as PrintSelectionView;
    expect(done).toMatchObject({ state: 'chosen', selectedPhotoIds: chosen, address: ADDRESS });
    expect(codeOf(a.statusCode === 409 ? a : b)).toBe('PRINT_SELECTION_DONE');
    const again = await confirm(w, [w.photos[1] ?? '']);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('PRINT_SELECTION_DONE');

    const pkg = await getOrderItem(w.pkg.order.id);
    const prints = await getOrderItem(pkg?.printOrderId ?? 'none');
    expect(prints).toMatchObject({
      orderType: 'post_event',
      productType: 'prints_bundle',
      status: 'processing',
      totalAmount: 0,
      eventCode: w.code,
      photoIds: chosen,
      packageOrderId: w.pkg.order.id,
      orderNumber: done.printOrderNumber,
      customerInfo: { email: w.email, address: ADDRESS },
    });
    // The creator's screen and the organizer portal show what was chosen.
    expect(ok<PrintSelectionView>(await getSel(w)).state).toBe('chosen');
  });
});

describe("a package refunded after its prints were chosen", () => {
  /** The package's refund as Stripe confirms it: cancelled (refund asked for), refunded, then the webhook's withdrawal. */
  const refundPackage = async (w: World): Promise<void> => {
    await tx.transitionOrder({ orderId: w.pkg.order.id, to: 'cancelled', reason: 'Refunded by staff', actor: 'admin:staff1', set: { refundRequestedAt: new Date().toISOString() } });
    await tx.transitionOrder({ orderId: w.pkg.order.id, to: 'refunded', reason: 'Payment refunded', actor: 'stripe' });
    await withdrawPaidFeatures(w.pkg.order.id);
  };
  const chosenPrints = async (w: World) => {
    await end(w);
    ok(await confirm(w, w.photos.slice(0, 2)));
    return (await getOrderItem(w.pkg.order.id))?.printOrderId ?? 'none';
  };

  it('cancels its prints order while it is not shipped, once (a redelivered refund changes nothing)', async () => {
    const w = await world();
    const printsId = await chosenPrints(w);
    await refundPackage(w);
    await withdrawPaidFeatures(w.pkg.order.id);
    const prints = await getOrderItem(printsId);
    expect(prints?.status).toBe('cancelled');
    const { queryHistory } = await import('../../functions/core/data/order-item.js');
    const reasons = (await queryHistory(printsId)).map((h) => h.reason);
    expect(reasons.filter((r) => r === PACKAGE_REFUNDED_PRINTS_REASON)).toHaveLength(1);
    // Nothing to print for staff either.
    const files = await h.staffPrintFiles(apiEvent({ method: 'POST', pathParameters: { orderId: printsId }, headers: bearer(staffToken) }));
    expect([files.statusCode, codeOf(files)]).toEqual([409, 'PRINT_FILES_ORDER_CLOSED']);
  });

  it('leaves prints already shipped as they are', async () => {
    const w = await world();
    const printsId = await chosenPrints(w);
    await tx.transitionOrder({ orderId: printsId, to: 'completed', reason: 'Shipped', actor: 'admin:staff1' });
    await refundPackage(w);
    expect((await getOrderItem(printsId))?.status).toBe('completed');
  });
});

describe('the organizer portal chooses too', () => {
  it("its own event only (403 for another's), with the same rules", async () => {
    const w = await world();
    const other = await world();
    await end(w);
    const { token } = await signOrganizerToken(w.email);
    const { token: otherToken } = await signOrganizerToken(other.email);
    expect((await h.orgGet(call(w.code, otherToken))).statusCode).toBe(403);
    expect((await h.orgConfirm(call(w.code, otherToken, {}, { method: 'POST', body: { photoIds: w.photos, address: ADDRESS } }))).statusCode).toBe(403);
    expect(ok<PrintSelectionView>(await h.orgGet(call(w.code, token))).state).toBe('open');
    const done = ok<PrintSelectionView>(await h.orgConfirm(call(w.code, token, {}, { method: 'POST', body: { photoIds: [w.photos[1]], address: ADDRESS } })));
    expect(done.state).toBe('chosen');
    expect((await confirm(w, [w.photos[0] ?? ''])).statusCode).toBe(409);
  });
});

describe('a package linked after its event ended', () => {
  const orgLink = async (w: World) => {
    const { token } = await signOrganizerToken(w.email);
    return h.orgLink(apiEvent({ method: 'POST', pathParameters: { orderId: w.pkg.order.id }, headers: bearer(token), body: { eventCode: w.code, creatorToken: w.ev.creatorToken } }));
  };

  it('from the organizer dashboard: the link puts the prints ask on the outbox and the auto-end job sends it, once', async () => {
    const w = await world(['print_bundle_25'], { linked: false });
    await end(w);
    ok(await orgLink(w));
    expect((await getOrderItem(w.pkg.order.id))?.status).toBe('completed');
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    expect((await job()).printsAsked).toContain(w.code);
    const asked = await askedFor(w);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.subject).toContain(w.pkg.order.orderNumber);
    // The link again (a double click: an idempotent success) and another run: no second e-mail.
    ok(await orgLink(w));
    await job();
    expect(await askedFor(w)).toHaveLength(1);
    expect(ok<PrintSelectionView>(await getSel(w)).state).toBe('open');
  });

  it("from the buyer's phone (POST /api/link-order) too; a package without a print bundle linked after the end is not asked", async () => {
    const { queryPrintsAsksDue } = await import('../../functions/core/data/event-lifecycle.js');
    const w = await world(['print_bundle_25'], { linked: false });
    const plain = await world(['gallery_extension_7'], { linked: false });
    await end(w);
    await end(plain);
    ok(await linkPackage(w));
    ok(await linkPackage(plain));
    const due = (await queryPrintsAsksDue(new Date(Date.now() + 3_600_000))).codes;
    expect(due).toContain(w.code);
    expect(due).not.toContain(plain.code);
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(1);
    expect(await askedFor(plain)).toHaveLength(0);
  });

  it('an ask failing right after a late link is tried again a minute later: its backoff counts from the link, not from the end', async () => {
    const { setClockOffset } = await import('../../functions/core/clock.js');
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    const w = await world(['print_bundle_25'], { linked: false });
    await end(w);
    const FIVE_HOURS = 5 * 3_600_000;
    try {
      // Linked five hours after the end, the mail provider down at the job's first try.
      setClockOffset(FIVE_HOURS);
      ok(await orgLink(w));
      await expect(whileSesFails(() => job())).rejects.toThrow(`prints-ask:${w.code}`);
      expect(await askedFor(w)).toHaveLength(0);
      // Failing for a moment, not for five hours: a minute later it is asked.
      setClockOffset(FIVE_HOURS + 61_000);
      await job();
    } finally {
      setClockOffset(0);
    }
    expect(await askedFor(w)).toHaveLength(1);
  });

  it('an end between reading the event and linking is not missed: the link sees the refusal and owes the ask itself', async () => {
    const { getEventItem } = await import('../../functions/core/data/event-item.js');
    const { linkOrderToEvent } = await import('../../functions/core/domain/orders/link-order.js');
    const w = await world(['print_bundle_25'], { linked: false });
    const before = await getEventItem(w.code);
    expect(before?.status).toBe('active');
    // The plain end (no package yet): no ask written by it.
    await end(w);
    const pkg = await getOrderItem(w.pkg.order.id);
    if (!before || !pkg) throw new Error('setup');
    await linkOrderToEvent(pkg, before);
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(1);
  });

  it('a package linked before the end is asked by the end only (the ask is not written twice)', async () => {
    const w = await world();
    await end(w);
    ok(await linkPackage(w));
    const { handler: job } = await import('../../functions/jobs/end-due-events.js');
    await job();
    expect(await askedFor(w)).toHaveLength(1);
  });
});

describe('staff fulfil the prints', () => {
  it('see bundle, size, address and photos; the print files ZIP holds exactly the chosen photos at full resolution; Mark Complete needs the tracking number', async () => {
    const w = await world();
    await end(w);
    const chosen = [w.photos[1] ?? '', w.photos[2] ?? ''];
    const done = ok<PrintSelectionView>(await confirm(w, chosen));
    const orderId = (await getOrderItem(w.pkg.order.id))?.printOrderId ?? '';
    const staff = (ev: { pathParameters: Record<string, string>; method?: string; body?: unknown }) => apiEvent({ ...ev, headers: bearer(staffToken) });

    const details = ok<StaffOrderDetails>(await h.staffDetails(staff({ pathParameters: { orderId } })));
    expect(details.order.prints).toMatchObject({ bundleSize: 25, printSize: '10x15', packageOrderId: w.pkg.order.id });
    expect(details.order.prints?.photos.map((p) => p.id)).toEqual(chosen);
    expect(details.order.customerAddress).toEqual(ADDRESS);
    expect(details.actions).toMatchObject({ complete: true, trackingNumberRequired: true });

    // Not built yet: the archive job is started; once it has run, the link.
    const first = ok<StaffPrintFilesResponse>(await h.staffPrintFiles(staff({ method: 'POST', pathParameters: { orderId } })));
    expect(first).toEqual({ state: 'preparing', fileName: `${done.printOrderNumber}-prints.zip` });
    await lambda.idle();
    const ready = ok<StaffPrintFilesResponse>(await h.staffPrintFiles(staff({ method: 'POST', pathParameters: { orderId } })));
    expect(ready.state).toBe('ready');
    const got = await fetch(ready.url ?? '');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain(`filename="${done.printOrderNumber}-prints.zip"`);
    const file = join(work, `${orderId}.zip`);
    const bytes = Buffer.from(await got.arrayBuffer());
    writeFileSync(file, bytes);
    execFileSync('unzip', ['-tq', file]);
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(entries).toEqual(chosen.map((id, i) => `00${i + 1} ${id.slice(-8).toLowerCase()}.jpg`));
    // Full resolution: each entry is the raw frame (the largest file), not the polaroid or the thumbnail.
    const sizes = execFileSync('unzip', ['-Zl', file], { encoding: 'utf8' });
    const { SAMPLE_FILES } = await import('../support/flows.js');
    expect(sizes.split('\n').filter((l) => l.includes(String(SAMPLE_FILES.raw.length)))).toHaveLength(2);

    const missing = await h.staffComplete(staff({ method: 'POST', pathParameters: { orderId }, body: {} }));
    expect(missing.statusCode).toBe(400);
    const completed = ok<StaffOrderDetails>(await h.staffComplete(staff({ method: 'POST', pathParameters: { orderId }, body: { trackingNumber: 'RO123456789' } })));
    expect(completed.order).toMatchObject({ status: 'completed', trackingNumber: 'RO123456789' });
  });

  it('an order without prints has no print files (409)', async () => {
    const w = await world();
    const res = await h.staffPrintFiles(apiEvent({ method: 'POST', pathParameters: { orderId: w.pkg.order.id }, headers: bearer(staffToken) }));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('PRINT_FILES_NOT_PRINTS');
  });
});
