import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.js';
import { commerceEndpointRoutes } from '../commerce-endpoint-routes.js';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { eventArchiveResponseSchema } from '../../schemas/event-archive.js';

/** A raw-archive download token: 43 base64url characters (32 random bytes). */
export const downloadTokenParamsSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) });

/** What the handler answers; the wrapper turns it into the 302 (no body). */
export const downloadRedirectSchema = z.object({ location: z.string() });

/** The raw archive's download link (DESIGN 9, 15): the app URL in the order e-mail, valid 1 year. */
export const downloadEndpoints = {
  downloadArchive: defineEndpoint({
    ...commerceEndpointRoutes.downloadArchive,
    summary:
      'The raw archive of a paid order: 302 to a fresh short-lived presigned GET named "{event title}-raw.zip" (a large archive comes in parts, each with its own token: "{event title}-raw-part-2-of-5.zip"). The token is the credential; unknown tokens are rate-limited (404 DOWNLOAD_NOT_FOUND), an expired one answers 410 DOWNLOAD_EXPIRED, and one whose order was cancelled or refunded 410 DOWNLOAD_REVOKED (access ends with the payment); when the archive object is gone it is rebuilt and the answer is 503 ARCHIVE_PREPARING with Retry-After. A browser opening the link as a page gets any refusal as a 303 to /download?error={code}',
    params: downloadTokenParamsSchema,
    response: downloadRedirectSchema,
    successStatus: 302,
    errors: [404, 410],
    // The link is opened from an e-mail in a browser tab: its refusals are explained by the app's download page.
    refusalPage: '/download',
  }),
  getEventArchive: defineEndpoint({
    ...commerceEndpointRoutes.getEventArchive,
    summary: "The event's bought raw archive (creator only): its order number, status and download link, or null when none is bought (or it was cancelled or refunded)",
    params: eventCodeParamsSchema,
    response: eventArchiveResponseSchema,
    successStatus: 200,
  }),
};
