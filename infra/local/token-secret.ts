import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The participant-token signing secret of the local stack (AWS keeps it in Secrets Manager). Generated
 * once and kept, so tokens handed out before a restart stay valid; `npm start -- --reset` drops it.
 */
export const newTokenSecret = (): string => randomBytes(32).toString('base64url');

export const loadOrCreateTokenSecret = (file: string): string => {
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  const secret = newTokenSecret();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
};
