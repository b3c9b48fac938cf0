import * as z from 'zod/mini';
import { addOnMessages } from '../add-on-messages.js';
import { isoDateTimeSchema } from './common.js';
import { BRANDING_TEXT_MAX_LENGTH, brandingTextProblem, normalizeBrandingText } from '../rules/branding-text.js';

/** The frame text as the organizer typed it: normalized, then the rules of shared/rules/branding-text.ts. */
export const brandingTextSchema = z
  .string()
  .check(
    z.overwrite(normalizeBrandingText),
    z.superRefine((value: string, ctx) => {
      const problem = brandingTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: addOnMessages[problem] });
    }),
  )
  .register(z.globalRegistry, { maxLength: BRANDING_TEXT_MAX_LENGTH });

/** PUT /api/events/{code}/branding: the text ("" removes it). */
export const brandingRequestSchema = z.object({ text: brandingTextSchema });
export type BrandingRequest = z.input<typeof brandingRequestSchema>;

export { brandingSchema, type Branding } from './branding.js';

/**
 * The event's CSV export (CSV export add-on; staff for any event): the file's suggested name (event title in
 * safe characters) and either its content (UTF-8 with BOM, RFC 4180), JSON-wrapped because every route answers
 * JSON (the web saves it as a Blob download), or — for an export too large to answer inline (API Gateway and
 * Lambda answer at most 6 MB) — a short-lived presigned GET of the same file, which downloads under that name.
 */
export const inlineEventCsvSchema = z.object({ fileName: z.string(), csv: z.string() });
export const linkedEventCsvSchema = z.object({ fileName: z.string(), url: z.url(), expiresAt: isoDateTimeSchema });
export const eventCsvSchema = z.union([inlineEventCsvSchema, linkedEventCsvSchema]);
export type EventCsv = z.infer<typeof eventCsvSchema>;
export type InlineEventCsv = z.infer<typeof inlineEventCsvSchema>;
