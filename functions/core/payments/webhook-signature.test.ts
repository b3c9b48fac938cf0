import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeSignature, WebhookSignatureError } from './webhook-signature.js';

/**
 * The node:crypto check must accept and reject exactly what stripe-node's constructEvent does on the same
 * inputs (the SDK itself is a test-only dependency here: the webhook Lambda never loads it).
 */
const stripe = new Stripe('sk_test_unused');
const SECRET = 'whsec_test_0123456789abcdef';
const NOW_MS = Date.UTC(2026, 10, 24, 12, 0, 0);
const nowS = Math.floor(NOW_MS / 1000);
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  created: nowS,
  data: { object: { id: 'cs_test_1', payment_status: 'paid', metadata: { orderId: '01J' } } },
});

const sign = (body: string, opts: { secret?: string; timestamp?: number } = {}): string =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? SECRET, timestamp: opts.timestamp ?? nowS });

type Outcome = { ok: true; id: string } | { ok: false; message: string };
const ours = (body: Buffer, header: string | undefined, secret: string): Outcome => {
  try {
    return { ok: true, id: verifyStripeSignature(body, header, secret, 300, NOW_MS).id };
  } catch (e) {
    expect(e).toBeInstanceOf(WebhookSignatureError);
    return { ok: false, message: (e as Error).message };
  }
};
const theirs = (body: Buffer, header: string | undefined, secret: string): Outcome => {
  try {
    return { ok: true, id: stripe.webhooks.constructEvent(body, header ?? '', secret, 300, undefined, NOW_MS).id };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
};

const firstSentence = (m: string): string => /^[^.]*\.?/.exec(m)?.[0] ?? m;

/** Same verdict, and the same leading sentence of the message (the SDK appends docs links). */
const expectSameVerdict = (body: Buffer, header: string | undefined, secret: string, sameMessage = true): Outcome => {
  const a = ours(body, header, secret);
  const b = theirs(body, header, secret);
  expect(a.ok).toBe(b.ok);
  if (sameMessage && !a.ok && !b.ok) expect(b.message.startsWith(firstSentence(a.message)), `${b.message} vs ${a.message}`).toBe(true);
  return a;
};

describe('verifyStripeSignature agrees with stripe.webhooks.constructEvent', () => {
  const body = Buffer.from(payload, 'utf8');

  it('accepts a genuine delivery and returns the narrow event', () => {
    expect(expectSameVerdict(body, sign(payload), SECRET)).toEqual({ ok: true, id: 'evt_1' });
    const evt = verifyStripeSignature(body, sign(payload), SECRET, 300, NOW_MS);
    expect(evt).toEqual({ id: 'evt_1', type: 'checkout.session.completed', created: nowS, data: { object: { id: 'cs_test_1', payment_status: 'paid', metadata: { orderId: '01J' } } } });
  });

  it('rejects a body changed by one byte', () => {
    const tampered = Buffer.from(payload, 'utf8');
    tampered[tampered.indexOf('paid')] = 'P'.charCodeAt(0);
    expect(expectSameVerdict(tampered, sign(payload), SECRET)).toMatchObject({ ok: false, message: expect.stringMatching(/^No signatures found matching/) });
  });

  it('rejects a body re-serialized with other whitespace (the raw bytes are what is signed)', () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(payload), null, 2), 'utf8');
    expect(expectSameVerdict(reformatted, sign(payload), SECRET).ok).toBe(false);
  });

  it('rejects a wrong secret', () => {
    expect(expectSameVerdict(body, sign(payload, { secret: 'whsec_other' }), SECRET).ok).toBe(false);
  });

  it('rejects an old timestamp (outside 300 s) and accepts one just inside', () => {
    expect(expectSameVerdict(body, sign(payload, { timestamp: nowS - 301 }), SECRET)).toEqual({ ok: false, message: 'Timestamp outside the tolerance zone' });
    expect(expectSameVerdict(body, sign(payload, { timestamp: nowS - 300 }), SECRET).ok).toBe(true);
  });

  it('accepts when any of several v1 signatures matches (secret roll), rejects when none does', () => {
    const good = sign(payload);
    const goodSig = good.split('v1=')[1] ?? '';
    const rolled = `t=${nowS},v1=${'0'.repeat(64)},v1=${goodSig},v0=abc`;
    expect(expectSameVerdict(body, rolled, SECRET).ok).toBe(true);
    expect(expectSameVerdict(body, `t=${nowS},v1=${'0'.repeat(64)},v1=short`, SECRET).ok).toBe(false);
  });

  it('rejects a missing header, a header without timestamp and one without v1 signatures', () => {
    expect(expectSameVerdict(body, undefined, SECRET)).toEqual({ ok: false, message: 'No stripe-signature header value was provided.' });
    expect(expectSameVerdict(body, `v1=${'a'.repeat(64)}`, SECRET)).toEqual({ ok: false, message: 'Unable to extract timestamp and signatures from header' });
    expect(expectSameVerdict(body, `t=${nowS},v0=${'a'.repeat(64)}`, SECRET)).toEqual({ ok: false, message: 'No signatures found with expected scheme' });
  });

  it('rejects an empty body and a blank secret', () => {
    // The SDK only checks `!payload`, so an empty Buffer fails later, in its JSON.parse: same verdict, other words.
    expect(expectSameVerdict(Buffer.alloc(0), sign(''), SECRET, false)).toEqual({ ok: false, message: 'No webhook payload was provided.' });
    expect(expectSameVerdict(body, sign(payload), '  \n')).toMatchObject({ ok: false, message: expect.stringMatching(/^No webhook secret value was provided/) });
  });

  it('a secret with a stray newline fails like the SDK and says why; the caller trims it (stripeWebhookSecret)', () => {
    const header = sign(payload);
    const r = expectSameVerdict(body, header, `${SECRET}\n`);
    expect(r).toMatchObject({ ok: false, message: expect.stringContaining('whitespace') });
    expect(expectSameVerdict(body, header, `${SECRET}\n`.trim()).ok).toBe(true);
  });

  it('a signed body that is not a Stripe event is refused (never handed to the handler half-typed)', () => {
    const notEvent = JSON.stringify({ hello: 'world' });
    expect(() => verifyStripeSignature(Buffer.from(notEvent), sign(notEvent), SECRET, 300, NOW_MS)).toThrow(WebhookSignatureError);
  });

  it('a signed event whose id or type is no Stripe token (over 255 bytes) is refused: the id becomes a table key', () => {
    const event = JSON.parse(payload) as Record<string, unknown>;
    for (const odd of [{ id: 'x'.repeat(2000) }, { id: 'ț'.repeat(200) }, { type: 'y'.repeat(256) }, { id: '' }]) {
      const text = JSON.stringify({ ...event, ...odd });
      expect(() => verifyStripeSignature(Buffer.from(text), sign(text), SECRET, 300, NOW_MS)).toThrow(WebhookSignatureError);
    }
    const fine = JSON.stringify({ ...event, id: `evt_${'a'.repeat(200)}` });
    expect(verifyStripeSignature(Buffer.from(fine), sign(fine), SECRET, 300, NOW_MS).id).toHaveLength(204);
  });

  it('refuses a non-positive tolerance instead of skipping the timestamp check', () => {
    expect(() => verifyStripeSignature(body, sign(payload), SECRET, 0, NOW_MS)).toThrow(TypeError);
  });
});

describe('the webhook module stays small', () => {
  it('does not import the stripe package', async () => {
    const { readFile } = await import('node:fs/promises');
    const src = await readFile(new URL('./webhook-signature.ts', import.meta.url), 'utf8');
    expect(src).not.toMatch(/from\s+['"]stripe['"]|import\(['"]stripe['"]\)/);
  });
});
