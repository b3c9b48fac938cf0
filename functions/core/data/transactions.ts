import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

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

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface NamedReason extends CancellationReason {
  /** This item's condition was false (the business rule it guards said no). */
  failed: boolean;
}

/**
 * A transaction whose items have names, so a cancellation is read as `why.seat.failed` rather than
 * `reasons[0]`: DynamoDB reports reasons by position, and positions drift when an item is added. An item
 * left `undefined` is not written (and has no reason).
 */
export const namedTransaction = <K extends string>(named: Record<K, TransactItem | undefined>) => {
  const names = (Object.keys(named) as K[]).filter((k) => named[k] !== undefined);
  return {
    items: names.map((k) => named[k] as TransactItem),
    /** Why each named item failed, or undefined when `e` is not a cancelled transaction. */
    reasons(e: unknown): Partial<Record<K, NamedReason>> | undefined {
      const list = cancellationReasons(e);
      if (!list) return undefined;
      const out: Partial<Record<K, NamedReason>> = {};
      names.forEach((k, i) => {
        const r = list[i] ?? { code: 'None' };
        out[k] = { ...r, failed: r.code === 'ConditionalCheckFailed' };
      });
      return out;
    },
  };
};
