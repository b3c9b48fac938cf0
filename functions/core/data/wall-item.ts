import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.js';
import { ddb, keys, tableName } from './table.js';

/** A live wall link (DESIGN 16): its token is honoured while this item exists and has not expired. */
export interface WallItem {
  wallId: string;
  eventCode: string;
  createdAt: string;
  /** Epoch seconds: the token's own expiry (the local DynamoDB never deletes, so reads check it too). */
  ttl: number;
}

export const putWallLink = async (w: WallItem): Promise<void> => {
  await ddb.send(new PutCommand({ TableName: tableName(), Item: { ...keys.wall(w.eventCode, w.wallId), entity: 'wall', ...w } }));
};

/** Whether a read WALL# item still admits its token at `nowMs` (present and not past its ttl). */
export const isLiveWall = (item: Record<string, unknown> | undefined, nowMs: number): boolean =>
  item !== undefined && item.entity === 'wall' && !(typeof item.ttl === 'number' && item.ttl * 1000 <= nowMs);

/**
 * Deletes every wall link of the event (revoked = deleted): each wall is refused from its next read, and
 * the stream's REMOVE record closes its open sockets (functions/streams/broadcast.ts). Returns the ids.
 */
export const deleteWallLinks = async (eventCode: string): Promise<string[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :wall)',
    ExpressionAttributeValues: { ':pk': keys.event(eventCode).PK, ':wall': keys.wallPrefix },
    ProjectionExpression: 'wallId',
  });
  const ids = items.flatMap((i) => (typeof i.wallId === 'string' ? [i.wallId] : []));
  await Promise.all(ids.map((id) => ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.wall(eventCode, id) }))));
  return ids;
};
