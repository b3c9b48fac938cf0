import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, keys, tableName } from '../../data/table.js';
import { DomainError } from '../../errors.js';
import { deletePhoto } from '../photos/delete-photo.js';

/** Photos deleted per page: bounded reads and a bounded number of transactions in flight. */
const PAGE = 25;

/**
 * Deletes every photo one guest took in an event (kick with removePhotos), page by page through their GSI2
 * partition (hidden ones too), each through deletePhoto so counters, voters and files stay right. The
 * guest's quota is not given back: they are removed. A photo deleted meanwhile by someone else is skipped.
 */
export const removeGuestPhotos = async (code: string, participantId: string, byCreator: string): Promise<number> => {
  let removed = 0;
  // Paged by key (the index is eventually consistent: re-reading its head could return deleted photos).
  let cursor: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.photosBy(code, participantId) },
        ProjectionExpression: 'id',
        Limit: PAGE,
        ExclusiveStartKey: cursor,
      }),
    );
    cursor = out.LastEvaluatedKey;
    const ids = (out.Items ?? []).map((i) => String(i.id));
    for (const id of ids) {
      try {
        await deletePhoto(code, id, { participantId: byCreator, creator: true });
        removed += 1;
      } catch (e) {
        if (!(e instanceof DomainError && e.code === 'PHOTO_NOT_FOUND')) throw e;
      }
    }
  } while (cursor);
  return removed;
};
