import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { DAY_MS, GALLERY_DAYS } from '../../shared/constants.js';
import { organizerMessages } from '../../shared/organizer-messages.js';
import { quote, type AddOnId, type ProductSelection } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderRequest, CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import type { OrganizerCodeResponse, OrganizerDashboardResponse, OrganizerManageEventResponse, OrganizerSignInResponse } from '../../shared/schemas/organizer.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { WallLinkResponse } from '../../shared/schemas/wall.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler, type Res } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { clockInFreshWindow } from '../support/fresh-window.js';
import { readInbox } from '../support/inbox.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules themselves are imported after useEmulators() set the environment.
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';
import type * as FulfilModule from '../../functions/core/domain/payments/fulfil-payment.js';
import type * as WiringModule from '../../functions/core/domain/payments/wiring.js';

/**
 * The organizer portal (issue #18) at handler level on DynamoDB Local and local SES: sign-in with the e-mailed
 * code, the dashboard computed from the organizer's own orders and events, and that nobody else's token —
 * another organizer's, a guest's, a creator's, staff's, a geo token — opens any of it.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';

type H =
  | 'requestCode' | 'signIn' | 'verify' | 'dashboard' | 'linkOrder' | 'manage' | 'extension' | 'createOrder' | 'linkPackage' | 'start' | 'end'
  | 'staffLogin' | 'getOrder' | 'join' | 'me' | 'participants' | 'createWallLink' | 'wall';
let h: Record<H, Handler>;
let f: Flows;
let tx: typeof TransitionModule;
let fulfil: typeof FulfilModule;
let wiring: typeof WiringModule;
let signGeoToken: (country: string) => Promise<string>;
let setClockOffset: (ms: number) => void;
let CODE_REQUEST_WINDOW_MS: number;
let SIGN_IN_FAILURE_WINDOW_MS: number;
let storedEvent: (code: string) => Promise<Record<string, unknown>>;

beforeAll(async () => {
  const paths: Record<H, string> = {
    requestCode: 'http/organizer/request-code.js',
    signIn: 'http/organizer/sign-in.js',
    verify: 'http/organizer/verify.js',
    dashboard: 'http/organizer/dashboard.js',
    linkOrder: 'http/organizer/link-order.js',
    manage: 'http/organizer/manage-event.js',
    extension: 'http/organizer/gallery-extension.js',
    createOrder: 'http/orders/create.js',
    linkPackage: 'http/orders/link.js',
    start: 'http/events/start.js',
    end: 'http/events/end.js',
    staffLogin: 'http/staff/login.js',
    getOrder: 'http/orders/get.js',
    join: 'http/events/join.js',
    me: 'http/events/me.js',
    participants: 'http/participants/list.js',
    createWallLink: 'http/wall/create-link.js',
    wall: 'http/wall/get.js',
  };
  const loaded = await Promise.all(Object.values(paths).map(loadHandler));
  h = Object.fromEntries(Object.keys(paths).map((k, i) => [k, loaded[i]])) as Record<H, Handler>;
  f = await flows();
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  fulfil = await import('../../functions/core/domain/payments/fulfil-payment.js');
  wiring = await import('../../functions/core/domain/payments/wiring.js');
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  ({ setClockOffset } = await import('../../functions/core/clock.js'));
  ({ CODE_REQUEST_WINDOW_MS, SIGN_IN_FAILURE_WINDOW_MS } = await import('../../functions/core/domain/organizer/sign-in-code.js'));
  const { getEventItem } = await import('../../functions/core/data/event-item.js');
  storedEvent = async (code) => ({ ...(await getEventItem(code)) });
});
afterEach(() => setClockOffset(0));

let seq = 0;
/** A fresh e-mail per test (DynamoDB Local and the SES inbox are shared by every test file). */
const freshEmail = (name = 'organizer'): string => `${name}-${Date.now()}-${++seq}@example.com`;
let nextAddress = 1;
/** Each sign-in from an address of its own, so one test's counters never meet another's. */
const freshAddress = (): string => `203.0.113.${nextAddress++}`;

const errorCode = (res: Res): string => (parseBody(res) as { error: { code: string } }).error.code;
const from = (event: ReturnType<typeof apiEvent>, address: string) => {
  event.requestContext.http.sourceIp = address;
  return event;
};

const PACKAGE: Extract<ProductSelection, { kind: 'event_package' }> = { kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: [] };

