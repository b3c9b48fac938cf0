import { ulid } from 'ulid';
import type { PhotoItem } from '../../functions/core/data/photo-item.js';

/**
 * Puts `count` recorded photos of one guest straight into the table with BatchWrite (25 a call, a few
 * calls at once) and counts them on the event (photoCount) and the guest (photosTaken), as slot and confirm
 * would: thousands of photos in
 * seconds, for tests and the bench that need a big event but not its uploads. The items have the shape
 * confirm-photo writes (no S3 objects: the ballot and the gallery only presign URLs).
 * Load only after the emulators or local stack set the environment (the table client is built at import).
 */
export const seedPhotos = async (code: string, uploader: { id: string; name: string }, count: number): Promise<string[]> => {
  const { BatchWriteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
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
  await Promise.all([
    ddb.send(new UpdateCommand({ TableName: table, Key: keys.event(code), UpdateExpression: 'ADD photoCount :n', ExpressionAttributeValues: { ':n': count } })),
    ddb.send(new UpdateCommand({ TableName: table, Key: keys.participant(code, uploader.id), UpdateExpression: 'ADD photosTaken :n', ExpressionAttributeValues: { ':n': count } })),
  ]);
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
