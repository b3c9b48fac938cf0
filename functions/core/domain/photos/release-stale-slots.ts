import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { now } from '../../clock.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { eachItem } from '../../jobs/each-item.js';
import { releaseSlot } from './release-slot.js';

/** One shard's stale slots, page by page; each gives its unit of quota back. Returns how many were released (the failed ones join `failed`). */
const releaseShard = async (partition: string, at: string, failed: string[]): Promise<number> => {
  let released = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :slots AND GSI1SK <= :now',
        ExpressionAttributeValues: { ':slots': partition, ':now': at },
        ProjectionExpression: 'eventCode, id, uploaderId, clientId',
        Limit: 100,
        ExclusiveStartKey: cursor,
      }),
    );
    // A slot that fails (logged) stays for the next run and does not keep the others from their release.
    const run = await eachItem('release-stale-slots', page.Items ?? [], (i) => `${String(i.eventCode)}/${String(i.id)}`, (i) =>
      releaseSlot({
        eventCode: String(i.eventCode),
        id: String(i.id),
        uploaderId: String(i.uploaderId),
        ...(typeof i.clientId === 'string' ? { clientId: i.clientId } : {}),
      }),
    );
    released += run.results.filter(Boolean).length;
    failed.push(...run.failed);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return released;
};

/**
 * The release job: every upload slot past its expiry gives its unit of quota back (GSI1, no scan). The slots are
 * spread over shards (keys.slotShard); one Query per shard, the shards side by side.
 */
export const releaseStaleSlots = async (): Promise<{ released: number; failed: string[] }> => {
  const at = now().toISOString();
  const failed: string[] = [];
  const perShard = await Promise.all(keys.slotShards().map((partition) => releaseShard(partition, at, failed)));
  return { released: perShard.reduce((a, b) => a + b, 0), failed };
};
