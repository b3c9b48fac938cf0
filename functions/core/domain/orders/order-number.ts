import { randomBytes } from 'node:crypto';

/** Crockford base32 (no I, L, O, U): 32 symbols, so a byte % 32 has no modulo bias. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^CND-\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * `CND-YYMMDD-XXXXXXXX` (DESIGN 15): the date, then 40 random bits — not guessable, unlike the spec's
 * "prefix plus a timestamp". Uniqueness comes from the conditional put of the order-number item.
 */
export const randomOrderNumber = (at: Date, bytes: Buffer = randomBytes(8)): string => {
  const yymmdd = at.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 8; i++) tail += CROCKFORD[(bytes[i] ?? 0) % 32];
  return `CND-${yymmdd}-${tail}`;
};
