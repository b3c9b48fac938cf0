import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { HIDDEN_NAME, NOT_HIDDEN } from './photo-moderation.js';
import { photoItemSchema, type PhotoItem } from './photo-item.js';
import { ddb, keys, tableName, type ItemKey } from './table.js';

/**
 * The raw archive of an order (DESIGN 15) and its download token.
 *  - ARCHIVE item (in the order's collection): where the ZIP is, its one download token (issued once, kept
 *    across rebuilds), how many build attempts the current request has used, when a build was last asked for.
 *  - DOWNLOAD item: the token's SHA-256 → the order and archive (GET /api/downloads/{token} reads only this).
 */
export const archiveKeys = {
  archive: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'ARCHIVE' as const }) satisfies ItemKey,
  download: (tokenHash: string) => ({ PK: `DOWNLOAD#${tokenHash}`, SK: 'DOWNLOAD' as const }) satisfies ItemKey,
} as const;

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const archiveItemSchema = z.object({
  orderId: z.string(),
  eventCode: z.string(),
  objectKey: z.string(),
  /** The download token (also in the order's downloadUrl, which the buyer has anyway). */
  token: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  attempts: z._default(z.int(), 0),
  requestedAt: z.optional(z.string()),
  builtAt: z.optional(z.string()),
  entries: z.optional(z.int()),
  bytes: z.optional(z.int()),
});
export type ArchiveItem = z.infer<typeof archiveItemSchema>;

export const downloadItemSchema = z.object({
  orderId: z.string(),
  eventCode: z.string(),
  objectKey: z.string(),
  eventTitle: z.string(),
  expiresAt: z.string(),
});
export type DownloadItem = z.infer<typeof downloadItemSchema>;

/**
 * Records that a build is wanted and returns whether the caller should start one: false when another
 * request started one less than `debounceMs` ago (a burst of downloads of a missing archive starts one
 * build). A new request resets the attempt count (the job's retries count from here).
 */
export const markBuildRequested = async (orderId: string, eventCode: string, objectKey: string, at: Date, debounceMs: number): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: archiveKeys.archive(orderId),
        UpdateExpression: 'SET entity = :entity, orderId = :orderId, eventCode = :code, objectKey = :key, requestedAt = :at, attempts = :zero',
        ConditionExpression: 'attribute_not_exists(requestedAt) OR requestedAt < :before',
        ExpressionAttributeValues: {
          ':entity': 'archive',
          ':orderId': orderId,
          ':code': eventCode,
          ':key': objectKey,
          ':at': at.toISOString(),
          ':before': new Date(at.getTime() - debounceMs).toISOString(),
          ':zero': 0,
        },
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
};

/** Counts one build attempt (ADD, so concurrent or retried invocations each count) and returns the record. */
export const countBuildAttempt = async (orderId: string, eventCode: string, objectKey: string): Promise<ArchiveItem> => {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: archiveKeys.archive(orderId),
      UpdateExpression: 'SET entity = :entity, orderId = :orderId, eventCode = :code, objectKey = :key ADD attempts :one',
      ExpressionAttributeValues: { ':entity': 'archive', ':orderId': orderId, ':code': eventCode, ':key': objectKey, ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return archiveItemSchema.parse(out.Attributes);
};

/**
 * The order's one download token and its expiry: the first successful build sets them, every later build
 * (a retry, a rebuild) gets the same ones back (`if_not_exists`), so the link in the e-mail never changes.
 * The build request is done with: a later request (the archive object went missing) starts a new build.
 */
export const issueDownloadToken = async (orderId: string, candidate: string, expiresAt: string, built: { at: string; entries: number; bytes: number }): Promise<{ token: string; expiresAt: string }> => {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: archiveKeys.archive(orderId),
      UpdateExpression: 'SET #token = if_not_exists(#token, :token), expiresAt = if_not_exists(expiresAt, :exp), builtAt = :at, entries = :entries, #bytes = :bytes REMOVE requestedAt',
      ExpressionAttributeNames: { '#token': 'token', '#bytes': 'bytes' },
      ExpressionAttributeValues: { ':token': candidate, ':exp': expiresAt, ':at': built.at, ':entries': built.entries, ':bytes': built.bytes },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const item = archiveItemSchema.parse(out.Attributes);
  if (!item.token || !item.expiresAt) throw new Error(`archive of ${orderId} has no token after issuing one`);
  return { token: item.token, expiresAt: item.expiresAt };
};

/** The token's lookup item (idempotent: the same token always writes the same item); ttl a week after expiry. */
export const putDownloadItem = async (token: string, item: DownloadItem): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...archiveKeys.download(tokenHash(token)), entity: 'download', ...item, ttl: Math.floor(Date.parse(item.expiresAt) / 1000) + 7 * 86_400 },
    }),
  );
};

export const getArchiveItem = async (orderId: string): Promise<ArchiveItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: archiveKeys.archive(orderId), ConsistentRead: true }));
  return out.Item ? archiveItemSchema.parse(out.Item) : undefined;
};

/**
 * One page of an event's photos, oldest first (the archive's stable order), at most `limit` read. Retention
 * and staff packages read every photo; `visibleOnly` leaves out the hidden ones (the archive's rule,
 * domain/archive/archive-contents.ts), so a page may hold fewer than `limit` while its cursor goes on.
 */
export const queryEventPhotosPage = async (
  code: string,
  cursor: Record<string, unknown> | undefined,
  limit = 100,
  opts: { visibleOnly?: boolean } = {},
): Promise<{ photos: PhotoItem[]; cursor: Record<string, unknown> | undefined }> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)',
      ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':photo': keys.photoPrefix },
      ...(opts.visibleOnly ? { FilterExpression: NOT_HIDDEN, ExpressionAttributeNames: HIDDEN_NAME } : {}),
      ScanIndexForward: true,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { photos: (out.Items ?? []).map((i) => photoItemSchema.parse(i)), cursor: out.LastEvaluatedKey };
};

/** Forgets a build request whose job could not be started or finally failed, so the next request starts one. */
export const clearBuildRequest = async (orderId: string): Promise<void> => {
  await ddb.send(new UpdateCommand({ TableName: tableName(), Key: archiveKeys.archive(orderId), UpdateExpression: 'REMOVE requestedAt' }));
};
