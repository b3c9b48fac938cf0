import { normalizeStaffEmail } from '../../../../shared/staff-roles.js';
import type { StaffLoginRequest, StaffLoginResponse } from '../../../../shared/schemas/staff.js';
import { verifyAgainstNobody, verifyStaffPassword } from '../../auth/staff-password.js';
import { signStaffToken } from '../../auth/staff-token.js';
import { now } from '../../clock.js';
import { getStaffAccount } from '../../data/staff-account-item.js';
import { giveSlotBack, takeSlot, windowAt } from '../../data/rate-counter.js';
import { keys, type ItemKey } from '../../data/table.js';
import { DomainError, RateLimitedError } from '../../errors.js';
import type { RateClient } from '../events/guarded-lookup.js';

/**
 * Failed staff sign-ins are counted in 15-minute windows per account (the normalized e-mail, known or not)
 * and per client address: 5 of either and further attempts are refused until the window passes — right
 * or wrong password, or the limit would still let a guesser confirm a hit.
 *
 * Each attempt first takes a slot from both counters with a conditional ADD (the limit holds under any
 * concurrency: no read-then-write); a successful sign-in gives its slot back.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_ALLOWED = 5;

const loginFailed = () => new DomainError('STAFF_LOGIN_FAILED', 401);

const countersOf = (email: string, client: RateClient, windowStart: number): ItemKey[] => [
  keys.rate('staff-login', `acct#${email}`, windowStart),
  keys.rate('staff-login-address', client.address, windowStart),
];

export const signInStaff = async (req: StaffLoginRequest, client: RateClient): Promise<StaffLoginResponse> => {
  const email = normalizeStaffEmail(req.email);
  const at = now().getTime();
  const { start: windowStart, retryAfter, ttl } = windowAt(at, SIGN_IN_WINDOW_MS);
  const counters = countersOf(email, client, windowStart);

  const [taken, account] = await Promise.all([Promise.all(counters.map((k) => takeSlot(k, SIGN_IN_FAILURES_ALLOWED, ttl))), getStaffAccount(email)]);
  if (taken.some((t) => !t)) {
    throw new RateLimitedError(retryAfter, `staff sign-in refused for ${email} from ${client.address}`, 'STAFF_LOGIN_RATE_LIMITED');
  }
  const matches = account ? await verifyStaffPassword(req.password, account.password) : await verifyAgainstNobody(req.password);
  if (!account || !matches) throw loginFailed();

  await Promise.all(counters.map(giveSlotBack));
  const user = { name: account.name, email: account.email, role: account.role };
  return { token: await signStaffToken({ sub: account.email, name: account.name, role: account.role }), user };
};
