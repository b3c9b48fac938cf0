import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import Stripe from 'stripe';
import { errorBodySchema } from '../../shared/schemas/common.js';
import type { Gateway } from '../../infra/local/gateway.js';
import { buildOpenApi } from '../../functions/core/openapi.js';
import { routes, routeKey, type Route } from '../../functions/routes.js';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { call, flows, loadHandler, ok } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { requestFrom } from '../support/loopback-http.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';

/** Cases per route: 200 in `npm test`; FUZZ_RUNS=5000 (npm run test:fuzz:long) for the long mode. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let gateway: Gateway;
let code = '';
let guestToken = '';
let creatorToken = '';
let served = 0;
/** A real order, so validly signed fuzzed events sometimes name one. */
let orderId = '';

beforeAll(async () => {
  gateway = await startFunctionsGateway();
  const f = await flows();
  const created = await f.createEvent();
  code = created.event.code;
  creatorToken = created.creatorToken;
  guestToken = (await f.join(code, 'Fuzzy Guest')).token;
  await f.uploadPhoto(code, guestToken);
  orderId = await createSampleOrder(code);
  ok(await (await loadHandler('http/events/start.js'))(call(code, creatorToken, {}, { method: 'POST' })));
});
afterAll(async () => {
  console.log(`[fuzz] ${served} requests over ${routes.length} routes, ${RUNS} cases each (routes naming an order: ${ORDER_ROUTE_RUNS})`);
  await gateway?.stop();
});

/** A post-event raw-archive order of the fuzzed event, priced as the server will (RO). */
const createSampleOrder = async (eventCode: string): Promise<string> => {
  const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
  const q = quote({ kind: 'raw_archive' }, 'RO');
  const body = { orderType: 'post_event', productType: 'raw_archive', eventCode, customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
  const res = await (await loadHandler('http/orders/create.js'))(apiEvent({ method: 'POST', body, headers: await organizerBearer(eventCode) }));
  return (ok<CreateOrderResponse>(res, 201)).order.id;
};

const openApi = buildOpenApi(routes);
const documented = (route: Route): string[] =>
  Object.keys((openApi.paths[route.endpoint.path]?.[route.endpoint.method.toLowerCase()] as { responses: Record<string, unknown> }).responses);

/** Strings that break naive code: empty, huge, unicode edge cases, separators, injection-looking text. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'ab12cd', 'AB12CD', '../../etc', '%00', '\u0000', '\uFEFFABC123', 'Ａｂｃ１２３', '🎉🎉🎉🎉🎉🎉', "' OR 1=1 --", '{code}', 'x'.repeat(5000)),
);
const pathValue = fc.oneof({ weight: 3, arbitrary: nasty }, { weight: 1, arbitrary: fc.constant('__REAL__') });
const bodyArb = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constant('{"name": "Ana"'),
  fc.record({ name: nasty, title: nasty, organizerName: nasty, photoId: nasty, category: nasty, skip: nasty }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record({ files: fc.dictionary(nasty, fc.record({ size: fc.oneof(fc.integer(), fc.double(), nasty) })) }).map((v) => JSON.stringify(v)),
  fc.constant(JSON.stringify({ name: 'x'.repeat(70_000) })),
);
const tokenArb = fc.oneof(fc.constant(undefined), fc.constant('__GUEST__'), fc.constant('__CREATOR__'), nasty);
/**
 * The webhook's credential is its Stripe-Signature (auth kind `stripe`): none, garbage, one made with
 * another secret, one valid for another body, an old one — and a valid one for the fuzzed body, so the
 * event dispatcher behind the signature is fuzzed too (it must acknowledge or refuse, never fail).
 */
type SignatureCase = 'none' | 'garbage' | 'wrong-secret' | 'other-body' | 'too-old' | 'valid';
const signatureArb = fc.constantFrom<SignatureCase>('none', 'garbage', 'wrong-secret', 'other-body', 'too-old', 'valid');
const signatureFor = (kind: SignatureCase, body: string, garbage: string): string | undefined => {
  // The run's emulator (useEmulators' environment) is the webhook's Stripe: its secret signs the valid cases.
  const secret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
  const sign = (payload: string, s = secret, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret: s, ...(timestamp ? { timestamp } : {}) });
  switch (kind) {
    case 'none':
      return undefined;
    case 'garbage':
      return garbage.replace(/[^\x20-\x7e]/g, '?');
    case 'wrong-secret':
      return sign(body, 'whsec_not_the_endpoint_secret');
    case 'other-body':
      return sign(`${body} `);
    case 'too-old':
      return sign(body, secret, Math.floor(Date.now() / 1000) - 3600);
    case 'valid':
      return sign(body);
  }
};
/** Events the dispatcher knows, with fuzzed objects (and the real order id sometimes). */
const stripeEventArb = fc
  .record({
    id: fc.oneof(nasty, fc.constant('evt_fuzz')),
    type: fc.constantFrom('checkout.session.completed', 'checkout.session.expired', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'refund.updated', 'refund.failed', 'charge.refunded', 'customer.created'),
    created: fc.integer({ min: 0, max: 2_000_000_000 }),
    data: fc.record({ object: fc.record({ id: nasty, payment_status: fc.constantFrom('paid', 'unpaid', 'x'), status: nasty, payment_intent: fc.oneof(nasty, fc.constant(null)), refunded: fc.boolean(), metadata: fc.record({ orderId: fc.oneof(nasty, fc.constant('__ORDER__')) }) }, { requiredKeys: [] }) }),
  })
  .map((e) => JSON.stringify(e));
