import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { loadHandler, ok, type Handler } from '../support/flows.js';
import { readInbox } from '../support/inbox.js';
import { useEmulators } from '../support/use-emulators.js';
// Types only (erased): the modules are imported after useEmulators() set the environment.
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';
import type * as EmailModule from '../../functions/core/email/send-order-email.js';
import type * as ClaimModule from '../../functions/core/data/email-sent-item.js';
import { packageOrderBody } from '../support/package-order.js';

/**
 * The order e-mail's dedupe claim made inside the order transition's transaction (transitionOrder's
 * `emailClaim`): the change and the right to send its e-mail are one write, so a cancelled transition
 * leaves no claim, and the e-mail is sent under the claim without a second put (DESIGN 12: webhook ≤ 3).
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let create: Handler;
let tx: typeof TransitionModule;
let mail: typeof EmailModule;
let claims: typeof ClaimModule;
let claimOf: (orderId: string, template: string) => Promise<Record<string, unknown> | undefined>;
let signGeoToken: (country: string) => Promise<string>;

beforeAll(async () => {
  create = await loadHandler('http/orders/create.js');
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  mail = await import('../../functions/core/email/send-order-email.js');
  claims = await import('../../functions/core/data/email-sent-item.js');
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  const { ddb, tableName } = await import('../../functions/core/data/table.js');
  claimOf = async (orderId, template) =>
    (await ddb.send(new GetCommand({ TableName: tableName(), Key: claims.emailSentKey(orderId, template), ConsistentRead: true }))).Item;
});

let seq = 0;
const newOrder = async () => {
  const email = `claim-${Date.now()}-${++seq}@example.com`;
  const body = packageOrderBody(
    { eventType: 'digital', eventSize: 'medium', addOns: [] },
    { email, geoToken: await signGeoToken('RO') },
    { metadata: { eventName: 'Ana & Ion', eventDate: '2027-06-12', organizerName: 'Andreea' } },
  );
  const res = ok<CreateOrderResponse>(await create(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
  return { id: res.order.id, email };
};

const pay = (orderId: string, stripeEventId: string) =>
  tx.transitionOrder({ orderId, to: 'processing', reason: 'Payment confirmed', actor: 'stripe', stripeEventId, emailClaim: 'payment-confirmed' });

const emailOrder = (o: { id: string; email: string }) => ({
  id: o.id,
  orderNumber: 'CND-261124-CLAIMTST',
  customer: { name: 'Andreea', email: o.email },
  productType: 'raw_archive',
  orderType: 'pre_event',
  total: 9900,
  currency: 'RON',
});
const confirmations = async (to: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', to)).filter((m) => /payment confirmed/i.test(m.subject));

describe('the e-mail claim in the order transition', () => {
  it('is written by the transition itself, and the e-mail sent under it goes out once without another claim', async () => {
    const o = await newOrder();
    const r = await pay(o.id, `evt_claim_${o.id}`);
    expect(r.changed).toBe(true);
    expect(r.emailClaim).toMatchObject({ template: 'payment-confirmed', claimToken: expect.any(String) });
    expect(await claimOf(o.id, 'payment-confirmed')).toMatchObject({ claimToken: r.emailClaim?.claimToken, entity: 'email-sent' });

    expect(await mail.sendOrderEmail({ template: 'payment-confirmed', order: emailOrder(o), claimToken: r.emailClaim?.claimToken })).toMatchObject({ sent: true });
    // A later standalone send (a redelivery) finds the claim: no second e-mail.
    expect(await mail.sendOrderEmail({ template: 'payment-confirmed', order: emailOrder(o) })).toEqual({ sent: false, reason: 'duplicate' });
    expect(await confirmations(o.email)).toHaveLength(1);
  });

  it('a transition cancelled by a duplicate event leaves no claim; of concurrent duplicates exactly the winner holds it', async () => {
    const o = await newOrder();
    // The event was applied already (its dedupe item exists): this transaction is cancelled on it.
    await tx.recordOrderEventFacts({ orderId: o.id, set: {}, stripeEventId: `evt_seen_${o.id}` });
    const refused = await pay(o.id, `evt_seen_${o.id}`);
    expect(refused).toMatchObject({ changed: false });
    expect(refused.emailClaim).toBeUndefined();
    expect(await claimOf(o.id, 'payment-confirmed')).toBeUndefined();

    const racing = await Promise.all(Array.from({ length: 5 }, () => pay(o.id, `evt_race_${o.id}`)));
    const winners = racing.filter((r) => r.changed);
    expect(winners).toHaveLength(1);
    expect(racing.filter((r) => r.emailClaim)).toHaveLength(1);
    expect(await claimOf(o.id, 'payment-confirmed')).toMatchObject({ claimToken: winners[0]?.emailClaim?.claimToken });
  });

  it('an e-mail claimed before does not block the change: it goes ahead without a claim of its own', async () => {
    const o = await newOrder();
    expect(await claims.claimEmailSend(o.id, 'payment-confirmed', 'earlier-claim', Date.now())).toBe(true);
    const r = await pay(o.id, `evt_after_claim_${o.id}`);
    expect(r).toMatchObject({ changed: true, order: { status: 'processing' } });
    expect(r.emailClaim).toBeUndefined();
    expect(await claimOf(o.id, 'payment-confirmed')).toMatchObject({ claimToken: 'earlier-claim' });
  });

  it('a failed send under the claim gives it back, so the next attempt sends', async () => {
    const o = await newOrder();
    const r = await pay(o.id, `evt_fail_${o.id}`);
    const { sesClient } = await import('../../functions/core/email/ses.js');
    const name = `failSes-${o.id}`;
    sesClient().middlewareStack.add(
      () => async () => {
        throw new Error('SES throttled (test)');
      },
      { step: 'initialize', name },
    );
    try {
      await expect(mail.sendOrderEmail({ template: 'payment-confirmed', order: emailOrder(o), claimToken: r.emailClaim?.claimToken })).rejects.toThrow('SES throttled');
    } finally {
      sesClient().middlewareStack.remove(name);
    }
    expect(await claimOf(o.id, 'payment-confirmed')).toBeUndefined();
    expect(await mail.sendOrderEmail({ template: 'payment-confirmed', order: emailOrder(o) })).toMatchObject({ sent: true });
    expect(await confirmations(o.email)).toHaveLength(1);
  });
});
