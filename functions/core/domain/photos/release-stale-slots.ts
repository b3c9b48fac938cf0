import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { now } from '../../clock.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { releaseSlot } from './release-slot.js';

/** One shard's stale slots, page by page; each gives its unit of quota back. Returns how many were released. */
const releaseShard = async (partition: string, at: string): Promise<number> => {
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
    const results = await Promise.all(
      (page.Items ?? []).map((i) =>
        releaseSlot({
          eventCode: String(i.eventCode),
          id: String(i.id),
          uploaderId: String(i.uploaderId),
          ...(typeof i.clientId === 'string' ? { clientId: i.clientId } : {}),
        }),
      ),
    );
    released += results.filter(Boolean).length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return released;
};

/**
 * The release job: every upload slot past its expiry gives its unit of quota back (GSI1, no scan). The slots are
 * spread over shards (keys.slotShard); one Query per shard, the shards side by side.
 */
export const releaseStaleSlots = async (): Promise<{ released: number }> => {
  const at = now().toISOString();
  const perShard = await Promise.all(keys.slotShards().map((partition) => releaseShard(partition, at)));
  return { released: perShard.reduce((a, b) => a + b, 0) };
};
