import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler, type Res } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';

/**
 * Buying from an event — its raw archive (every guest's full-resolution frames, one folder per guest), prints
 * of its photos, a combo — is the organizer's (event-flow spec: "Purchase options are offered to the organizer
 * only"; the web shows them to no one else). The server must hold to it: the event code is on every guest's
 * phone and on the wall's screen, a kicked guest still knows it, and guests lose the gallery when it expires.
 * Only a credential with the event's creator rights (the creation credential or the creator's guest session,
 * as the bearer token) may create a post_event order; a pre_event package is bought before any event exists.
 */
useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let f: Flows;
let h: Record<'create' | 'kick', Handler>;
let signGeoToken: (country: string) => Promise<string>;
let advanceCreatorEpoch: (code: string) => Promise<unknown>;

beforeAll(async () => {
  f = await flows();
  const [create, kick] = await Promise.all(['http/orders/create.js', 'http/participants/kick.js'].map(loadHandler));
  h = { create: create as Handler, kick: kick as Handler };
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  advanceCreatorEpoch = (await import('../../functions/core/data/creator-epoch.js')).advanceCreatorEpoch;
});

const rawArchiveBody = async (eventCode: string) => {
  const q = quote({ kind: 'raw_archive' }, 'RO');
  return { orderType: 'post_event', productType: 'raw_archive', eventCode, customerInfo: { name: 'Buyer', email: 'buyer@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
};
const printsBody = async (eventCode: string) => {
  const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '10x15' }, 'RO');
  return {
    orderType: 'post_event', productType: 'prints_bundle', bundleType: 10, printSize: '10x15', eventCode,
    customerInfo: { name: 'Buyer', email: 'buyer@example.com', address: { street: 'Str. 1', city: 'Cluj', postalCode: '400000' } },
    totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO'),
  };
};
const createOrder = (body: unknown, token?: string): Promise<Res> => h.create(apiEvent({ method: 'POST', body, headers: bearer(token) }));
const refusal = (res: Res) => [res.statusCode, (parseBody(res) as { error?: { code?: string } }).error?.code];

/** An event with its creator's guest session, a guest, a kicked guest, and another event. */
const world = async () => {
  const a = await f.createEvent({ title: 'Nunta' });
  const b = await f.createEvent({ title: 'Alta' });
  const code = a.event.code;
  const [creatorSession, guest, kicked, guestOfB] = await Promise.all([
    f.join(code, 'Ana', a.creatorToken),
    f.join(code, 'Guest'),
    f.join(code, 'Kicked'),
    f.join(b.event.code, 'Other'),
  ]);
  ok(await h.kick(call(code, a.creatorToken, { participantId: kicked.participant.id }, { method: 'POST' })));
  return { code, a, b, creatorSession, guest, kicked, guestOfB };
};

describe('a purchase from an event (post_event order)', () => {
  it('is refused to anyone holding only the event code: no credential, a guest, a kicked guest, another event', async () => {
    const w = await world();
    for (const body of [await rawArchiveBody(w.code), await printsBody(w.code)]) {
      expect(refusal(await createOrder(body)), `${body.productType} without a credential`).toEqual([401, 'UNAUTHORIZED']);
      for (const [who, session] of [['guest', w.guest], ['kicked guest', w.kicked], ['guest of another event', w.guestOfB]] as [string, SessionResponse][]) {
        expect(refusal(await createOrder(body, session.token)), `${body.productType} by the ${who}`).toEqual([403, 'FORBIDDEN']);
      }
      expect(refusal(await createOrder(body, w.b.creatorToken)), `${body.productType} by the creator of another event`).toEqual([403, 'FORBIDDEN']);
    }
  });

  it("is the organizer's: the creation credential and the creator's guest session buy", async () => {
    const w = await world();
    const byCredential = ok<CreateOrderResponse>(await createOrder(await rawArchiveBody(w.code), w.a.creatorToken), 201);
    expect(byCredential.order).toMatchObject({ orderType: 'post_event', productType: 'raw_archive', eventTitle: 'Nunta' });
    ok<CreateOrderResponse>(await createOrder(await printsBody(w.code), w.creatorSession.token), 201);
  });

  it("stops with the creator's rights: a credential from before 'Sign out other phones' buys nothing", async () => {
    const w = await world();
    await advanceCreatorEpoch(w.code);
    for (const token of [w.a.creatorToken, w.creatorSession.token]) {
      expect(refusal(await createOrder(await rawArchiveBody(w.code), token))).toEqual([401, 'CREATOR_SIGNED_OUT']);
    }
  });

  it('a pre_event package still needs no credential (no event exists yet)', async () => {
    const q = quote({ kind: 'event_package', eventType: 'digital', eventSize: 'small', addOns: [] }, 'RO');
    const body = {
      orderType: 'pre_event', eventTitle: 'Ana & Ion', eventDate: '2030-06-12', productType: 'raw_archive',
      productDetails: { eventType: 'digital', eventSize: 'small', selectedAddOns: [] }, customerInfo: { name: 'Ana', email: 'ana@example.com' },
      totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO'),
    };
    ok<CreateOrderResponse>(await createOrder(body), 201);
  });
});
