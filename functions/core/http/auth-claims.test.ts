import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { requireStaffRole, staffOf } from './auth-claims.js';

const admin = { sub: 'a@candid.test', name: 'A', role: 'admin' as const };
const support = { sub: 's@candid.test', name: 'S', role: 'support' as const };

const refusal = (f: () => unknown): { status: number; code: string } | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    if (e instanceof DomainError) return { status: e.status, code: e.code };
    throw e;
  }
};

describe('staff roles', () => {
  it('admin passes every role check; support only support checks', () => {
    expect(requireStaffRole(admin, 'admin')).toBe(admin);
    expect(requireStaffRole(admin, 'support')).toBe(admin);
    expect(requireStaffRole(support, 'support')).toBe(support);
    expect(refusal(() => requireStaffRole(support, 'admin'))).toEqual({ status: 403, code: 'STAFF_ROLE_FORBIDDEN' });
  });

  it('a non-staff credential is not a staff member', () => {
    expect(staffOf({ kind: 'staff', claims: support })).toBe(support);
    expect(refusal(() => staffOf({ kind: 'public' }))).toEqual({ status: 401, code: 'STAFF_SESSION_INVALID' });
    expect(refusal(() => staffOf({ kind: 'token', claims: { role: 'creator', evt: 'ABC123', sub: 'e' } }))).toEqual({ status: 401, code: 'STAFF_SESSION_INVALID' });
  });
});
