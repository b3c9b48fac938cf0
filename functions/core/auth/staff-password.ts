import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import * as z from 'zod/mini';
import { config } from '../config.js';
import { once } from '../once.js';

/** What is stored for a staff password: the parameters travel with the hash, so raising N later keeps old hashes valid. */
// Built on first use: every authenticated handler loads this module through the staff account reader (#31 item 3).
export const staffPasswordHashSchema = once(() =>
  z.object({
    alg: z.literal('scrypt'),
    N: z.int(),
    r: z.int(),
    p: z.int(),
    /** base64 */
    salt: z.string(),
    /** base64 */
    hash: z.string(),
  }),
);
export type StaffPasswordHash = z.infer<ReturnType<typeof staffPasswordHashSchema>>;

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** scrypt needs 128·N·r bytes; Node refuses above 32 MiB unless maxmem says so (DESIGN 13). Twice that, for headroom. */
const maxmemFor = (N: number, r: number): number => 2 * 128 * N * r;

const derive = (password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** A new hash at the configured cost (production: N = 2^17, r = 8, p = 1). */
export const hashStaffPassword = async (password: string, N: number = config.scryptN): Promise<StaffPasswordHash> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, N, R, P);
  return { alg: 'scrypt', N, r: R, p: P, salt: salt.toString('base64'), hash: key.toString('base64') };
};

/** Whether `password` matches `stored`, compared in constant time with the stored parameters. */
export const verifyStaffPassword = async (password: string, stored: StaffPasswordHash): Promise<boolean> => {
  const expected = Buffer.from(stored.hash, 'base64');
  const key = await derive(password, Buffer.from(stored.salt, 'base64'), stored.N, stored.r, stored.p);
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/**
 * Spends the same time as a real check for an e-mail without an account (one scrypt at the configured cost,
 * which new accounts are hashed at), so the answer's timing does not tell which e-mails are staff. Always false.
 */
export const verifyAgainstNobody = async (password: string): Promise<false> => {
  await derive(password, randomBytes(SALT_LENGTH), config.scryptN, R, P);
  return false;
};
