import { failureFields } from '../failure-fields.js';
import { log } from '../log.js';

/**
 * A scheduled job's items that failed in one run: the rest of the batch was still done, and the run ends in
 * this error (after the job's own result was logged) so Lambda retries it and the failure is counted.
 * Every step of a job is safe to run again, so the retry only redoes what is still due.
 */
export class JobItemsFailed extends Error {
  override readonly name = 'JobItemsFailed';
  constructor(
    readonly job: string,
    readonly items: readonly string[],
  ) {
    super(`${job}: ${items.length} item(s) failed: ${items.slice(0, 10).join(', ')}${items.length > 10 ? ', …' : ''}`);
  }
}

/**
 * Runs `work` on every item, `concurrency` at a time, so that one item that throws (a stored item that breaks
 * its schema, a throttled call) does not stop the others: its failure is logged with the item's id and the
 * id is returned in `failed`. `results` holds the successes, in order.
 */
export const eachItem = async <T, R>(
  job: string,
  items: readonly T[],
  idOf: (item: T) => string,
  work: (item: T) => Promise<R>,
  concurrency = Number.POSITIVE_INFINITY,
): Promise<{ results: R[]; failed: string[] }> => {
  const results: R[] = [];
  const failed: string[] = [];
  const step = Math.max(1, Math.min(concurrency, items.length));
  for (let i = 0; i < items.length; i += step) {
    const settled = await Promise.allSettled(items.slice(i, i + step).map(work));
    for (const [j, s] of settled.entries()) {
      if (s.status === 'fulfilled') {
        results.push(s.value);
        continue;
      }
      const id = idOf(items[i + j] as T);
      failed.push(id);
      log.error(`${job}: one item failed, the others go on`, { item: id, error: await failureFields(s.reason) });
    }
  }
  return { results, failed };
};
