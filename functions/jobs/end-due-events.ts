import { endDueEvents } from '../core/domain/events/end-event.js';
import { JobItemsFailed } from '../core/jobs/each-item.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

/**
 * Scheduled: ends every running event whose countdown has run out, then sends the prints asks still due
 * (idempotent; GSI1, no scan).
 */
export const handler = failureLogged('end-due-events', async (): Promise<Awaited<ReturnType<typeof endDueEvents>>> => {
  const result = await endDueEvents();
  if (result.ended.length > 0) log.info('auto-ended events', { count: result.ended.length, codes: result.ended });
  if (result.printsAsked.length > 0) log.info('prints asks sent', { count: result.printsAsked.length, codes: result.printsAsked });
  const failed = [...result.failed, ...result.printsFailed.map((code) => `prints-ask:${code}`)];
  if (failed.length > 0) throw new JobItemsFailed('end-due-events', failed);
  return result;
});
