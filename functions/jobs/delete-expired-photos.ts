import { deleteExpiredPhotos, type RetentionResult } from '../core/domain/photos/delete-expired-photos.js';
import { JobItemsFailed } from '../core/jobs/each-item.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

/** Scheduled daily: deletes the photos of events 30 days past their gallery expiry, unless kept (GSI2, no scan). */
export const handler = failureLogged('delete-expired-photos', async (): Promise<RetentionResult> => {
  const result = await deleteExpiredPhotos();
  if (result.deleted.length + result.kept.length + result.rescheduled.length + result.failed.length > 0) log.info('retention run', { ...result });
  if (result.failed.length > 0) throw new JobItemsFailed('delete-expired-photos', result.failed);
  return result;
});
