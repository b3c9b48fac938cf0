import { ConditionalCheckFailedException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { auditPut } from './audit-item.js';
import { eventItemSchema, getEventItem, type EventItem } from './event-item.js';
import { pageOverShards } from './sharded-query.js';
import { ddb, keys, tableName } from './table.js';
import { namedTransaction, withConflictRetry } from './transactions.js';

/** The result of a conditional lifecycle write: the item after it, or as it was when the condition failed. */
export type LifecycleResult = { changed: true; item: EventItem } | { changed: false; item: EventItem | undefined };

const failedItem = (e: ConditionalCheckFailedException): EventItem | undefined =>
  e.Item ? eventItemSchema().parse(unmarshall(e.Item as Record<string, AttributeValue>)) : undefined;

const conditionalUpdate = async (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues' | 'ReturnValuesOnConditionCheckFailure'>): Promise<LifecycleResult> => {
  try {
    const out = await ddb.send(new UpdateCommand({ ...input, TableName: tableName(), ReturnValues: 'ALL_NEW', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
    return { changed: true, item: eventItemSchema().parse(out.Attributes) };
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return { changed: false, item: failedItem(e) };
    throw e;
  }
};

/** waiting → active/countdown, and list the event among running events by its end time (GSI1). */
export const markStarted = (code: string, at: Date, endsAt: Date): Promise<LifecycleResult> =>
  conditionalUpdate({
    Key: keys.event(code),
    ConditionExpression: '#status = :waiting',
    UpdateExpression:
      'SET #status = :active, eventState = :countdown, startedAt = :at, countdownStartTime = :at, endsAt = :endsAt, GSI1PK = :running, GSI1SK = :endsAt',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':waiting': 'waiting',
      ':active': 'active',
      ':countdown': 'countdown',
      ':at': at.toISOString(),
      ':endsAt': endsAt.toISOString(),
      ':running': keys.runningShard(code),
    },
  });

const endUpdate = (code: string, at: Date, onlyIfDueBy?: Date) => ({
  Key: keys.event(code),
  ConditionExpression: onlyIfDueBy ? '#status = :active AND endsAt <= :due' : 'attribute_exists(PK) AND #status <> :completed',
  UpdateExpression: 'SET #status = :completed, eventState = :ended, endedAt = :at REMOVE GSI1PK, GSI1SK',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':completed': 'completed',
    ':ended': 'ended',
    ':at': at.toISOString(),
    ...(onlyIfDueBy ? { ':active': 'active', ':due': onlyIfDueBy.toISOString() } : {}),
  },
});

/**
 * any but completed → completed/ended. With `onlyIfDueBy`, only a running event whose end time has passed
 * (the auto-end job), so a job racing a manual end or a late start never ends the wrong thing.
 */
export const markEnded = (code: string, at: Date, onlyIfDueBy?: Date): Promise<LifecycleResult> => conditionalUpdate(endUpdate(code, at, onlyIfDueBy));

/**
 * markEnded with the staff member's audit item in the same transaction: written exactly when this call ended
 * the event, so a repeat or a race with another end leaves none. A transaction returns no item, so the ended
 * event is read after it (consistent); a refusal carries the item as it was, as markEnded's does.
 */
export const markEndedAudited = async (code: string, at: Date, actor: string): Promise<LifecycleResult> => {
  const tx = namedTransaction({
    end: { Update: { ...endUpdate(code, at), TableName: tableName(), ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
    audit: auditPut({ action: 'event-ended', actor, eventCode: code, at: at.toISOString() }),
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
  } catch (e) {
    const end = tx.reasons(e)?.end;
    if (end?.failed) return { changed: false, item: end.item ? eventItemSchema().parse(end.item) : undefined };
    throw e;
  }
  const item = await getEventItem(code);
  // Events are never deleted; one that vanished after its end would be a bug worth a 500.
  if (!item) throw new Error(`event ${code} missing right after its end`);
  return { changed: true, item };
};

/** Codes of running events whose end time is at or before `by`, one page of one shard (the cursor goes on). */
export const queryDueEvents = (by: Date, cursor?: Record<string, unknown>) =>
  pageOverShards(keys.runningShards(), cursor, async (pk, start) => {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :running AND GSI1SK <= :by',
        ExpressionAttributeValues: { ':running': pk, ':by': by.toISOString() },
        ProjectionExpression: 'code',
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    return { codes: (out.Items ?? []).map((i) => String(i.code)), last: out.LastEvaluatedKey };
  });
