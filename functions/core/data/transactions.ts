import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export interface CancellationReason {
  code: string;
  /** The item as it was, when the write asked for ReturnValuesOnConditionCheckFailure: ALL_OLD. */
  item?: Record<string, unknown>;
}

/** Why each item of a cancelled transaction failed, in the order the items were written. */
export const cancellationReasons = (e: unknown): CancellationReason[] | undefined => {
  if (!(e instanceof TransactionCanceledException)) return undefined;
  return (e.CancellationReasons ?? []).map((r) => ({
    code: r.Code ?? 'None',
    item: r.Item ? unmarshall(r.Item as Record<string, AttributeValue>) : undefined,
  }));
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a transaction, retrying when DynamoDB cancels it only because another transaction touched the same
 * item (TransactionConflict) — the norm when a crowd joins one event at once. Other cancellations are
 * returned to the caller, whose conditions they are.
 */
export const withConflictRetry = async <T>(run: () => Promise<T>, attempts = 12): Promise<T> => {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      const reasons = cancellationReasons(e);
      const conflictOnly = reasons?.some((r) => r.code === 'TransactionConflict') && reasons.every((r) => r.code === 'TransactionConflict' || r.code === 'None');
      if (!conflictOnly || i >= attempts) throw e;
      await sleep(Math.random() * Math.min(1000, 15 * 2 ** i)); // full jitter
    }
  }
};
