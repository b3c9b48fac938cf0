import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { signGeoToken } from './geo-token.js';
import { signStaffToken, STAFF_TOKEN_LIFETIME_SECONDS, verifyStaffToken } from './staff-token.js';
import { signToken, verifyToken } from './tokens.js';

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});

const status = (p: Promise<unknown>): Promise<number | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof DomainError ? e.status : -1),
  );

describe('staff tokens', () => {
  const at = new Date('2026-06-01T08:00:00.000Z');
  const claims = { sub: 'ana@candid.test', name: 'Ana', role: 'support' as const };

  it('name the staff member and role for 8 hours by the server clock', async () => {
    expect(STAFF_TOKEN_LIFETIME_SECONDS).toBe(8 * 3600);
    const token = await signStaffToken(claims, at);
    expect(await verifyStaffToken(token, new Date(at.getTime() + (STAFF_TOKEN_LIFETIME_SECONDS - 1) * 1000))).toEqual({ ...claims, iat: at.getTime() / 1000 });
    expect(await status(verifyStaffToken(token, new Date(at.getTime() + (STAFF_TOKEN_LIFETIME_SECONDS + 1) * 1000)))).toBe(401);
  });

  it('a tampered role is refused', async () => {
    const token = await signStaffToken(claims, at);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect(await status(verifyStaffToken(`${h}.${forged}.${s}`, at))).toBe(401);
  });

  it('a guest, creator or geo token is never a staff token', async () => {
    const guest = await signToken({ role: 'participant', evt: 'ABC123', sub: 'p1', creator: true }, 3600);
    const creator = await signToken({ role: 'creator', evt: 'ABC123', sub: 'e1' }, 3600);
    const geo = await signGeoToken('RO');
    for (const t of [guest, creator, geo]) expect(await status(verifyStaffToken(t))).toBe(401);
  });

  it('a staff token is never a guest credential', async () => {
    const token = await signStaffToken(claims);
    expect(await status(verifyToken(token))).toBe(401);
  });
});
