import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, keys, tableName } from './table.js';

/**
 * One-off migration (`npm run backfill -- gsi4`), never a request path: lists the events created before
 * GSI4 existed in the staff events list (GSI4PK = LIST#EVENTS, GSI4SK = <createdAt>#<CODE>, as create-event
 * sets it). No index names every event, so this is the codebase's one Scan, of event METAs still without
 * GSI4PK. Idempotent: each write is conditional on the attribute still being absent, so reruns and
 * events created meanwhile are left as they are.
 */
export const backfillEventsList = async (): Promise<{ scanned: number; updated: number }> => {
  let scanned = 0;
  let updated = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'SK = :meta AND entity = :event AND attribute_not_exists(GSI4PK)',
        ExpressionAttributeValues: { ':meta': 'META', ':event': 'event' },
        ProjectionExpression: 'PK, SK, code, createdAt',
        ExclusiveStartKey: cursor,
      }),
    );
    scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      const { code, createdAt } = item as { code?: unknown; createdAt?: unknown };
      if (typeof code !== 'string' || typeof createdAt !== 'string') continue;
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.event(code),
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI4PK)',
            UpdateExpression: 'SET GSI4PK = :list, GSI4SK = :sk',
            ExpressionAttributeValues: { ':list': keys.eventsList, ':sk': keys.eventsListSK(createdAt, code) },
          }),
        );
        updated++;
      } catch (e) {
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return { scanned, updated };
};
