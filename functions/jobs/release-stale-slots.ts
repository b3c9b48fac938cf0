import { releaseStaleSlots } from '../core/domain/photos/release-stale-slots.js';
import { JobItemsFailed } from '../core/jobs/each-item.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

/** Scheduled: unconfirmed upload slots give their photo back to the guest (idempotent). */
export const handler = failureLogged('release-stale-slots', async (): Promise<{ released: number; failed: string[] }> => {
  const result = await releaseStaleSlots();
  if (result.released > 0) log.info('released stale upload slots', { released: result.released });
  if (result.failed.length > 0) throw new JobItemsFailed('release-stale-slots', result.failed);
  return result;
});
