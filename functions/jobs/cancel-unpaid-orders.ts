import { cancelUnpaidOrders } from '../core/domain/orders/cancel-unpaid-orders.js';
import { JobItemsFailed } from '../core/jobs/each-item.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

/** Scheduled: cancels orders still unpaid 24 hours after creation (idempotent; GSI1, no scan). */
export const handler = failureLogged('cancel-unpaid-orders', async (): Promise<{ cancelled: string[]; failed: string[] }> => {
  const result = await cancelUnpaidOrders();
  if (result.cancelled.length > 0) log.info('cancelled unpaid orders', { count: result.cancelled.length, orderIds: result.cancelled });
  if (result.failed.length > 0) throw new JobItemsFailed('cancel-unpaid-orders', result.failed);
  return result;
});
