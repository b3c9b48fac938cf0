import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZER_TOKEN_LIFETIME_SECONDS } from '../../../shared/schemas/organizer.js';
import { DomainError } from '../errors.js';
import { signGeoToken } from './geo-token.js';
import { signOrganizerToken, verifyOrganizerToken } from './organizer-token.js';
import { signStaffToken, verifyStaffToken } from './staff-token.js';
import { signToken, verifyToken } from './tokens.js';

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});

const refusal = (p: Promise<unknown>): Promise<string | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof DomainError ? `${e.status} ${e.code}` : 'other'),
  );

describe('organizer tokens', () => {
  const at = new Date('2026-06-01T08:00:00.000Z');

  it('name the purchase e-mail for 8 hours by the server clock', async () => {
    expect(ORGANIZER_TOKEN_LIFETIME_SECONDS).toBe(8 * 3600);
    const { token, expiresAt } = await signOrganizerToken('ana@example.com', at);
    expect(expiresAt.getTime() - at.getTime()).toBe(ORGANIZER_TOKEN_LIFETIME_SECONDS * 1000);
    expect((await verifyOrganizerToken(token, new Date(expiresAt.getTime() - 1000))).sub).toBe('ana@example.com');
    expect(await refusal(verifyOrganizerToken(token, new Date(expiresAt.getTime() + 1000)))).toBe('401 ORGANIZER_SESSION_INVALID');
  });

  it('a tampered e-mail is refused', async () => {
    const { token } = await signOrganizerToken('ana@example.com', at);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), sub: 'ion@example.com' })).toString('base64url');
    expect(await refusal(verifyOrganizerToken(`${h}.${forged}.${s}`, at))).toBe('401 ORGANIZER_SESSION_INVALID');
  });

  it('a guest, creator, staff or geo token is never an organizer token', async () => {
    const tokens = [
      await signToken({ role: 'participant', evt: 'ABC123', sub: 'p1', creator: true }, 3600),
      await signToken({ role: 'creator', evt: 'ABC123', sub: 'e1' }, 3600),
      await signStaffToken({ sub: 'ana@candid.test', name: 'Ana', role: 'admin' }),
      await signGeoToken('RO'),
    ];
    for (const t of tokens) expect(await refusal(verifyOrganizerToken(t))).toBe('401 ORGANIZER_SESSION_INVALID');
  });

  it('an organizer token is never a guest, creator or staff credential', async () => {
    const { token } = await signOrganizerToken('ana@example.com');
    expect(await refusal(verifyToken(token))).toMatch(/^401 /);
    expect(await refusal(verifyStaffToken(token))).toBe('401 STAFF_SESSION_INVALID');
  });
});
