import { releaseStaleSlots } from '../core/domain/photos/release-stale-slots.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

/** Scheduled: unconfirmed upload slots give their photo back to the guest (idempotent). */
export const handler = failureLogged('release-stale-slots', async (): Promise<{ released: number }> => {
  const result = await releaseStaleSlots();
  if (result.released > 0) log.info('released stale upload slots', result);
  return result;
});
