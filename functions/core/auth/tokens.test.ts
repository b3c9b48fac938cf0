import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { bearerToken, signToken, verifyToken } from './tokens.js';

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});

const rejects401 = async (p: Promise<unknown>) => {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).status).toBe(401);
};

describe('tokens', () => {
  it('round-trips claims', async () => {
    const t = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1' }, 60);
    expect(await verifyToken(t)).toEqual({ role: 'participant', evt: 'AB12CD', sub: 'p1' });
  });

  it('refuses a tampered payload', async () => {
    const t = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1' }, 60);
    const [h, , s] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'creator', evt: 'AB12CD', sub: 'p1', iss: 'candid' })).toString('base64url');
    await rejects401(verifyToken(`${h}.${forged}.${s}`));
  });

  it('refuses an expired token, a token signed with another key, and alg none', async () => {
    const expired = await new SignJWT({ role: 'participant', evt: 'AB12CD' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject('p1').setIssuer('candid')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(process.env.TOKEN_SECRET));
    await rejects401(verifyToken(expired));
    const otherKey = await new SignJWT({ role: 'participant', evt: 'AB12CD' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject('p1').setIssuer('candid').setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    await rejects401(verifyToken(otherKey));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"creator","evt":"AB12CD","sub":"x","iss":"candid"}').toString('base64url')}.`;
    await rejects401(verifyToken(none));
  });

  it('refuses well-signed claims of an unknown shape', async () => {
    const t = await new SignJWT({ role: 'admin', evt: 'AB12CD' })
      .setProtectedHeader({ alg: 'HS256' }).setSubject('p1').setIssuer('candid').setExpirationTime('1h')
      .sign(new TextEncoder().encode(process.env.TOKEN_SECRET));
    await rejects401(verifyToken(t));
  });

  it('reads bearer tokens only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
