import { describe, expect, it } from 'vitest';
import { accessTokenMatches, hashAccessToken, newAccessToken } from './access-token.js';
import { maskEmail, maskName } from './mask.js';
import { ORDER_NUMBER_PATTERN, randomOrderNumber } from './order-number.js';

describe('order number', () => {
  it('is CND-YYMMDD- plus 8 Crockford base32 characters', () => {
    const n = randomOrderNumber(new Date('2026-06-15T23:59:00Z'));
    expect(n).toMatch(ORDER_NUMBER_PATTERN);
    expect(n.startsWith('CND-260615-')).toBe(true);
  });
  it('maps bytes without bias and never uses I, L, O or U', () => {
    expect(randomOrderNumber(new Date('2026-01-02T00:00:00Z'), Buffer.from([0, 31, 32, 255, 18, 21, 24, 27]))).toBe('CND-260102-0Z0ZJNRV');
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) seen.add(randomOrderNumber(new Date()).slice(-8));
    expect(seen.size).toBe(500);
    expect([...seen].join('')).not.toMatch(/[ILOU]/);
  });
});

describe('access token', () => {
  it('is 32 random bytes (base64url), stored as its SHA-256, and matched in constant time', () => {
    const { token, hash } = newAccessToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashAccessToken(token));
    expect(hash).not.toContain(token);
    expect(accessTokenMatches(token, hash)).toBe(true);
    expect(accessTokenMatches(`${token}x`, hash)).toBe(false);
    expect(accessTokenMatches(undefined, hash)).toBe(false);
    expect(accessTokenMatches('', hash)).toBe(false);
  });
});

describe('masking', () => {
  it.each([
    ['Andreea', 'A***a'],
    ['Ana Popescu', 'A***u'],
    ['Al', 'A***'],
    ['Ștefan', 'Ș***n'],
  ])('%s → %s', (name, masked) => expect(maskName(name)).toBe(masked));
  it('keeps only the first letter and the domain of an e-mail', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('nope')).toBe('***');
  });
});
