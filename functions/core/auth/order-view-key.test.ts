import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signGeoToken } from './geo-token.js';
import { ORDER_VIEW_KEY_LIFETIME_MS, looksLikeViewKey, orderViewKeyOpens, signOrderViewKey } from './order-view-key.js';
import { tokenSecret } from './token-secret.js';
import { signToken } from './tokens.js';

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});

const ORDER = '01JORDERAAAAAAAAAAAAAAAAAA';
const OTHER = '01JORDERBBBBBBBBBBBBBBBBBB';
const at = new Date('2026-06-01T12:00:00.000Z');
const later = (ms: number): Date => new Date(at.getTime() + ms);

describe('order view keys (the e-mails sent without the access token)', () => {
  it('open the order they name, for as long as the download link lives (1 year)', async () => {
    const key = await signOrderViewKey(ORDER, at);
    expect(looksLikeViewKey(key)).toBe(true);
    expect(await orderViewKeyOpens(key, ORDER, at)).toBe(true);
    expect(await orderViewKeyOpens(key, ORDER, later(ORDER_VIEW_KEY_LIFETIME_MS - 1000))).toBe(true);
    expect(ORDER_VIEW_KEY_LIFETIME_MS).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('do not open another order', async () => {
    expect(await orderViewKeyOpens(await signOrderViewKey(ORDER, at), OTHER, at)).toBe(false);
  });

  it('stop opening it once expired', async () => {
    const key = await signOrderViewKey(ORDER, at);
    expect(await orderViewKeyOpens(key, ORDER, later(ORDER_VIEW_KEY_LIFETIME_MS + 1000))).toBe(false);
  });

  it('refuse a tampered key (another order written into a signed one, or a changed signature)', async () => {
    const key = await signOrderViewKey(OTHER, at);
    const [h, p, s] = key.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: ORDER })).toString('base64url');
    expect(await orderViewKeyOpens(`${h}.${forged}.${s}`, ORDER, at)).toBe(false);
    const flipped = `${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await orderViewKeyOpens(`${h}.${p}.${flipped}`, OTHER, at)).toBe(false);
    expect(await orderViewKeyOpens('not.a.key', ORDER, at)).toBe(false);
    expect(await orderViewKeyOpens(undefined, ORDER, at)).toBe(false);
  });

  it('refuse a token of another audience (or none) naming the order, and a key signed with another secret', async () => {
    const iat = Math.floor(at.getTime() / 1000);
    const signed = async (audience: string | undefined, secret: Uint8Array): Promise<string> => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('candid').setSubject(ORDER).setIssuedAt(iat).setExpirationTime(iat + 3600);
      return (audience ? jwt.setAudience(audience) : jwt).sign(secret);
    };
    const secret = await tokenSecret();
    expect(await orderViewKeyOpens(await signed('candid:order-view', secret), ORDER, at)).toBe(true);
    expect(await orderViewKeyOpens(await signed('candid:geo', secret), ORDER, at)).toBe(false);
    expect(await orderViewKeyOpens(await signed(undefined, secret), ORDER, at)).toBe(false);
    expect(await orderViewKeyOpens(await signed('candid:order-view', new TextEncoder().encode('another-secret-another-secret-xx')), ORDER, at)).toBe(false);
    // The house's other tokens are no view key either.
    expect(await orderViewKeyOpens(await signGeoToken('RO', at), ORDER, at)).toBe(false);
    expect(await orderViewKeyOpens(await signToken({ role: 'creator', evt: 'AB12CD', sub: ORDER }, 3600), ORDER)).toBe(false);
  });

  it('never take an access token (43 base64url characters, no dots) for a key', () => {
    expect(looksLikeViewKey('a'.repeat(43))).toBe(false);
  });
});
