import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import type { StripeEmulator } from '../../infra/local/stripe-emulator/index.js';
import type { AddOnId } from '../../shared/pricing/index.js';
import type { CreateOrderRequest, CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import { loadHandler, ok, type Handler } from '../support/flows.js';
import { readInbox, type InboxEmail } from '../support/inbox.js';
import { startWebhookReceiver, useStripeEmulator } from '../support/stripe.js';
import { useEmulators } from '../support/use-emulators.js';
import { packageOrderBody } from '../support/package-order.js';

/**
 * Issue 27 items 5 and 6 on the local pieces: an event package paid through the Stripe emulator, its
 * "payment confirmed" e-mail sent by the webhook (which holds no access token), read back from local SES.
 * The e-mail names the package and its add-ons, and its link's view key opens that order's full view (no
 * Cancel) and no other order.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let stripeEmu: StripeEmulator;
let receiver: { url: string; stop(): Promise<void> };
let h: Record<'create' | 'get' | 'checkout', Handler>;
let signGeoToken: (country: string) => Promise<string>;

beforeAll(async () => {
  stripeEmu = await useStripeEmulator();
  const webhook = await loadHandler('http/payments/webhook.js');
  receiver = await startWebhookReceiver(webhook as Parameters<typeof startWebhookReceiver>[0]);
  stripeEmu.setWebhookUrl(receiver.url);
  const [create, get, checkout] = (await Promise.all(['create', 'get', 'checkout'].map((p) => loadHandler(`http/orders/${p}.js`)))) as Handler[];
  h = { create, get, checkout } as typeof h;
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
});
afterAll(async () => {
  await stripeEmu?.stop();
  await receiver?.stop();
});

let seq = 0;
const ADD_ONS: AddOnId[] = ['print_bundle_25', 'gallery_extension_7'];

/** A pending event package (personal, medium, two add-ons) for a fresh buyer e-mail. */
const newPackageOrder = async (locale?: CreateOrderRequest['locale']) => {
  const email = `view-key-${Date.now()}-${++seq}@example.com`;
  const body = packageOrderBody({ eventType: 'personal', eventSize: 'medium', addOns: ADD_ONS }, { email, geoToken: await signGeoToken('RO') }, locale ? { locale } : {});
  const res = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
  return { id: res.order.id, number: res.order.orderNumber, token: res.accessToken, email };
};
type NewOrder = Awaited<ReturnType<typeof newPackageOrder>>;

const read = async (idOrNumber: string, key?: string) =>
  ok<OrderResponse>(await h.get(apiEvent({ pathParameters: { idOrNumber }, headers: key ? { 'x-order-token': key } : {} }))).order;

/** Pays the order on the emulator and waits for the webhook's "payment confirmed" e-mail. */
const paidConfirmation = async (o: NewOrder): Promise<InboxEmail> => {
  const c = ok<CheckoutResponse>(await h.checkout(apiEvent({ method: 'POST', pathParameters: { id: o.id }, headers: { 'x-order-token': o.token } })));
  stripeEmu.act(c.sessionId, 'pay');
  const deadline = Date.now() + 5000;
  for (;;) {
    await stripeEmu.idle();
    const mail = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', o.email)).find((m) => /payment confirmed|plata .* a fost confirmat/i.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('no payment-confirmed e-mail');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The `v` key of the e-mail's order link (`{site}/order/{number}?v=…`). */
const viewKeyIn = (mail: InboxEmail, o: NewOrder): string => {
  const match = new RegExp(`/order/${o.number}\\?v=([A-Za-z0-9._~%-]+)`).exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error(`no view key link in: ${mail.body.text}`);
  return decodeURIComponent(match[1]);
};

describe('the webhook’s e-mails open the full order (issue 27 item 6)', () => {
  it('payment confirmed: the link’s view key opens this order in full (no Cancel), and not another order', async () => {
    const [o, other] = await Promise.all([newPackageOrder(), newPackageOrder()]);
    const mail = await paidConfirmation(o);
    expect(mail.body.text).not.toContain(o.token);
    expect(mail.body.text).not.toContain('?k=');
    const key = viewKeyIn(mail, o);

    expect(await read(o.number)).toMatchObject({ access: 'public', customerInfo: { name: expect.not.stringContaining('Andreea Popescu') } });
    const full = await read(o.number, key);
    expect(full).toMatchObject({ access: 'full', status: 'processing', customerInfo: { name: 'Andreea Popescu', email: o.email } });
    expect(full.actions).not.toContain('cancel_order');
    expect(await read(o.id, key)).toMatchObject({ access: 'full', customerInfo: { email: o.email } });

    const foreign = await read(other.number, key);
    expect(foreign.access).toBe('public');
    expect(foreign.customerInfo.email).not.toBe(other.email);
  });

  it('names the package and its add-ons in both languages, never "raw archive"', async () => {
    const [en, ro] = await Promise.all([newPackageOrder(), newPackageOrder('ro')]);
    const [enMail, roMail] = await Promise.all([paidConfirmation(en), paidConfirmation(ro)]);
    expect(enMail.body.text).toContain('Product: Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)\n');
    expect(enMail.body.text).not.toMatch(/raw/i);
    expect(roMail.body.text).toContain('Produs: Pachet pentru eveniment · Mediu (personal) + Fotografii printate (25) + Galerie prelungită (7 zile)\n');
    // The first e-mail (order received, at creation) names it the same way.
    const received = (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', en.email)).find((m) => m.subject.startsWith('We received'));
    expect(received?.body.text).toContain('Product: Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)\n');
  });
});
