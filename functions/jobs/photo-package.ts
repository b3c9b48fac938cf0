import * as z from 'zod/mini';
import { runPackageJob, type PackageJobPayload } from '../core/domain/photos/photo-package.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

const cursorSchema = z.optional(z.record(z.string(), z.unknown()));
const eventSchema = z.union([
  z.object({ op: z.enum(['archive', 'restore']), code: z.string().check(z.regex(/^[A-Z0-9]{6}$/)), cursor: cursorSchema }),
  z.object({
    op: z.literal('delete'),
    code: z.string().check(z.regex(/^[A-Z0-9]{6}$/)),
    at: z.string(),
    actor: z.string(),
    progress: z.object({ photos: z.int(), objects: z.int(), cursor: cursorSchema }),
  }),
]);

/**
 * Invoked asynchronously by the Photos tab's archive, restore and delete routes when an event has more
 * photos than a route finishes in its budget: does the rest. A thrown error makes Lambda retry (twice);
 * every step is idempotent, and the event stays 'archiving'/'restoring' (a staff member can start it again).
 */
export const handler = failureLogged('photo-package', async (event: unknown): Promise<unknown> => {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    log.error('photo-package: malformed event', { event });
    return { outcome: 'skipped', reason: 'malformed event' };
  }
  return runPackageJob(parsed.data as PackageJobPayload);
});
