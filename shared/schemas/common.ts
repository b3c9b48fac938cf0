import * as z from 'zod/mini';
import { EVENT_CODE_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import { guestMessages as messages, type GuestErrorCode as ErrorCode } from '../guest-messages.js';
import { eventCodeProblem, personNameProblem } from '../rules/code-and-name.js';
import { visibleTextOnly, WHITESPACE } from './json-pattern.js';

/** Reports a rule's first problem as the one issue, with the catalogue's text. */
const ruleCheck =
  (problem: (value: string) => ErrorCode | undefined) =>
  (value: string, ctx: z.core.$RefinementCtx<string>): void => {
    const code = problem(value);
    if (code) ctx.addIssue({ code: 'custom', message: messages[code] });
  };

/** An event code as typed by a person: trimmed, upper-cased, then checked in the spec's order. */
export const eventCodeSchema = z
  .string({ error: messages.CODE_REQUIRED })
  .check(z.trim(), z.toUpperCase(), z.superRefine(ruleCheck(eventCodeProblem)))
  // The rule lives in a function; the OpenAPI document still states it.
  .register(z.globalRegistry, { minLength: EVENT_CODE_LENGTH, maxLength: EVENT_CODE_LENGTH, pattern: `^${WHITESPACE}*[A-Za-z0-9]{6}${WHITESPACE}*$` });

/** A guest's display name: trimmed, at least 2 characters (spec section 5). */
export const personNameSchema = z
  .string({ error: messages.NAME_REQUIRED })
  .check(z.trim(), z.superRefine(ruleCheck(personNameProblem)))
  .register(z.globalRegistry, { minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH })
  .register(visibleTextOnly, {});

export const isoDateTimeSchema = z.iso.datetime();

/**
 * A presigned photo link: on the site's own origin (`/p/…`, PHOTO_READ_PATH) where the deployment reads photos
 * through it, else absolute (the bucket's URL). Never protocol-relative (`//host`, `/\host`): that leaves the site.
 */
export const photoLinkSchema = z.union([z.url(), z.string().check(z.regex(/^\/[^/\\]/, 'Invalid photo link.'))]);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's dotted path. */
    fields: z.optional(z.record(z.string(), z.string())),
    requestId: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
