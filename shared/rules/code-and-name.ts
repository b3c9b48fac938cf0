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
 * Characters a name must not hide (DESIGN section 6): control characters (C0 with NUL, DEL, C1), and every
 * character Unicode calls ignorable (Default_Ignorable_Code_Point), which renders as nothing: zero-width
 * characters and direction marks, bidirectional embeddings, overrides and isolates, the soft hyphen, the
 * grapheme joiner, Hangul fillers, variation selectors, tags. They make two names look alike that are not
 * ("Ana" and "Ana" + U+00AD: the organizer's name taken by a guest), or turn the text around an admin list.
 * Emoji keep the invisible parts they are made of: a variation selector right after an emoji or a keycap
 * base (U+2764 U+FE0F, 1 U+FE0F U+20E3), a subdivision flag's tags. Inner spaces are fine (collapsed on join);
 * tabs and line breaks inside a name are control characters.
 */
const CONTROL = /\p{Cc}/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** The emoji sequences whose ignorable characters are visible as part of the emoji: kept out of the test. */
const EMOJI_PRESENTATION = /([\p{Extended_Pictographic}#*0-9])[\uFE0E\uFE0F]/gu;
const SUBDIVISION_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

export const hasHiddenCharacters = (name: string): boolean =>
  CONTROL.test(name) || IGNORABLE.test(name.replace(SUBDIVISION_FLAG, '').replace(EMOJI_PRESENTATION, '$1'));

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
