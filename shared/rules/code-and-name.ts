import { EVENT_CODE_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import type { JoinErrorCode as ErrorCode } from '../join-messages.js';

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

/**
 * Characters a name must not hide (DESIGN section 6): control characters (C0 with NUL, DEL, C1), zero-width
 * characters and direction marks (U+200B–U+200F, U+2060–U+2064, U+FEFF, U+061C, U+180E), and bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). They make two names look alike that
 * are not, or turn the text around an admin list. Inner spaces are fine (collapsed on join); tabs and line
 * breaks inside a name are control characters.
 */
const CONTROL = /\p{Cc}/u;
const ZERO_WIDTH = /[\u200B-\u200F\u2060-\u2064\uFEFF\u061C\u180E]/u;
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/u;

export const hasHiddenCharacters = (name: string): boolean => CONTROL.test(name) || ZERO_WIDTH.test(name) || BIDI_OVERRIDE.test(name);

export const personNameProblem = (raw: string): ErrorCode | undefined => {
  const name = normalizePersonName(raw);
  if (name.length === 0) return 'NAME_REQUIRED';
  if (name.length < NAME_MIN_LENGTH) return 'NAME_TOO_SHORT';
  if (hasHiddenCharacters(name)) return 'NAME_HIDDEN_CHARACTERS';
  if (name.length > NAME_MAX_LENGTH) return 'NAME_TOO_LONG';
  return undefined;
};

/**
 * The form under which two names are the same person ("ana  maria" is "Ana Maria"): compatibility-normalized,
 * trimmed, inner spaces collapsed, lower-cased. The server derives the participant id from it; the web
 * uses it to find this device's saved session for a typed name.
 */
export const personNameKey = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
