import { afterEach, describe, expect, it } from 'vitest';
import { config, PRODUCTION_SCRYPT_N } from '../config.js';
import { hashStaffPassword, verifyAgainstNobody, verifyStaffPassword } from './staff-password.js';

const TEST_N = 1024;

describe('staff passwords', () => {
  afterEach(() => {
    delete process.env.CANDID_SCRYPT_N;
  });

  it('production hashes at OWASP cost N = 2^17, r = 8, p = 1 unless configuration lowers it', () => {
    delete process.env.CANDID_SCRYPT_N;
    expect(PRODUCTION_SCRYPT_N).toBe(2 ** 17);
    expect(config.scryptN).toBe(2 ** 17);
    process.env.CANDID_SCRYPT_N = '1024';
    expect(config.scryptN).toBe(1024);
    // Nonsense never weakens the cost.
    for (const bad of ['0', '1000', '16', 'abc', '-1024']) {
      process.env.CANDID_SCRYPT_N = bad;
      expect(config.scryptN, bad).toBe(2 ** 17);
    }
  });

  it('stores salt and parameters with the hash and verifies only the right password', async () => {
    const stored = await hashStaffPassword('s3cret pass', TEST_N);
    expect(stored).toMatchObject({ alg: 'scrypt', N: TEST_N, r: 8, p: 1 });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(await verifyStaffPassword('s3cret pass', stored)).toBe(true);
    expect(await verifyStaffPassword('s3cret pas', stored)).toBe(false);
    expect(await verifyStaffPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashStaffPassword('same', TEST_N), hashStaffPassword('same', TEST_N)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('verifies with the parameters stored, not the configured ones', async () => {
    const stored = await hashStaffPassword('old cost', 2048);
    process.env.CANDID_SCRYPT_N = '1024';
    expect(await verifyStaffPassword('old cost', stored)).toBe(true);
  });

  it('an unknown account costs a check and never matches', async () => {
    process.env.CANDID_SCRYPT_N = '1024';
    expect(await verifyAgainstNobody('anything')).toBe(false);
  });
});
