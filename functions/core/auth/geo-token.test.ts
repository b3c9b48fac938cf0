import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { GEO_TOKEN_LIFETIME_SECONDS, signGeoToken, verifyGeoToken } from './geo-token.js';
import { signSocketTicket, verifySocketTicket } from './socket-ticket.js';
import { signToken, verifyToken } from './tokens.js';

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});

const status = (p: Promise<unknown>): Promise<number | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof DomainError ? e.status : -1),
  );

describe('geo tokens', () => {
  const at = new Date('2026-06-01T12:00:00.000Z');

  it('name the country for two hours by the server clock', async () => {
    const token = await signGeoToken('DE', at);
    expect(await verifyGeoToken(token, new Date(at.getTime() + (GEO_TOKEN_LIFETIME_SECONDS - 1) * 1000))).toBe('DE');
    expect(await status(verifyGeoToken(token, new Date(at.getTime() + (GEO_TOKEN_LIFETIME_SECONDS + 1) * 1000)))).toBe(401);
  });

  it('a tampered token is refused', async () => {
    const token = await signGeoToken('CH', at);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), country: 'RO' })).toString('base64url');
    expect(await status(verifyGeoToken(`${h}.${forged}.${s}`, at))).toBe(401);
    expect(await status(verifyGeoToken('not-a-token', at))).toBe(401);
  });

  it('is no credential, and no credential or socket ticket is a geo token', async () => {
    const geo = await signGeoToken('RO');
    expect(await status(verifyToken(geo))).toBe(401);
    expect(await status(verifySocketTicket(geo, new Date()))).toBe(401);
    const creator = await signToken({ role: 'creator', evt: 'AB12CD', sub: 'c1' }, 3600);
    expect(await status(verifyGeoToken(creator))).toBe(401);
    const { ticket } = await signSocketTicket('AB12CD', 'p1', new Date());
    expect(await status(verifyGeoToken(ticket))).toBe(401);
  });
});
