import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An order's access token (DESIGN 15): 32 random bytes, shown once to the buyer (create response, order
 * e-mails, success redirect) and stored only as its SHA-256 — a leaked table does not open any order.
 */
export const newAccessToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
};

export const hashAccessToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time comparison of a presented token with the stored hash (equal-length digests). */
export const accessTokenMatches = (token: string | undefined, storedHash: string): boolean => {
  if (!token) return false;
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};
