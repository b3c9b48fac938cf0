import { EVENT_CODE_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import type { ErrorCode } from '../messages.js';

/**
 * The join form's rules (event-flow spec section 5), in the spec's order, as plain functions: the zod
 * schemas of schemas/common.ts run them on the server, and the guest's first screens run them without
 * loading a schema library. One definition, two users.
 */
export const normalizeEventCode = (raw: string): string => raw.trim().toUpperCase();

export const eventCodeProblem = (raw: string): ErrorCode | undefined => {
  const code = normalizeEventCode(raw);
  if (code.length === 0) return 'CODE_REQUIRED';
  if (code.length !== EVENT_CODE_LENGTH) return 'CODE_LENGTH';
  if (!/^[A-Z0-9]+$/.test(code)) return 'CODE_CHARSET';
  return undefined;
};

export const normalizePersonName = (raw: string): string => raw.trim();

export const personNameProblem = (raw: string): ErrorCode | undefined => {
  const name = normalizePersonName(raw);
  if (name.length === 0) return 'NAME_REQUIRED';
  if (name.length < NAME_MIN_LENGTH) return 'NAME_TOO_SHORT';
  if (name.length > NAME_MAX_LENGTH) return 'NAME_TOO_LONG';
  return undefined;
};
