import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.js';
import { ddb, keys, tableName } from './table.js';
import { namedTransaction } from './transactions.js';

/** A live wall link (DESIGN 16): its token is honoured while this item exists and has not expired. */
export interface WallItem {
  wallId: string;
  eventCode: string;
  createdAt: string;
  /** Epoch seconds: the token's own expiry (the local DynamoDB never deletes, so reads check it too). */
  ttl: number;
}

/**
 * Saves a wall link made with a credential of creator rights generation `creatorEpoch`, on condition that the
 * event's generation is still that one: a link asked for by a phone that "Sign out other phones" signs out while
 * its request travels is refused (false) rather than saved after the sign-out deleted the event's links.
 */
export const putWallLink = async (w: WallItem, creatorEpoch: number): Promise<boolean> => {
  const tx = namedTransaction({
    standing: {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.event(w.eventCode),
        // Generation 0 is the one an event starts in, before any sign-out wrote the attribute.
        ConditionExpression: `attribute_exists(PK) AND ${creatorEpoch === 0 ? '(attribute_not_exists(creatorEpoch) OR creatorEpoch = :epoch)' : 'creatorEpoch = :epoch'}`,
        ExpressionAttributeValues: { ':epoch': creatorEpoch },
      },
    },
    wall: { Put: { TableName: tableName(), Item: { ...keys.wall(w.eventCode, w.wallId), entity: 'wall', ...w } } },
  });
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: tx.items }));
    return true;
  } catch (e) {
    if (tx.reasons(e)?.standing?.failed) return false;
    throw e;
  }
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
    // A link saved a moment before (by a phone being signed out) must be found: an eventually consistent
    // read could miss it and leave it live.
    ConsistentRead: true,
  });
  const ids = items.flatMap((i) => (typeof i.wallId === 'string' ? [i.wallId] : []));
  await Promise.all(ids.map((id) => ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.wall(eventCode, id) }))));
  return ids;
};
