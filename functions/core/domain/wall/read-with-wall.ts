import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { WallClaims } from '../../auth/wall-token.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { isLiveWall } from '../../data/wall-item.js';
import { DomainError } from '../../errors.js';

const revoked = () => new DomainError('WALL_LINK_REVOKED', 401);

/**
 * The wall link and other items of its event in one consistent BatchGet: a revoked link is refused in the
 * read the wall makes anyway. The items come back in the order of `others` (undefined where none).
 */
export const readWithWall = async (wall: WallClaims, others: { PK: string; SK: string }[], at: Date): Promise<(Record<string, unknown> | undefined)[]> => {
  const table = tableName();
  const wallKey = keys.wall(wall.evt, wall.sub);
  const got = await ddb.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [wallKey, ...others], ConsistentRead: true } } }));
  const items = got.Responses?.[table] ?? [];
  if (!isLiveWall(items.find((i) => i.SK === wallKey.SK), at.getTime())) throw revoked();
  return others.map((k) => items.find((i) => i.PK === k.PK && i.SK === k.SK));
};
