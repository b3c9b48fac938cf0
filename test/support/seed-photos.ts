import { ulid } from 'ulid';
import type { PhotoItem } from '../../functions/core/data/photo-item.js';
import type { AwardCategoryId } from '../../shared/award-categories.js';

/**
 * Puts `count` recorded photos of one guest straight into the table with BatchWrite (25 a call, a few
 * calls at once) and counts them on the event (photoCount) and the guest (photosTaken), as slot and confirm
 * would: thousands of photos in
 * seconds, for tests and the bench that need a big event but not its uploads. The items have the shape
 * confirm-photo writes (no S3 objects: the ballot and the gallery only presign URLs).
 * Load only after the emulators or local stack set the environment (the table client is built at import).
 *
 * The counters are added after the photos are in, so a reader between the two sees photos not yet counted.
 * `atomic` writes the photos and both counters in one transaction (at most 98 photos: 100 items a
 * transaction), as confirm does: for a reader that takes the count beside the photos (the live wall re-reads
 * its page on a burst of new photos and shows that page's count).
 */
export const seedPhotos = async (code: string, uploader: { id: string; name: string }, count: number, { atomic = false }: { atomic?: boolean } = {}): Promise<string[]> => {
  const { BatchWriteCommand, TransactWriteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  const { photoFileName } = await import('../../functions/core/data/photo-item.js');
  const table = tableName();
  const at = new Date().toISOString();
  const items: PhotoItem[] = Array.from({ length: count }, () => {
    const id = ulid();
    return {
      ...keys.photo(code, id),
      entity: 'photo',
      id,
      eventCode: code,
      uploaderId: uploader.id,
      uploaderName: uploader.name,
      fileName: photoFileName(code, id),
      sizes: { polaroid: 60_000, raw: 300_000, thumbnail: 20_000 },
      width: 1080,
      height: 1080,
      uploadedAt: at,
      GSI2PK: keys.photosBy(code, uploader.id),
      GSI2SK: id,
    };
  });
  const counters = [
    { TableName: table, Key: keys.event(code), UpdateExpression: 'ADD photoCount :n', ExpressionAttributeValues: { ':n': count } },
    { TableName: table, Key: keys.participant(code, uploader.id), UpdateExpression: 'ADD photosTaken :n', ExpressionAttributeValues: { ':n': count } },
  ];
  if (atomic) {
    if (count > 98) throw new Error(`an atomic seed takes at most 98 photos, not ${count}`);
    await ddb.send(new TransactWriteCommand({ TransactItems: [...items.map((Item) => ({ Put: { TableName: table, Item } })), ...counters.map((Update) => ({ Update }))] }));
    return items.map((p) => p.id);
  }
  const batches: PhotoItem[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const writeBatch = async (batch: PhotoItem[]) => {
    let pending: Record<string, unknown>[] = batch.map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  };
  for (let i = 0; i < batches.length; i += 8) await Promise.all(batches.slice(i, i + 8).map(writeBatch));
  await Promise.all(counters.map((input) => ddb.send(new UpdateCommand(input))));
  return items.map((p) => p.id);
};

/** Hands `photoIds` to a voter long enough ago that votes on them count (as ballots 3 s earlier would). */
export const seedHandouts = async (code: string, voterId: string, photoIds: string[]): Promise<void> => {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, tableName } = await import('../../functions/core/data/table.js');
  const { toHandoutItem } = await import('../../functions/core/data/vote-item.js');
  const table = tableName();
  const at = new Date(Date.now() - 60_000);
  for (let i = 0; i < photoIds.length; i += 25) {
    let pending: Record<string, unknown>[] = photoIds.slice(i, i + 25).map((id) => ({ PutRequest: { Item: toHandoutItem(code, voterId, id, at) } }));
    while (pending.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  }
};

/**
 * A voter's first votes on `photoIds` (one category each), written as castVote writes them — the vote item, the
 * photo's tally, voters set and place among the voted photos, the voter's votedPhotos count — without a
 * transaction a vote: for tests of a big event's ballot, where hundreds of real votes took a busy CI machine past
 * a minute. Photos whose voters set has room only (castVote's 'set' mode).
 */
export const seedFirstVotes = async (code: string, voterId: string, photoIds: string[], category: AwardCategoryId = 'most_candid'): Promise<void> => {
  const { BatchWriteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  const { toVoteItem, VOTERS_ATTR, VOTED_PHOTOS_ATTR } = await import('../../functions/core/data/vote-item.js');
  const { voteAttr } = await import('../../functions/core/data/photo-item.js');
  const table = tableName();
  const votedAt = new Date().toISOString();
  for (let i = 0; i < photoIds.length; i += 25) {
    let pending: Record<string, unknown>[] = photoIds.slice(i, i + 25).map((id) => ({ PutRequest: { Item: toVoteItem(code, id, voterId, category, votedAt) } }));
    while (pending.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  }
  const recordOnPhoto = (id: string) =>
    ddb.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.photo(code, id),
        UpdateExpression: 'ADD #tally :one, #voters :me SET GSI1PK = :voted, GSI1SK = :photoId',
        ExpressionAttributeNames: { '#tally': voteAttr(category), '#voters': VOTERS_ATTR },
        ExpressionAttributeValues: { ':one': 1, ':me': new Set([voterId]), ':voted': keys.votedPhotos(code), ':photoId': id },
      }),
    );
  for (let i = 0; i < photoIds.length; i += 25) await Promise.all(photoIds.slice(i, i + 25).map(recordOnPhoto));
  await ddb.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.participant(code, voterId),
      UpdateExpression: 'ADD #votedPhotos :n',
      ExpressionAttributeNames: { '#votedPhotos': VOTED_PHOTOS_ATTR },
      ExpressionAttributeValues: { ':n': photoIds.length },
    }),
  );
};
