import * as z from 'zod/mini';

/**
 * Regex pieces for the OpenAPI document's `pattern`s. JSON Schema patterns are ECMA-262 regexes, but the
 * validators clients use differ on `\s` (Unicode whitespace in JavaScript; ASCII only in many others), so
 * the document spells the characters out as `\uXXXX` escapes instead.
 */

/** What String.prototype.trim (zod's trim) removes: ECMAScript's WhiteSpace and LineTerminator. */
const TRIMMED = '\\u0009-\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
/**
 * Characters a name must not hide (shared/rules/code-and-name.ts hasHiddenCharacters): control characters and
 * the ignorable characters of the Basic Multilingual Plane (zero-width characters and direction marks,
 * bidirectional embeddings, overrides and isolates, the soft hyphen, the grapheme joiner, Hangul fillers).
 * Left out, as a character class cannot say "unless part of an emoji": variation selectors and the astral
 * ignorables (tags and a few more), which the server refuses outside emoji.
 */
const HIDDEN =
  '\\u0000-\\u001F\\u007F-\\u009F\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF0-\\uFFF8';

/** One character trim removes. */
export const WHITESPACE = `[${TRIMMED}]`;
/** One character trim keeps (`\S`). */
export const NOT_WHITESPACE = `[^${TRIMMED}]`;
/** Any one character (`[\s\S]`). */
export const ANY_CHARACTER = `[^${TRIMMED}]|[${TRIMMED}]`;
/** One character a name may hold (not hidden). */
export const VISIBLE = `[^${HIDDEN}]`;
/** One character a name may start or end with after trimming (neither whitespace nor hidden). */
export const VISIBLE_NOT_WHITESPACE = `[^${TRIMMED}${HIDDEN}]`;

/**
 * Strings whose rule refuses hidden characters (NAME_HIDDEN_CHARACTERS): the OpenAPI document's trimmed-length
 * pattern of such a string allows none inside. A registry, so the rule stays where the schema is declared.
 */
export const visibleTextOnly = z.registry<Record<string, never>>();
