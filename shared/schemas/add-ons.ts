import * as z from 'zod/mini';
import { addOnMessages } from '../add-on-messages.js';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '../rules/branding-logo.js';
import { BRANDING_TEXT_MAX_LENGTH, brandingTextProblem, normalizeBrandingText } from '../rules/branding-text.js';
import { isoDateTimeSchema } from './common.js';

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

export { brandingLogoSchema, brandingSchema, type Branding, type BrandingLogo } from './branding.js';

/**
 * POST /api/events/{code}/branding/logo: the file the browser is about to PUT (an SVG already rasterised
 * to PNG). A size over LOGO_MAX_BYTES is the domain's 413 LOGO_TOO_LARGE (a clear message, not a schema error).
 */
export const logoUploadRequestSchema = z.object({
  contentType: z.enum(LOGO_CONTENT_TYPES),
  size: z.int().check(z.positive()).register(z.globalRegistry, { description: `Bytes; at most ${LOGO_MAX_BYTES}.` }),
});
export type LogoUploadRequest = z.input<typeof logoUploadRequestSchema>;

/** A presigned PUT of exactly that size and type to a staging key; PUT …/branding/logo with `uploadId` then checks and uses it. */
export const logoUploadResponseSchema = z.object({
  uploadId: z.string(),
  upload: z.object({ url: z.url(), headers: z.object({ 'content-type': z.enum(LOGO_CONTENT_TYPES) }) }),
  expiresAt: isoDateTimeSchema,
});
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

/** PUT /api/events/{code}/branding/logo: the upload to check and use as the logo, or null to remove the logo. */
export const setLogoRequestSchema = z.object({
  uploadId: z.nullable(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid upload id.'))),
});
export type SetLogoRequest = z.input<typeof setLogoRequestSchema>;

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
