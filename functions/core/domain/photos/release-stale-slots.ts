import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { now } from '../../clock.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { releaseSlot } from './release-slot.js';

/** The release job: every upload slot past its expiry gives its unit of quota back (GSI1, no scan). */
export const releaseStaleSlots = async (): Promise<{ released: number }> => {
  const at = now().toISOString();
  let released = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :slots AND GSI1SK <= :now',
        ExpressionAttributeValues: { ':slots': keys.slots, ':now': at },
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
  return { released };
};
