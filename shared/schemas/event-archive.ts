import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common.js';

/**
 * GET /api/events/{code}/archive (creator only; issue 28.6): the event's bought raw archive, for the expired
 * screen and the purchase screen. `archive` is null until a raw_archive or combo order for the event is paid,
 * and again once that order is cancelled or refunded. The link is null while the ZIP is being built.
 */
export const eventArchiveResponseSchema = z.object({
  archive: z.nullable(
    z.object({
      orderNumber: z.string(),
      productType: z.enum(['raw_archive', 'combo']),
      status: z.enum(['processing', 'completed']),
      downloadUrl: z.nullable(z.string()),
      /** A several-part archive's links, part 1 first (issue #32.6); absent: one part (downloadUrl). */
      downloadParts: z.optional(z.array(z.string())),
      downloadExpiresAt: z.nullable(isoDateTimeSchema),
    }),
  ),
});
export type EventArchiveResponse = z.infer<typeof eventArchiveResponseSchema>;
