import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.js';
import { ddb, keys, tableName } from './table.js';

/** A WebSocket connection lives at most this long without a reconnect (API Gateway's own limit is 2 h). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export interface ConnectionItem {
  connectionId: string;
  eventCode: string;
  participantId: string;
}

export const putConnection = async (c: ConnectionItem, nowMs: number): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connection(c.connectionId),
        entity: 'connection',
        ...c,
        GSI1PK: keys.eventConnections(c.eventCode),
        GSI1SK: c.connectionId,
        ttl: Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS,
      },
    }),
  );
};

export const deleteConnection = async (connectionId: string): Promise<void> => {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
};

/** Connection ids of an event, paged through GSI1; expired items are skipped (DynamoDB Local never deletes). */
export const listEventConnectionIds = async (eventCode: string, nowMs: number): Promise<string[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.eventConnections(eventCode) },
    ProjectionExpression: 'connectionId, #ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
  });
  return items
    .filter((i) => !(typeof i.ttl === 'number' && i.ttl * 1000 < nowMs))
    .flatMap((i) => (typeof i.connectionId === 'string' ? [i.connectionId] : []));
};
