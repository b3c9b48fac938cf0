import * as z from 'zod/mini';
import { runArchiveBuild, type ArchiveBuildResult } from '../core/domain/archive/run-archive-build.js';
import { log } from '../core/log.js';

const eventSchema = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(40)) });

/**
 * Invoked asynchronously (requestArchiveBuild → Lambda Invoke, InvocationType Event): builds one order's raw
 * archive. A thrown error makes Lambda retry (twice), then park the event in the jobs' dead-letter queue;
 * the last attempt has already told staff (runArchiveBuild).
 */
export const handler = async (event: unknown): Promise<ArchiveBuildResult> => {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    // A malformed event never gets better by retrying.
    log.error('build-archive: malformed event', { event });
    return { outcome: 'skipped', reason: 'malformed event' };
  }
  const result = await runArchiveBuild(parsed.data.orderId);
  if (result.outcome === 'skipped') log.warn('build-archive skipped', { orderId: parsed.data.orderId, reason: result.reason });
  return result;
};
