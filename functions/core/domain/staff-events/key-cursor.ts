import * as z from 'zod/mini';
import { DomainError } from '../../errors.js';
import { once } from '../../once.js';

/** A DynamoDB key as the client's opaque cursor (base64url JSON of the last key read). */
const keySchema = once(() => z.record(z.string(), z.string()));

export const encodeKeyCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;

/**
 * Decodes a cursor strictly: exactly `attrs` (all strings) and accepted by `belongs` (pinned to the listing
 * it came from), so a cursor can never steer a Query into another partition. Anything else is 400.
 */
export const decodeKeyCursor = (
  raw: string | undefined,
  attrs: readonly string[],
  belongs: (key: Record<string, string>) => boolean,
): Record<string, string> | undefined => {
  if (!raw) return undefined;
  try {
    const key = keySchema().parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    const names = Object.keys(key);
    if (names.length !== attrs.length || !attrs.every((a) => typeof key[a] === 'string') || !belongs(key)) throw new Error('foreign cursor');
    return key;
  } catch {
    throw new DomainError('STAFF_LIST_CURSOR_INVALID', 400);
  }
};
