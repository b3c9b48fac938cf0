import { archivePartMessageSchema } from '../core/domain/archive/part-message.js';
import { runArchivePart } from '../core/domain/archive/run-archive-part.js';
import { log } from '../core/log.js';
import { failureLogged } from '../core/failure-logged.js';

/** The part of an SQS event this job reads (Lambda's event source mapping; batch size 1 in infra). */
interface SqsEvent {
  Records?: { messageId: string; body: string; attributes?: { ApproximateReceiveCount?: string } }[];
}

/**
 * One raw-archive part per message (issue #32.6; queued by build-archive's planning). A failed part is
 * reported as a batch item failure, so SQS delivers that message again (up to maxReceiveCount, then the
 * jobs' dead-letter queue); a malformed message never gets better and is dropped with an error log.
 */
export const handler = failureLogged('build-archive-part', async (event: SqsEvent): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> => {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records ?? []) {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      body = undefined;
    }
    const parsed = archivePartMessageSchema.safeParse(body);
    if (!parsed.success) {
      log.error('build-archive-part: malformed message', { messageId: record.messageId });
      continue;
    }
    try {
      const result = await runArchivePart(parsed.data, Number(record.attributes?.ApproximateReceiveCount ?? '1'));
      if (result.outcome === 'skipped') log.warn('build-archive-part skipped', { ...parsed.data, reason: result.reason });
    } catch {
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
});
