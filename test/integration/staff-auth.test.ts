import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { StaffLoginResponse, StaffVerifyResponse } from '../../shared/schemas/staff.js';
import { bearer, flows, loadHandler, type Flows, type Handler } from '../support/flows.js';
import { clockInFreshWindow } from '../support/fresh-window.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';

let login: Handler;
let verify: Handler;
let f: Flows;
let setClockOffset: (ms: number) => void;
let windowMs: number;
const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'Ana.Admin@candid.test', name: 'Ana Admin', role: 'admin' as const };
const SUPPORT = { email: 'sam.support@candid.test', name: 'Sam Support', role: 'support' as const };
/** The account the per-account limit test locks for the window. */
const TARGET = { email: 'tina.target@candid.test', name: 'Tina Target', role: 'support' as const };

beforeAll(async () => {
  [login, verify, f] = await Promise.all([loadHandler('http/staff/login.js'), loadHandler('http/staff/verify.js'), flows()]);
  ({ setClockOffset } = await import('../../functions/core/clock.js'));
  windowMs = (await import('../../functions/core/domain/staff/sign-in.js')).SIGN_IN_WINDOW_MS;
  const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
  const password = await hashStaffPassword(PASSWORD);
  for (const a of [ADMIN, SUPPORT, TARGET]) await createStaffAccount({ ...a, password, createdAt: new Date().toISOString() });
});
afterEach(() => setClockOffset(0));

let nextAddress = 1;
/** Each test signs in from its own address, so the per-address counter of one test never meets another's. */
const freshAddress = (): string => `198.51.100.${nextAddress++}`;

const signIn = async (email: string, password: string, address: string) => {
  const event = apiEvent({ method: 'POST', path: '/api/admin/auth/login', body: { email, password } });
  event.requestContext.http.sourceIp = address;
  return login(event);
};
const retryAfter = (res: unknown): string | undefined => (res as { headers?: Record<string, string> }).headers?.['retry-after'];
const verifyWith = (token?: string) => verify(apiEvent({ path: '/api/admin/auth/verify', headers: bearer(token) }));

describe('staff sign-in', () => {
  it('signs in with e-mail (any case) and password and returns the token and the user', async () => {
    const res = await signIn('  ana.admin@CANDID.test ', PASSWORD, freshAddress());
    expect(res.statusCode).toBe(200);
    const body = parseBody(res) as StaffLoginResponse;
    expect(body.user).toEqual({ name: 'Ana Admin', email: 'ana.admin@candid.test', role: 'admin' });
    const me = await verifyWith(body.token);
    expect(me.statusCode).toBe(200);
    expect((parseBody(me) as StaffVerifyResponse).user).toEqual(body.user);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const address = freshAddress();
    const wrong = await signIn(ADMIN.email, 'not the password', address);
    const unknown = await signIn('nobody@candid.test', PASSWORD, address);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(parseBody(wrong)).toEqual(parseBody(unknown));
    expect(parseBody(wrong)).toMatchObject({ error: { code: 'STAFF_LOGIN_FAILED' } });
  });

  it('refuses the 6th attempt on one account within the window (429, Retry-After), even from fresh addresses and with the right password', async () => {
    const offset = clockInFreshWindow(windowMs, setClockOffset);
    for (let i = 0; i < 5; i++) expect((await signIn(TARGET.email, `wrong ${i}`, freshAddress())).statusCode).toBe(401);
    const sixth = await signIn(TARGET.email, PASSWORD, freshAddress());
    expect(sixth.statusCode).toBe(429);
    expect(Number(retryAfter(sixth))).toBeGreaterThan(0);
    expect(parseBody(sixth)).toMatchObject({ error: { code: 'STAFF_LOGIN_RATE_LIMITED', message: expect.stringContaining('Too many failed sign-in attempts') } });
    // The next window starts afresh.
    setClockOffset(offset + windowMs);
    expect((await signIn(TARGET.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('refuses the 6th failure from one address within the window, whichever e-mails it tries', async () => {
    clockInFreshWindow(windowMs, setClockOffset);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(`guess${i}@candid.test`, 'x', address)).statusCode).toBe(401);
    const sixth = await signIn(ADMIN.email, PASSWORD, address);
    expect(sixth.statusCode).toBe(429);
    expect(retryAfter(sixth)).toBeDefined();
    // The account itself is not locked for everyone else.
    expect((await signIn(ADMIN.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('a successful sign-in does not use up an attempt', async () => {
    const address = freshAddress();
    for (let i = 0; i < 8; i++) expect((await signIn(ADMIN.email, PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('staff verify', () => {
  it('refuses a staff token past its 8 hours', async () => {
    const { token } = parseBody(await signIn(ADMIN.email, PASSWORD, freshAddress())) as StaffLoginResponse;
    setClockOffset(8 * 3600_000 - 60_000);
    expect((await verifyWith(token)).statusCode).toBe(200);
    setClockOffset(8 * 3600_000 + 1000);
    const late = await verifyWith(token);
    expect(late.statusCode).toBe(401);
    expect(parseBody(late)).toMatchObject({ error: { code: 'STAFF_SESSION_INVALID' } });
  });

  it('refuses no token and a guest token', async () => {
    expect((await verifyWith()).statusCode).toBe(401);
    const { event, creatorToken } = await f.createEvent();
    const { token } = await f.join(event.code, 'Guest');
    expect((await verifyWith(token)).statusCode).toBe(401);
    expect((await verifyWith(creatorToken)).statusCode).toBe(401);
  });

  it('tells support from admin', async () => {
    const { token } = parseBody(await signIn(SUPPORT.email, PASSWORD, freshAddress())) as StaffLoginResponse;
    expect(parseBody(await verifyWith(token))).toEqual({ user: { name: 'Sam Support', email: 'sam.support@candid.test', role: 'support' } });
  });

  it('refuses the token of a removed account', async () => {
    const { createStaffAccount, deleteStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
    const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
    await createStaffAccount({ email: 'gone@candid.test', name: 'Gone', role: 'support', password: await hashStaffPassword(PASSWORD), createdAt: new Date().toISOString() });
    const { token } = parseBody(await signIn('gone@candid.test', PASSWORD, freshAddress())) as StaffLoginResponse;
    expect(await deleteStaffAccount('gone@candid.test')).toBe(true);
    expect((await verifyWith(token)).statusCode).toBe(401);
  });

  it('a removed account stays removed for its old sessions when an account of that e-mail is added again', async () => {
    // staff-cli: "remove it first to replace it" (a reset password, a new role): the old sessions must not come back.
    const { createStaffAccount, deleteStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
    const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
    const email = 'replaced@candid.test';
    await createStaffAccount({ email, name: 'Replaced', role: 'admin', password: await hashStaffPassword(PASSWORD), createdAt: new Date().toISOString() });
    const { token: before } = parseBody(await signIn(email, PASSWORD, freshAddress())) as StaffLoginResponse;
    expect(await deleteStaffAccount(email)).toBe(true);
    expect((await verifyWith(before)).statusCode).toBe(401);

    // A minute later the account is added again, with a new password.
    setClockOffset(60_000);
    const newPassword = 'a brand new staff password';
    await createStaffAccount({ email, name: 'Replaced', role: 'support', password: await hashStaffPassword(newPassword), createdAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await verifyWith(before)).statusCode).toBe(401);
    const { token: after } = parseBody(await signIn(email, newPassword, freshAddress())) as StaffLoginResponse;
    expect(parseBody(await verifyWith(after))).toEqual({ user: { name: 'Replaced', email, role: 'support' } });
  });
});
