import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { SOCKET_TICKET_LIFETIME_SECONDS, signSocketTicket, verifySocketTicket } from './socket-ticket.js';
import { signToken, verifyToken } from './tokens.js';

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
});

const status = (p: Promise<unknown>): Promise<number | undefined> =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof DomainError ? e.status : -1),
  );

describe('socket tickets', () => {
  const at = new Date('2026-06-01T12:00:00.000Z');

  it('name the event and participant, each with its own id, for one minute by the server clock', async () => {
    const a = await signSocketTicket('AB12CD', 'p1', at);
    const b = await signSocketTicket('AB12CD', 'p1', at);
    expect(a.expiresAt.getTime() - at.getTime()).toBe(SOCKET_TICKET_LIFETIME_SECONDS * 1000);
    const claims = await verifySocketTicket(a.ticket, new Date(at.getTime() + 59_000));
    expect(claims).toMatchObject({ evt: 'AB12CD', sub: 'p1' });
    expect(claims.jti).not.toBe((await verifySocketTicket(b.ticket, at)).jti);
    expect(await status(verifySocketTicket(a.ticket, new Date(at.getTime() + 61_000)))).toBe(401);
  });

  it('and participant tokens are not interchangeable', async () => {
    const token = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1' }, 3600);
    expect(await status(verifySocketTicket(token, new Date()))).toBe(401);
    const { ticket } = await signSocketTicket('AB12CD', 'p1', new Date());
    expect(await status(verifyToken(ticket))).toBe(401);
  });
});
