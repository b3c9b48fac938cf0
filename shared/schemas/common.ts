import * as z from 'zod';
import { EVENT_CODE_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import { messages } from '../messages.js';

/** An event code as typed by a person: trimmed, upper-cased, then checked in the spec's order. */
export const eventCodeSchema = z
  .string({ error: messages.CODE_REQUIRED })
  .trim()
  .toUpperCase()
  .min(1, messages.CODE_REQUIRED)
  .length(EVENT_CODE_LENGTH, messages.CODE_LENGTH)
  .regex(/^[A-Z0-9]*$/, messages.CODE_CHARSET);

/** A guest's display name: trimmed, at least 2 characters (spec section 5). */
export const personNameSchema = z
  .string({ error: messages.NAME_REQUIRED })
  .trim()
  .min(1, messages.NAME_REQUIRED)
  .min(NAME_MIN_LENGTH, messages.NAME_TOO_SHORT)
  .max(NAME_MAX_LENGTH, messages.NAME_TOO_LONG);

export const isoDateTimeSchema = z.iso.datetime();

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