/** A loopback address of its own for each case: 127.a.b.c with every octet 1–254 (16 M of them). */
let clients = 0;
const nextClient = (): string => {
  const n = clients++;
  return `127.${1 + (Math.floor(n / 64_516) % 254)}.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
};
/** The path parameters that name an order. */
const ORDER_PARAMS: ReadonlySet<string> = new Set(['idOrNumber', 'id', 'orderId']);
/**
 * The routes that name an order cost the most per case (a guarded lookup that misses writes two counters,
 * and DynamoDB Local serialises writes): at 200 cases they took 17–23 s in quiet CI runs and 45–48 s in one
 * run of the same code, against the 60 s test timeout. `npm test` gives them half the cases; fast-check's
 * seed changes every run, so their coverage still adds up, and the long mode gives them all of FUZZ_RUNS.
 */
const ORDER_ROUTE_RUNS = process.env.FUZZ_RUNS === undefined ? Math.ceil(RUNS / 2) : RUNS;
const runsFor = (route: Route): number => ([...route.endpoint.path.matchAll(/\{(\w+)\}/g)].some(([, k]) => ORDER_PARAMS.has(k ?? '')) ? ORDER_ROUTE_RUNS : RUNS);
const queryArb = fc.dictionary(fc.constantFrom('limit', 'cursor', 'mine', 'x', 'code'), nasty, { maxKeys: 3 });

describe('fuzzing every route through the local gateway', () => {
  it.concurrent.each(routes.map((r) => [routeKey(r), r] as const))('%s never answers 5xx and keeps the error shape', async (_key, route) => {
    const stripeRoute = route.endpoint.auth === 'stripe';
    const body$ = stripeRoute ? fc.oneof(bodyArb, stripeEventArb) : bodyArb;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('code', 'participantId', 'photoId', 'idOrNumber', 'id', 'orderId'), pathValue), body$, tokenArb, queryArb, signatureArb, async (params, rawBody, token, query, signature) => {
        const body = rawBody.replace('__ORDER__', orderId);
        // A parameter left out names the real thing: the event, or the real order, so an order route's cases get
        // past its lookup (to the token checks and the body) about as often as they miss it; before, every one missed.
        const path = route.endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => {
          const v = params[k] ?? '__REAL__';
          return encodeURIComponent(v === '__REAL__' ? (k === 'code' ? code : ORDER_PARAMS.has(k) ? orderId : 'x') : v);
        });
        // A '.' or '..' segment is removed by URL normalization (the client's, as a browser's), so the request
        // addresses another path (/api/events/./photos is /api/events/photos): this route's document does not speak for it.
        // An empty value leaves an empty segment (/photos/slots/ or //), which gateways drop, so that request
        // too addresses another path (DELETE /photos/slots/ is DELETE /photos/{photoId} with 'slots').
        const addressesRoute = !path.split('/').some((segment, i) => segment === '.' || segment === '..' || (i > 0 && segment === ''));
        const qs = new URLSearchParams(query).toString();
        const auth = token === '__GUEST__' ? guestToken : token === '__CREATOR__' ? creatorToken : token;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        // Header values are bytes on the wire; clients cannot send anything outside printable ASCII there.
        if (auth !== undefined) headers.authorization = `Bearer ${auth.replace(/[^\x20-\x7e]/g, "?")}`;
        const stripeSignature = stripeRoute ? signatureFor(signature, body, auth ?? '') : undefined;
        if (stripeSignature !== undefined) headers['stripe-signature'] = stripeSignature;
        // Each case is a client of its own (a loopback address no other case uses): fuzzing is not about the
        // unknown-code rate limit, which would otherwise slow (up to 2 s a miss) and refuse repeated clients. A
        // generated address repeated (fast-check favours small values): the order routes' misses slowed their
        // cases until they passed CI's 60 s (36 s in one run, over 60 in the next).
        const from = nextClient();
        const res = await requestFrom(from, `${gateway.url}${path}${qs ? `?${qs}` : ''}`, {
          method: route.endpoint.method,
          headers,
          ...(route.endpoint.method === 'GET' ? {} : { body }),
        });
        served++;
        const text = res.body;
        expect(res.status, `${route.endpoint.method} ${path} → ${text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) expect(errorBodySchema.safeParse(JSON.parse(text)).success, text.slice(0, 300)).toBe(true);
        // The contract tells the truth: whatever the route answers, its OpenAPI operation documents.
        // Without a valid signature nothing is read: 400, whatever the body.
        if (stripeRoute && signature !== 'valid') expect(res.status, text.slice(0, 300)).toBe(400);
        if (addressesRoute) expect(documented(route), `${route.endpoint.method} ${path} → ${res.status} undocumented`).toContain(String(res.status));
      }),
      { numRuns: runsFor(route) },
    );
    // The gateway is still up and answering after the barrage.
    expect((await fetch(`${gateway.url}/api/openapi.json`)).status).toBe(200);
  });
});
