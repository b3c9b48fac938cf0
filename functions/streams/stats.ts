import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { applyStatsBatch } from '../core/domain/staff/stats-apply.js';
import type { StreamChange } from '../core/domain/staff/stats-stream.js';
import { failureLogged } from '../core/failure-logged.js';

type Image = Record<string, AttributeValue>;

/**
 * The second consumer of the table stream (beside broadcast.ts): keeps the staff figures (DESIGN 5, 15) —
 * STATS#events/TOTALS, the daily rollups and the activity feed — with one counter write per batch.
 */
export const handler = failureLogged('stream stats', async (event: DynamoDBStreamEvent): Promise<void> => {
  const changes: StreamChange[] = event.Records.map((r, i) => {
    const img = r.dynamodb;
    const seconds = img?.ApproximateCreationDateTime;
    return {
      id: r.eventID ?? `${img?.SequenceNumber ?? i}`,
      at: new Date(typeof seconds === 'number' ? seconds * 1000 : Date.now()).toISOString(),
      ...(img?.OldImage ? { before: unmarshall(img.OldImage as Image) } : {}),
      ...(img?.NewImage ? { after: unmarshall(img.NewImage as Image) } : {}),
    };
  });
  await applyStatsBatch(changes);
});
