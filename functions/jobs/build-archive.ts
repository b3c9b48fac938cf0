import * as z from 'zod/mini';
import { runArchiveBuild, type ArchiveBuildResult } from '../core/domain/archive/run-archive-build.js';
import { buildPrintFiles, type PrintFilesBuildResult } from '../core/domain/prints/build-print-files.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

const eventSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(40)),
  /** Absent: the order's raw archive; 'prints': a prints order's print files for staff (issue #28.4). */
  kind: z.optional(z.literal('prints')),
});

/**
 * Invoked asynchronously (requestArchiveBuild / requestPrintFiles → Lambda Invoke, InvocationType Event):
 * plans one order's raw archive and queues its parts (built by build-archive-part), or builds its print files. A thrown error makes Lambda retry (twice), then park
 * the event in the jobs' dead-letter queue; the raw archive's last attempt has already told staff (runArchiveBuild).
 */
export const handler = failureLogged('build-archive', async (event: unknown): Promise<ArchiveBuildResult | PrintFilesBuildResult> => {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    // A malformed event never gets better by retrying.
    log.error('build-archive: malformed event', { event });
    return { outcome: 'skipped', reason: 'malformed event' };
  }
  const { orderId, kind } = parsed.data;
  const result = kind === 'prints' ? await buildPrintFiles(orderId) : await runArchiveBuild(orderId);
  if (result.outcome === 'skipped') log.warn('build-archive skipped', { orderId, kind: kind ?? 'raw', reason: result.reason });
  return result;
});