/** A pre-event package bought (and paid, unless `pending`) with this e-mail, as the pricing page sends it (RO). */
const buyPackage = async (email: string, eventTitle: string, opts: { pending?: boolean; addOns?: AddOnId[] } = {}): Promise<CreateOrderResponse> => {
  const pkg = { ...PACKAGE, addOns: opts.addOns ?? [] };
  const q = quote(pkg, 'RO');
  const body: CreateOrderRequest = {
    orderType: 'pre_event',
    eventTitle,
    eventDate: '2027-06-12',
    productType: 'raw_archive',
    productDetails: { eventType: PACKAGE.eventType, eventSize: PACKAGE.eventSize, selectedAddOns: pkg.addOns },
    customerInfo: { name: 'Ana Popescu', email },
    totalAmount: q.total,
    currency: q.currency,
    geoToken: await signGeoToken('RO'),
  };
  const o = ok<CreateOrderResponse>(await h.createOrder(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
  if (!opts.pending) await tx.transitionOrder({ orderId: o.order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
  return o;
};

/** A raw archive bought from an event's gallery with this e-mail (paid). */
const buyArchive = async (email: string, eventCode: string): Promise<CreateOrderResponse> => {
  const q = quote({ kind: 'raw_archive' }, 'RO');
  const body = { orderType: 'post_event', productType: 'raw_archive', eventCode, customerInfo: { name: 'Ana Popescu', email }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
  const o = ok<CreateOrderResponse>(await h.createOrder(apiEvent({ method: 'POST', path: '/api/orders', body, headers: await organizerBearer(eventCode) })), 201);
  await tx.transitionOrder({ orderId: o.order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
  return o;
};

/** The buyer's phone creates the event and links the package (POST /api/link-order). */
const createAndLink = async (o: CreateOrderResponse, title: string): Promise<CreateEventResponse> => {
  const ev = await f.createEvent({ title });
  const res = await h.linkPackage(
    apiEvent({
      method: 'POST',
      path: '/api/link-order',
      headers: { ...bearer(ev.creatorToken), 'x-order-token': o.accessToken },
      body: { orderId: o.order.id, eventId: ev.event.id, customerEmail: o.order.customerInfo.email },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return ev;
};

const requestCode = (email: string, eventName: string, address = freshAddress(), locale?: 'en' | 'ro') =>
  h.requestCode(from(apiEvent({ method: 'POST', path: '/api/organizer/auth/code', body: { email, eventName, ...(locale ? { locale } : {}) } }), address));
const signIn = (email: string, code: string, address = freshAddress()) =>
  h.signIn(from(apiEvent({ method: 'POST', path: '/api/organizer/auth/login', body: { email, code } }), address));

const codeMails = async (email: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', email)).filter((m) => m.subject.includes('sign-in code'));
const codeIn = (mail: { body: { text?: string } } | undefined): string => {
  const m = /Your code: (\d{6})/.exec(mail?.body.text ?? '');
  if (!m?.[1]) throw new Error('no code in the e-mail');
  return m[1];
};

/** The full sign-in: code requested, read from the inbox, exchanged for the organizer token. */
const signedIn = async (email: string, eventName: string): Promise<string> => {
  ok<OrganizerCodeResponse>(await requestCode(email, eventName));
  const mails = await codeMails(email);
  return ok<OrganizerSignInResponse>(await signIn(email, codeIn(mails.at(-1)))).token;
};

/** Pays a pending order through its own Checkout Session, as the webhook would (fulfilPaidSession). */
const payThroughSession = async (order: CreateOrderResponse['order'], sessionId: string) => {
  const session = { id: sessionId, status: 'complete' as const, paymentStatus: 'paid' as const, paymentIntentId: `pi_${sessionId}_${seq}`, orderId: order.id, amountTotal: order.totalAmount, currency: order.currency.toLowerCase(), shippingDetails: null };
  // The session is the order's own (as the checkout would have recorded it): only such a session pays it.
  await wiring.paymentDeps.orders.record({ orderId: order.id, set: { checkoutSessions: [sessionId] } });
  return { session, result: await fulfil.fulfilPaidSession(wiring.paymentDeps, session, order.id) };
};

const dashboard = async (token: string) => ok<OrganizerDashboardResponse>(await h.dashboard(apiEvent({ path: '/api/organizer/events', headers: bearer(token) }))).data;

/** An organizer with one linked event ("Ana & Ion's Wedding"), signed in. */
const organizerWithEvent = async (title = "Ana & Ion's Wedding") => {
  const email = freshEmail();
  const pkg = await buyPackage(email, title);
  const ev = await createAndLink(pkg, title);
  const token = await signedIn(email, 'wedding');
  return { email, pkg, ev, token };
};

const SAME_ANSWER: OrganizerCodeResponse = { message: organizerMessages.ORGANIZER_CODE_SENT, resendAfterSeconds: 30, expiresInSeconds: 600 };

describe('organizer sign-in, step 1 (e-mail + event name)', () => {
  it('an unknown e-mail gets the same answer as a buyer, and no e-mail is sent', async () => {
    const email = freshEmail('stranger');
    expect(ok(await requestCode(email, 'Wedding'))).toEqual(SAME_ANSWER);
    expect(await codeMails(email)).toEqual([]);
  });

  it("a buyer's e-mail with a name that matches none of their events: the same answer, no e-mail", async () => {
    const email = freshEmail();
    await createAndLink(await buyPackage(email, 'Maria turns 30'), 'Maria turns 30');
    expect(ok(await requestCode(email, 'Wedding'))).toEqual(SAME_ANSWER);
    expect(await codeMails(email)).toEqual([]);
  });

  it('an order that was never paid opens nothing', async () => {
    const email = freshEmail();
    await buyPackage(email, 'Summer Wedding', { pending: true });
    expect(ok(await requestCode(email, 'wedding'))).toEqual(SAME_ANSWER);
    expect(await codeMails(email)).toEqual([]);
  });

  it('the purchase e-mail (any case, spaces) and part of the event title (any case) → the same answer and an e-mail with a 6-digit code', async () => {
    const email = freshEmail();
    await createAndLink(await buyPackage(email, 'Ana & Ion'), "Ana & Ion's Wedding");
    expect(ok(await requestCode(`  ${email.toUpperCase()} `, '  WEDDING '))).toEqual(SAME_ANSWER);
    const mails = await codeMails(email);
    expect(mails).toHaveLength(1);
    expect(codeIn(mails[0])).toMatch(/^\d{6}$/);
    expect(mails[0]?.body.text).toContain('10 minutes');
  });

  it("asked with locale 'ro' (the sign-in screen in Romanian), the code's e-mail is in Romanian, and its code signs in", async () => {
    const email = freshEmail();
    await createAndLink(await buyPackage(email, 'Nunta Anei'), 'Nunta Anei');
    expect(ok(await requestCode(email, 'nunta', freshAddress(), 'ro'))).toEqual(SAME_ANSWER);
    const mails = await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', email);
    const mail = mails.find((m) => m.subject.startsWith('Codul tău de conectare Candid: '));
    expect(mail?.body.text).toContain('Este valabil 10 minute, o singură dată.');
    expect(mail?.body.text).not.toContain('Your code');
    const code = /Codul tău: (\d{6})/.exec(mail?.body.text ?? '')?.[1] ?? '';
    expect(mail?.subject).toBe(`Codul tău de conectare Candid: ${code}`);
    ok<OrganizerSignInResponse>(await signIn(email, code));
  });

  it('a paid package not linked yet matches by the title it was bought with (the lost-phone-before-linking case)', async () => {
    const email = freshEmail();
    await buyPackage(email, 'Garden Party 2027');
    expect(ok(await requestCode(email, 'garden party'))).toEqual(SAME_ANSWER);
    expect(await codeMails(email)).toHaveLength(1);
  });

  it('asking again within 30 s sends nothing more (same answer); after 30 s a new code replaces the old one', async () => {
    const email = freshEmail();
    await createAndLink(await buyPackage(email, 'Wedding'), 'Wedding');
    ok(await requestCode(email, 'wedding'));
    expect(ok(await requestCode(email, 'wedding'))).toEqual(SAME_ANSWER);
    expect(await codeMails(email)).toHaveLength(1);
    const first = codeIn((await codeMails(email))[0]);

    setClockOffset(31_000);
    ok(await requestCode(email, 'wedding'));
    const mails = await codeMails(email);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[1]);
    if (first !== second) expect(errorCode(await signIn(email, first))).toBe('ORGANIZER_CODE_INVALID');
    ok<OrganizerSignInResponse>(await signIn(email, second));
  });

  it('is limited per e-mail: the 6th request in 15 minutes is refused with Retry-After', async () => {
    clockInFreshWindow(CODE_REQUEST_WINDOW_MS, setClockOffset);
    const email = freshEmail('flood');
    for (let i = 0; i < 5; i++) expect((await requestCode(email, 'x')).statusCode).toBe(200);
    const res = await requestCode(email, 'x');
    expect(res.statusCode).toBe(429);
    expect(errorCode(res)).toBe('ORGANIZER_SIGN_IN_RATE_LIMITED');
    expect(Number((res as { headers?: Record<string, string> }).headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('is limited per address: the 31st request from one address in 15 minutes is refused', async () => {
    clockInFreshWindow(CODE_REQUEST_WINDOW_MS, setClockOffset);
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await requestCode(freshEmail('many'), 'x', address)).statusCode).toBe(200);
    expect((await requestCode(freshEmail('many'), 'x', address)).statusCode).toBe(429);
  });

  it('refuses empty fields with the spec text', async () => {
    const res = await requestCode('  ', 'Wedding');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please fill in all fields');
  });
});

describe('organizer sign-in, step 2 (the code)', () => {
  const withCode = async () => {
    const email = freshEmail();
    await createAndLink(await buyPackage(email, 'Wedding'), 'Wedding');
    ok(await requestCode(email, 'wedding'));
    return { email, code: codeIn((await codeMails(email))[0]) };
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('the right code → an organizer token (8 hours) naming the e-mail, which verify accepts; the code works once', async () => {
    const { email, code } = await withCode();
    const res = ok<OrganizerSignInResponse>(await signIn(email.toUpperCase(), code));
    expect(res.organizer).toEqual({ email });
    expect(Date.parse(res.expiresAt) - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(ok(await h.verify(apiEvent({ path: '/api/organizer/auth/verify', headers: bearer(res.token) })))).toEqual({ organizer: { email } });
    expect(errorCode(await signIn(email, code))).toBe('ORGANIZER_CODE_EXPIRED');
  });

  it('5 wrong codes → locked: the 5th answers ORGANIZER_CODE_LOCKED and then even the right code is refused', async () => {
    const { email, code } = await withCode();
    for (let i = 0; i < 4; i++) {
      const res = await signIn(email, wrong(code));
      expect([res.statusCode, errorCode(res)]).toEqual([401, 'ORGANIZER_CODE_INVALID']);
    }
    const fifth = await signIn(email, wrong(code));
    expect([fifth.statusCode, errorCode(fifth)]).toEqual([410, 'ORGANIZER_CODE_LOCKED']);
    expect(parseBody(fifth)).toMatchObject({ error: { message: organizerMessages.ORGANIZER_CODE_LOCKED } });
    const right = await signIn(email, code);
    expect([right.statusCode, errorCode(right)]).toEqual([410, 'ORGANIZER_CODE_LOCKED']);
  });

  it('wrong codes are limited per e-mail from any address: after 10 in an hour even a new right code is refused (429) until the hour ends', async () => {
    const start = clockInFreshWindow(SIGN_IN_FAILURE_WINDOW_MS, setClockOffset);
    const { email, code } = await withCode();
    // A new code resets its challenge's 5 tries; the e-mail's budget is what stops the guessing.
    for (let i = 0; i < 5; i++) expect((await signIn(email, wrong(code))).statusCode).not.toBe(200);
    setClockOffset(start + 31_000);
    ok(await requestCode(email, 'wedding'));
    const second = codeIn((await codeMails(email)).at(-1));
    for (let i = 0; i < 5; i++) expect((await signIn(email, wrong(second))).statusCode).not.toBe(200);
    setClockOffset(start + 62_000);
    ok(await requestCode(email, 'wedding'));
    const third = codeIn((await codeMails(email)).at(-1));
    const refused = await signIn(email, third);
    expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'ORGANIZER_CODE_ATTEMPTS_EXHAUSTED']);
    expect(Number((refused as { headers?: Record<string, string> }).headers?.['retry-after'])).toBeGreaterThan(0);
    // The next hour: a new code signs in.
    setClockOffset(start + SIGN_IN_FAILURE_WINDOW_MS);
    ok(await requestCode(email, 'wedding'));
    ok<OrganizerSignInResponse>(await signIn(email, codeIn((await codeMails(email)).at(-1))));
  });

  it('5 wrong codes sent at once still lock after five (each takes a try before it is compared)', async () => {
    const { email, code } = await withCode();
    const answers = await Promise.all(Array.from({ length: 7 }, () => signIn(email, wrong(code))));
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(4);
    expect(errorCode(await signIn(email, code))).toBe('ORGANIZER_CODE_LOCKED');
  });

  it('step 2 cannot tell a miss at step 1 from a hit: after a miss, any code is a wrong code until the 5th locks, as after a hit', async () => {
    const tries = async (email: string, code: string) => {
      const out: [number | undefined, string][] = [];
      for (let i = 0; i < 5; i++) {
        const res = await signIn(email, code);
        out.push([res.statusCode, errorCode(res)]);
      }
      return out;
    };
    const hit = await withCode();
    const afterHit = await tries(hit.email, wrong(hit.code));
    expect(afterHit).toEqual([...Array.from({ length: 4 }, () => [401, 'ORGANIZER_CODE_INVALID']), [410, 'ORGANIZER_CODE_LOCKED']]);

    // An e-mail that never bought, and a buyer's e-mail with a name that matches none of their events.
    const stranger = freshEmail('stranger');
    ok(await requestCode(stranger, 'wedding'));
    const buyer = freshEmail();
    await createAndLink(await buyPackage(buyer, 'Maria turns 30'), 'Maria turns 30');
    ok(await requestCode(buyer, 'wedding'));
    expect(await tries(stranger, '123456')).toEqual(afterHit);
    expect(await tries(buyer, '123456')).toEqual(afterHit);
    expect(await codeMails(stranger)).toEqual([]);
    expect(await codeMails(buyer)).toEqual([]);
  });

  it('a code older than 10 minutes is refused as expired', async () => {
    const { email, code } = await withCode();
    setClockOffset(10 * 60_000 + 1000);
    expect(errorCode(await signIn(email, code))).toBe('ORGANIZER_CODE_EXPIRED');
  });

  it('an organizer token expires after 8 hours', async () => {
    const { token } = await organizerWithEvent();
    setClockOffset(8 * 3600_000 + 1000);
    const res = await h.verify(apiEvent({ path: '/api/organizer/auth/verify', headers: bearer(token) }));
    expect([res.statusCode, errorCode(res)]).toEqual([401, 'ORGANIZER_SESSION_INVALID']);
  });
});

describe('organizer dashboard', () => {
  it("is the organizer's own orders and events, with the right counts and RON totals", async () => {
    const email = freshEmail();
    const title = "Ana & Ion's Wedding";
    const pkg = await buyPackage(email, title);
    const ev = await createAndLink(pkg, title);
    const pkg2 = await buyPackage(email, 'Christening');
    const ev2 = await createAndLink(pkg2, 'Christening of Luca');
    const unlinked = await buyPackage(email, 'Anniversary');
    await buyPackage(email, 'Abandoned checkout', { pending: true });
    const archive = await buyArchive(email, ev.event.code);
    // The archive is built (issue 28.6), here in two parts (#32.6): every part's link shows in the organizer's orders.
    const archiveLink = 'http://localhost:3000/api/downloads/' + 'a'.repeat(43);
    const archiveParts = [archiveLink, 'http://localhost:3000/api/downloads/' + 'b'.repeat(43)];
    await tx.transitionOrder({
      orderId: archive.order.id,
      to: 'completed',
      reason: 'Raw archive ready for download',
      actor: 'system',
      set: { downloadUrl: archiveLink, downloadParts: archiveParts, downloadExpiresAt: '2099-01-01T00:00:00.000Z' },
    });
    // Guests and a photo in the first event; the second event runs.
    const guest = await f.join(ev.event.code, 'Guest One');
    await f.join(ev.event.code, 'Guest Two');
    ok(await h.start(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(ev.creatorToken) })));
    await f.uploadPhoto(ev.event.code, guest.token);
    ok(await h.start(apiEvent({ method: 'POST', pathParameters: { code: ev2.event.code }, headers: bearer(ev2.creatorToken) })));
    ok(await h.end(apiEvent({ method: 'POST', pathParameters: { code: ev2.event.code }, headers: bearer(ev2.creatorToken) })));
    // Another organizer's event and orders must not show.
    const other = freshEmail('other');
    await createAndLink(await buyPackage(other, 'Wedding of others'), 'Wedding of others');

    const token = await signedIn(email, 'wedding');
    const data = await dashboard(token);
    const paid = [pkg, pkg2, unlinked, archive];
    const ron = paid.reduce((sum, o) => sum + quoteRon(o), 0);
    expect(data.summary).toEqual({ totalEvents: 2, activeEvents: 1, completedEvents: 1, totalOrders: 4, totalSpent: ron });
    expect(data.events.map((e) => e.code)).toEqual([ev2.event.code, ev.event.code]);
    const first = data.events.find((e) => e.code === ev.event.code);
    expect(first).toMatchObject({ title, status: 'active', stats: { participants: 2, photos: 1, orders: 2, totalSpent: quoteRon(pkg) + quoteRon(archive) } });
    expect(first?.orders.map((o) => o.orderNumber).sort()).toEqual([pkg.order.orderNumber, archive.order.orderNumber].sort());
    expect(first?.orders.find((o) => o.id === archive.order.id)?.downloadUrl).toBe(archiveLink);
    expect(first?.orders.find((o) => o.id === archive.order.id)?.downloadParts).toEqual(archiveParts);
    expect(first?.orders.find((o) => o.id === pkg.order.id)?.downloadUrl).toBeUndefined();
    expect(data.events.find((e) => e.code === ev2.event.code)).toMatchObject({ status: 'completed', stats: { orders: 1, participants: 0, photos: 0 } });
    expect(data.unlinkedOrders.map((o) => o.id)).toEqual([unlinked.order.id]);
    expect(data.otherOrders).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Wedding of others');
    expect(JSON.stringify(data)).not.toContain('Abandoned checkout');

    // Each order's view key (issue #29.4: the portal links /order/{number}?v=…) opens that order's full view
    // without Cancel, and no other order's.
    const listed = [...data.events.flatMap((e) => e.orders), ...data.unlinkedOrders];
    expect(listed.map((o) => o.id).sort()).toEqual(paid.map((o) => o.order.id).sort());
    for (const o of listed) {
      const view = await orderView(o.orderNumber, o.viewKey);
      expect([view.access, view.customerInfo.email, view.actions.includes('cancel_order')]).toEqual(['full', email, false]);
    }
    const [a, b] = listed;
    expect((await orderView(a!.orderNumber, b!.viewKey)).access).toBe('public');
  });
});

const orderView = async (orderNumber: string, key: string) =>
  ok<OrderResponse>(await h.getOrder(apiEvent({ pathParameters: { idOrNumber: orderNumber }, headers: { 'x-order-token': key } }))).order;

/** The RON figure of an order as the server stored it (RO orders: the RON total is the total). */
const quoteRon = (o: CreateOrderResponse): number => o.order.totalAmount;

describe('manage on this phone', () => {
  it("returns the event's creator credential, with which this phone starts and ends the event", async () => {
    const { ev, token } = await organizerWithEvent();
    const granted = ok<CreateEventResponse>(await h.manage(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(token) })));
    expect(granted.event.code).toBe(ev.event.code);
    expect(granted.creatorToken).not.toBe('');
    ok(await h.start(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(granted.creatorToken) })));
    ok(await h.end(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(granted.creatorToken) })));
    expect((await storedEvent(ev.event.code)).status).toBe('completed');
  });

  it("'Sign out other phones' ends every earlier credential with creator rights at once; this phone's new one works, guests are untouched", async () => {
    const { ev, token } = await organizerWithEvent();
    const code = ev.event.code;
    // This phone's portal session: a sign-out renews it (the next test shows the others end).
    let portal = token;
    const manage = (body?: unknown) => h.manage(apiEvent({ method: 'POST', pathParameters: { code }, headers: bearer(portal), body }));
    const asCreator = (t: string) => h.participants(call(code, t));
    const join = (name: string, t?: string) => h.join(call(code, t, {}, { method: 'POST', body: { name } }));
    // The lost phone: the creation credential, and the creator's guest session it entered with.
    const lostCreator = ev.creatorToken;
    const lostGuest = ok<SessionResponse>(await join('Ana', lostCreator)).token;
    const guest = ok<SessionResponse>(await join('Guest One')).token;
    // The lost phone had opened the live wall: the link it made shows the event's photos.
    const lostWall = ok<WallLinkResponse>(await h.createWallLink(call(code, lostCreator, {}, { method: 'POST' })), 201).token;
    ok(await h.wall(call(code, lostWall)));
    // The portal's plain 'Manage on this phone' (and its CSV export) revokes nothing.
    ok<CreateEventResponse>(await manage());
    ok(await asCreator(lostCreator));
    ok(await h.wall(call(code, lostWall)));

    const fresh = ok<OrganizerManageEventResponse>(await manage({ signOutOtherPhones: true }));
    portal = fresh.organizerSession?.token ?? '';
    const signedOut = (res: Res) => [res.statusCode, errorCode(res)];
    expect(signedOut(await asCreator(lostCreator))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    expect(signedOut(await asCreator(lostGuest))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    expect(signedOut(await h.me(call(code, lostGuest)))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    expect(signedOut(await h.start(call(code, lostCreator, {}, { method: 'POST' })))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    // Neither can it enter again, as the creator participant or as a new creator participant.
    expect(signedOut(await join('Ana', lostCreator))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    expect(signedOut(await join('Ana', lostGuest))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    expect(signedOut(await join('Someone Else', lostCreator))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    // Nor does its wall link show anything now; one made on this phone does.
    expect(fresh.wallLinksRevoked).toBe(true);
    expect(signedOut(await h.wall(call(code, lostWall)))).toEqual([401, 'WALL_LINK_REVOKED']);
    // A link the lost phone asked for just before the sign-out, saved just after it, is not saved at all.
    const { createWallLink } = await import('../../functions/core/domain/wall/wall-links.js');
    await expect(createWallLink(code, new Date(), 0)).rejects.toMatchObject({ code: 'CREATOR_SIGNED_OUT', status: 401 });
    const ownWall = ok<WallLinkResponse>(await h.createWallLink(call(code, fresh.creatorToken, {}, { method: 'POST' })), 201).token;
    ok(await h.wall(call(code, ownWall)));

    // This phone: the new credential, and the creator participant it continues as, manage the event.
    ok(await asCreator(fresh.creatorToken));
    const rejoined = ok<SessionResponse>(await join('Ana', fresh.creatorToken));
    expect(rejoined.participant.isCreator).toBe(true);
    ok(await asCreator(rejoined.token));
    ok(await h.start(call(code, rejoined.token, {}, { method: 'POST' })));
    // A guest's session is not the organizer's to sign out.
    ok(await h.me(call(code, guest)));

    // Signing out again ends this phone's too: each sign-out starts a new generation.
    const third = ok<CreateEventResponse>(await manage({ signOutOtherPhones: true }));
    expect(signedOut(await asCreator(rejoined.token))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    ok(await h.end(call(code, third.creatorToken, {}, { method: 'POST' })));
  });

  it("'Sign out other phones' also ends the organizer's portal sessions on other phones: the lost one cannot get the rights back", async () => {
    const { email, ev, token: thisPhone } = await organizerWithEvent();
    const code = ev.event.code;
    // The lost phone was signed in to the portal too.
    const lostPortal = await signedIn(email, 'wedding');
    const manage = (t: string, body?: unknown) => h.manage(apiEvent({ method: 'POST', pathParameters: { code }, headers: bearer(t), body }));
    const signedOut = ok<OrganizerManageEventResponse>(await manage(thisPhone, { signOutOtherPhones: true }));
    // This phone's portal session is renewed in the answer; the lost phone's ends: it can neither take the
    // rights again (plain manage, or signing this phone out in turn) nor read the organizer's data.
    expect(signedOut.organizerSession?.token).toEqual(expect.any(String));
    for (const res of [await manage(lostPortal), await manage(lostPortal, { signOutOtherPhones: true }), await h.dashboard(apiEvent({ path: '/api/organizer/events', headers: bearer(lostPortal) }))]) {
      expect([res.statusCode, errorCode(res)]).toEqual([401, 'ORGANIZER_SESSION_INVALID']);
    }
    ok(await h.participants(call(code, signedOut.creatorToken)));
    const renewed = signedOut.organizerSession?.token ?? '';
    expect((await dashboard(renewed)).events.map((e) => e.code)).toContain(code);
    ok<OrganizerManageEventResponse>(await manage(renewed));
    // Signing in again (the e-mailed code) gives a session that works.
    expect((await dashboard(await signedIn(email, 'wedding'))).events.map((e) => e.code)).toContain(code);
  });

  it('refuses a body that is not the flag (400), and another organizer signing out phones of an event not theirs (403)', async () => {
    const a = await organizerWithEvent();
    const b = await organizerWithEvent();
    const res = await h.manage(apiEvent({ method: 'POST', pathParameters: { code: a.ev.event.code }, headers: bearer(a.token), body: { signOutOtherPhones: 'yes' } }));
    expect(res.statusCode).toBe(400);
    const theirs = await h.manage(apiEvent({ method: 'POST', pathParameters: { code: a.ev.event.code }, headers: bearer(b.token), body: { signOutOtherPhones: true } }));
    expect([theirs.statusCode, errorCode(theirs)]).toEqual([403, 'ORGANIZER_EVENT_NOT_YOURS']);
    ok(await h.participants(call(a.ev.event.code, a.ev.creatorToken)));
  });
});

describe('link an unlinked package from the dashboard', () => {
  it("links the organizer's paid package to an event this phone created (its creator credential), and the event becomes theirs", async () => {
    const email = freshEmail();
    const pkg = await buyPackage(email, 'Wedding');
    const token = await signedIn(email, 'wedding');
    const ev = await f.createEvent({ title: 'Wedding day' });
    const res = await h.linkOrder(
      apiEvent({ method: 'POST', pathParameters: { orderId: pkg.order.id }, headers: bearer(token), body: { eventCode: ev.event.code, creatorToken: ev.creatorToken } }),
    );
    expect(ok(res)).toEqual({ success: true, data: { orderId: pkg.order.id, eventId: ev.event.id, eventCode: ev.event.code } });
    const data = await dashboard(token);
    expect(data.unlinkedOrders).toEqual([]);
    expect(data.events.map((e) => e.code)).toEqual([ev.event.code]);
  });

  it("refuses an event whose creator credential is not sent (someone else's event) and another organizer's order", async () => {
    const email = freshEmail();
    const pkg = await buyPackage(email, 'Wedding');
    const token = await signedIn(email, 'wedding');
    const theirs = await f.createEvent({ title: 'Not mine' });
    const mine = await f.createEvent({ title: 'Mine' });
    const withCredential = (eventCode: string, creatorToken: string, orderId = pkg.order.id) =>
      h.linkOrder(apiEvent({ method: 'POST', pathParameters: { orderId }, headers: bearer(token), body: { eventCode, creatorToken } }));
    const res = await withCredential(theirs.event.code, mine.creatorToken);
    expect([res.statusCode, errorCode(res)]).toEqual([403, 'ORGANIZER_EVENT_NOT_YOURS']);
    const othersOrder = await buyPackage(freshEmail('other'), 'Wedding');
    const res2 = await withCredential(mine.event.code, mine.creatorToken, othersOrder.order.id);
    expect([res2.statusCode, errorCode(res2)]).toEqual([403, 'ORGANIZER_ORDER_NOT_YOURS']);
  });
});

describe('gallery extension (Add-ons)', () => {
  it('creates a pending gallery_extension order priced from the package, and its payment moves the gallery expiry by 30 days', async () => {
    const { ev, token, email } = await organizerWithEvent();
    const created = ok<CreateOrderResponse>(
      await h.extension(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(token), body: { days: 30, geoToken: await signGeoToken('RO') } })),
      201,
    );
    const expected = quote({ kind: 'gallery_extension', days: 30, eventType: PACKAGE.eventType, eventSize: PACKAGE.eventSize }, 'RO');
    expect(created.order).toMatchObject({ orderType: 'post_event', productType: 'gallery_extension', status: 'pending', totalAmount: expected.total, currency: 'RON' });
    expect(expected.total).toBe(quote(PACKAGE, 'RO').subtotal);
    expect(created.order.customerInfo.email).toBe(email);
    // Staff's "All" orders lists it, as Overview counts it (issue 29.3: the extension once had no list key).
    const { listStaffOrders } = await import('../../functions/core/domain/orders/staff-orders.js');
    expect((await listStaffOrders({ status: 'all' })).orders.map((o) => o.id)).toContain(created.order.id);

    const at = new Date().toISOString();
    const { session, result: first } = await payThroughSession(created.order, 'cs_ext');
    expect(first.outcome).toBe('paid');
    // A redelivery changes nothing.
    await fulfil.fulfilPaidSession(wiring.paymentDeps, session, created.order.id);
    const stored = await storedEvent(ev.event.code);
    expect(stored.galleryExtensionDays).toBe(30);
    expect(Date.parse(String(stored.galleryExpiresAt)) - Date.parse(ev.event.createdAt)).toBe((GALLERY_DAYS + 30) * DAY_MS);
    expect(at < String(stored.galleryExpiresAt)).toBe(true);
    // The order keeps the date it gave the gallery (its payment page names it, issue #29.4), in the full view only.
    const number = created.order.orderNumber;
    expect((await orderView(number, created.accessToken)).galleryExpiresAt).toBe(stored.galleryExpiresAt);
    expect((await orderView(number, 'wrong')).galleryExpiresAt).toBeUndefined();

    const data = await dashboard(token);
    expect(data.events[0]?.orders.find((o) => o.id === created.order.id)).toMatchObject({ productType: 'gallery_extension', status: 'completed' });
  });

  it("keeps a separately bought extension's days when its event's package is refunded and another package is linked", async () => {
    const { ev, token, email, pkg } = await organizerWithEvent();
    const extension = ok<CreateOrderResponse>(
      await h.extension(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(token), body: { days: 30, geoToken: await signGeoToken('RO') } })),
      201,
    );
    expect((await payThroughSession(extension.order, 'cs_ext_kept')).result.outcome).toBe('paid');
    // The first package goes (refunded before the event started): its features leave the event, the extension's days stay.
    await tx.transitionOrder({ orderId: pkg.order.id, to: 'refunded', reason: 'Refunded by staff', actor: 'stripe' });
    const { withdrawPaidFeatures } = await import('../../functions/core/domain/orders/withdraw-paid-features.js');
    await withdrawPaidFeatures(pkg.order.id);
    expect(await storedEvent(ev.event.code)).toMatchObject({ galleryExtensionDays: 30 });
    expect(await storedEvent(ev.event.code)).not.toHaveProperty('orderId');

    // Another package, with its own +7 days, linked to the same event: 37 days, not 7.
    const second = await buyPackage(email, "Ana & Ion's Wedding", { addOns: ['gallery_extension_7'] });
    const res = await h.linkPackage(
      apiEvent({
        method: 'POST',
        path: '/api/link-order',
        headers: { ...bearer(ev.creatorToken), 'x-order-token': second.accessToken },
        body: { orderId: second.order.id, eventId: ev.event.id, customerEmail: email },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedEvent(ev.event.code);
    expect(stored.galleryExtensionDays).toBe(37);
    expect(Date.parse(String(stored.galleryExpiresAt)) - Date.parse(ev.event.createdAt)).toBe((GALLERY_DAYS + 37) * DAY_MS);
  });

  it("an extension ordered from the dashboard in Romanian (locale 'ro') is mailed in Romanian", async () => {
    const { ev, token, email } = await organizerWithEvent();
    const body = { days: 7, geoToken: await signGeoToken('RO'), locale: 'ro' };
    const created = ok<CreateOrderResponse>(await h.extension(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(token), body })), 201);
    const mails = await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', email);
    const received = mails.find((m) => m.subject.includes(created.order.orderNumber));
    expect(received?.subject).toBe(`Am primit comanda ta ${created.order.orderNumber}`);
    // Named for what was bought, with its days (issue 27).
    expect(received?.body.text).toContain('Produs: Prelungirea galeriei (7 zile)\n');
  });

  it("a refunded extension takes its days back yet leaves the gallery open 48 hours from the refund (the organizer's dashboard says until when); days bought in those hours add to that end", async () => {
    const { ev, token, email } = await organizerWithEvent();
    /** An extension ordered and paid (its own session), as the webhook would fulfil it. */
    const buy = async (days: 7 | 30, bearerToken: string, n: string) => {
      const created = ok<CreateOrderResponse>(
        await h.extension(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(bearerToken), body: { days, geoToken: await signGeoToken('RO') } })),
        201,
      );
      const session = { id: `cs_grace_${n}_${seq}`, status: 'complete' as const, paymentStatus: 'paid' as const, paymentIntentId: `pi_grace_${n}_${seq}`, orderId: created.order.id, amountTotal: created.order.totalAmount, currency: 'ron', shippingDetails: null };
      await wiring.paymentDeps.orders.record({ orderId: created.order.id, set: { checkoutSessions: [session.id] } });
      expect((await fulfil.fulfilPaidSession(wiring.paymentDeps, session, created.order.id)).outcome).toBe('paid');
      return { created, paymentIntentId: session.paymentIntentId };
    };
    const month = await buy(30, token, 'a');
    expect(Date.parse(String((await storedEvent(ev.event.code)).galleryExpiresAt)) - Date.parse(ev.event.createdAt)).toBe((GALLERY_DAYS + 30) * DAY_MS);

    // 33 days on (2 left of the 35), the extension is refunded in full (e.g. from the Stripe Dashboard).
    setClockOffset(33 * DAY_MS);
    const refundAt = Date.now() + 33 * DAY_MS;
    const { handleStripeEvent } = await import('../../functions/core/domain/payments/handle-stripe-event.js');
    const refund = { id: `re_grace_${seq}`, object: 'refund', amount: month.created.order.totalAmount, status: 'succeeded', payment_intent: month.paymentIntentId, metadata: { orderId: month.created.order.id } };
    expect(await handleStripeEvent(wiring.paymentDeps, { id: `evt_grace_${seq}`, type: 'refund.updated', data: { object: refund } })).toBe('refunded');
    const refunded = await storedEvent(ev.event.code);
    expect(refunded.galleryExtensionDays).toBe(0);
    const end = Date.parse(String(refunded.galleryExpiresAt));
    expect(end).toBeGreaterThanOrEqual(refundAt + 2 * DAY_MS);
    // Days later: a new session (8 hours each). The dashboard shows the gallery's true end and still sells days.
    const later = await signedIn(email, 'wedding');
    const shown = (await dashboard(later)).events.find((e) => e.code === ev.event.code);
    expect(shown).toMatchObject({ galleryExpiresAt: refunded.galleryExpiresAt, canExtendGallery: true });

    // 7 days bought within those 48 hours: 7 days after that end, never the creation-based end (long past).
    await buy(7, later, 'b');
    const extended = await storedEvent(ev.event.code);
    expect(extended.galleryExtensionDays).toBe(7);
    expect(Date.parse(String(extended.galleryExpiresAt))).toBe(end + 7 * DAY_MS);
  });

  it('refuses once the gallery has expired', async () => {
    const { ev, email } = await organizerWithEvent();
    setClockOffset((GALLERY_DAYS + 1) * DAY_MS);
    // Days later: a new session (8 hours each).
    const token = await signedIn(email, 'wedding');
    const data = await dashboard(token);
    expect(data.events[0]?.canExtendGallery).toBe(false);
    const geoToken = await signGeoToken('RO');
    const res = await h.extension(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(token), body: { days: 7, geoToken } }));
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'ORGANIZER_GALLERY_EXPIRED']);
  });

  it('POST /api/orders cannot create a gallery extension (only the organizer route prices it)', async () => {
    const q = quote({ kind: 'raw_archive' }, 'RO');
    const ev = await f.createEvent();
    const body = { orderType: 'post_event', productType: 'gallery_extension', eventCode: ev.event.code, customerInfo: { name: 'A', email: freshEmail() }, totalAmount: q.total, currency: 'RON', geoToken: await signGeoToken('RO') };
    expect((await h.createOrder(apiEvent({ method: 'POST', path: '/api/orders', body }))).statusCode).toBe(400);
  });
});

describe('who may call the organizer routes', () => {
  it("another organizer's token is refused on every route that names an event or order of someone else", async () => {
    const a = await organizerWithEvent();
    const b = await organizerWithEvent();
    const unlinkedOfA = await buyPackage(a.email, 'Second wedding');
    const calls: [string, () => Promise<Res>][] = [
      ['manage', () => h.manage(apiEvent({ method: 'POST', pathParameters: { code: a.ev.event.code }, headers: bearer(b.token) }))],
      ['extension', async () => h.extension(apiEvent({ method: 'POST', pathParameters: { code: a.ev.event.code }, headers: bearer(b.token), body: { days: 7, geoToken: await signGeoToken('RO') } }))],
      ['link', () => h.linkOrder(apiEvent({ method: 'POST', pathParameters: { orderId: unlinkedOfA.order.id }, headers: bearer(b.token), body: { eventCode: b.ev.event.code, creatorToken: b.ev.creatorToken } }))],
    ];
    for (const [name, call] of calls) expect((await call()).statusCode, name).toBe(403);
    // The dashboard and verify answer only about B.
    const data = await dashboard(b.token);
    expect(data.events.map((e) => e.code)).toEqual([b.ev.event.code]);
    expect(ok(await h.verify(apiEvent({ headers: bearer(b.token) })))).toEqual({ organizer: { email: b.email } });
  });

  it('guest, creator, staff and geo tokens, and none, are refused (401) on every organizer route', async () => {
    const { ev } = await organizerWithEvent();
    const guest = await f.join(ev.event.code, 'Guest');
    const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
    const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
    const staffEmail = freshEmail('staff');
    await createStaffAccount({ email: staffEmail, name: 'Staff', role: 'admin', password: await hashStaffPassword('staff password 1'), createdAt: new Date().toISOString() });
    const staff = ok<{ token: string }>(await h.staffLogin(apiEvent({ method: 'POST', body: { email: staffEmail, password: 'staff password 1' } }))).token;
    const tokens = { none: undefined, guest: guest.token, creator: ev.creatorToken, staff, geo: await signGeoToken('RO') };
    const routes: [string, (t?: string) => Promise<Res>][] = [
      ['verify', (t) => h.verify(apiEvent({ headers: bearer(t) }))],
      ['dashboard', (t) => h.dashboard(apiEvent({ headers: bearer(t) }))],
      ['manage', (t) => h.manage(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(t) }))],
      ['extension', (t) => h.extension(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(t), body: { days: 7, geoToken: 'x' } }))],
      ['link', (t) => h.linkOrder(apiEvent({ method: 'POST', pathParameters: { orderId: 'X' }, headers: bearer(t), body: { eventCode: ev.event.code, creatorToken: ev.creatorToken } }))],
    ];
    for (const [route, call] of routes) {
      for (const [kind, t] of Object.entries(tokens)) {
        const res = await call(t);
        expect([res.statusCode, errorCode(res)], `${kind} on ${route}`).toEqual([401, 'ORGANIZER_SESSION_INVALID']);
      }
    }
  });

  it('an organizer token is no guest, creator or staff credential', async () => {
    const { ev, token } = await organizerWithEvent();
    expect((await h.start(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, headers: bearer(token) }))).statusCode).toBe(401);
  });
});
