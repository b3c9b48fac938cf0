import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { clearOutboxEntry, postponeOutboxEntry, queryOutboxDue } from './outbox.js';
import { HIDDEN_NAME, NOT_HIDDEN } from './photo-moderation.js';
import { photoItemSchema, type PhotoItem } from './photo-item.js';
import { ddb, keys, tableName, type ItemKey } from './table.js';
import { once } from '../once.js';

/**
 * The raw archive of an order (DESIGN 15) and its download token.
 *  - ARCHIVE item (in the order's collection): where the ZIP is, its one download token (issued once, kept
 *    across rebuilds), how many build attempts the current request has used, when a build was last asked for.
 *  - DOWNLOAD item: the token's SHA-256 → the order and archive (GET /api/downloads/{token} reads only this).
 */
export const archiveKeys = {
  archive: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'ARCHIVE' as const }) satisfies ItemKey,
  download: (tokenHash: string) => ({ PK: `DOWNLOAD#${tokenHash}`, SK: 'DOWNLOAD' as const }) satisfies ItemKey,
  /** The order's build waiting for its event's uploads (keys.archiveWait outbox): an item of its own, so it never shares GSI1 with the archive-mail outbox. */
  wait: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'ARCHIVE-WAIT' as const }) satisfies ItemKey,
} as const;

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const archiveItemSchema = once(() => z.object({
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
  /** The current build of parts (issue #32.6): its id, how many parts, how many are done and what they hold. */
  buildId: z.optional(z.string()),
  parts: z.optional(z.int()),
  partsDone: z.optional(z.int()),
  partEntries: z.optional(z.int()),
  partBytes: z.optional(z.int()),
  /** The build whose parts were delivered (a redelivered last part delivers once more at most, idempotently). */
  readyBuildId: z.optional(z.string()),
  /** Deliveries of part jobs that failed (SQS redelivers each up to 3 times), for staff. */
  partFailures: z.optional(z.int()),
}));
export type ArchiveItem = z.infer<ReturnType<typeof archiveItemSchema>>;

export const downloadItemSchema = once(() => z.object({
  orderId: z.string(),
  eventCode: z.string(),
  objectKey: z.string(),
  eventTitle: z.string(),
  expiresAt: z.string(),
  /** Which part of a several-part archive this link downloads ("…-raw-part-2-of-5.zip"); absent: the only one. */
  part: z.optional(z.int()),
  parts: z.optional(z.int()),
}));
export type DownloadItem = z.infer<ReturnType<typeof downloadItemSchema>>;

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

/**
 * Starts a build of `parts` parts: a new build id, nothing done yet. A part job of an older build (a retried
 * plan, a rebuild) no longer counts (countPartDone's condition names the build).
 */
export const startPartsBuild = async (orderId: string, buildId: string, parts: number): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: archiveKeys.archive(orderId),
      UpdateExpression: 'SET buildId = :build, parts = :parts, partsDone = :zero, partEntries = :zero, partBytes = :zero, partFailures = :zero REMOVE doneParts',
      ExpressionAttributeValues: { ':build': buildId, ':parts': parts, ':zero': 0 },
    }),
  );
};

/**
 * Counts one finished part of the build — a conditional counter: the part's number joins the set of done
 * parts and partsDone grows only if the build is still the current one and the part was not counted yet, so
 * a redelivered part job (SQS delivers at least once) never counts twice. Returns the item after the count,
 * or, when nothing was counted, as it stands (`counted: false`).
 */
export const countPartDone = async (orderId: string, buildId: string, part: number, built: { entries: number; bytes: number }): Promise<{ counted: boolean; item: ArchiveItem | undefined }> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: archiveKeys.archive(orderId),
        UpdateExpression: 'ADD partsDone :one, doneParts :part, partEntries :entries, partBytes :bytes',
        ConditionExpression: 'buildId = :build AND NOT contains(doneParts, :n)',
        ExpressionAttributeValues: { ':one': 1, ':part': new Set([part]), ':n': part, ':build': buildId, ':entries': built.entries, ':bytes': built.bytes },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { counted: true, item: parseArchive(out.Attributes) };
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return { counted: false, item: await getArchiveItem(orderId) };
    throw e;
  }
};

/** Counts a failed part job (ADD: concurrent failures each count). */
export const countPartFailure = async (orderId: string): Promise<void> => {
  await ddb.send(new UpdateCommand({ TableName: tableName(), Key: archiveKeys.archive(orderId), UpdateExpression: 'ADD partFailures :one', ExpressionAttributeValues: { ':one': 1 } }));
};

/**
 * Marks the build delivered (after its links went on the order and its e-mail was tried). `mailDueAt`: the
 * archive-ready send failed, so the same write puts the order on the archive-mail outbox (keys.archiveMail),
 * due then: once the build counts as delivered no part job delivers it again, and the job retries the e-mail.
 */
export const markPartsReady = async (orderId: string, buildId: string, mailDueAt?: Date): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: archiveKeys.archive(orderId),
      UpdateExpression: `SET readyBuildId = :build${mailDueAt ? ', GSI1PK = :mail, GSI1SK = :due' : ''}`,
      ExpressionAttributeValues: { ':build': buildId, ...(mailDueAt ? { ':mail': keys.archiveMail, ':due': mailDueAt.toISOString() } : {}) },
    }),
  );
};

/** An order whose archive-ready e-mail is due, and since when its archive was delivered (the back-off's start). */
export interface ArchiveMailDue {
  orderId: string;
  builtAt: string | undefined;
}

/** The archive-mail outbox (data/outbox.ts): orders whose archive-ready e-mail is due by `by`, a page at a time. */
export const queryArchiveMailsDue = async (by: Date, cursor?: Record<string, unknown>): Promise<{ due: ArchiveMailDue[]; cursor?: Record<string, unknown> }> => {
  const page = await queryOutboxDue(keys.archiveMail, by, 'orderId, builtAt', cursor);
  const due = page.items.map((i) => ({ orderId: String(i.orderId), builtAt: typeof i.builtAt === 'string' ? i.builtAt : undefined }));
  return page.cursor ? { due, cursor: page.cursor } : { due };
};

/** The archive-ready e-mail went (or is no longer owed): off the outbox. */
export const clearArchiveMail = (orderId: string): Promise<void> => clearOutboxEntry(archiveKeys.archive(orderId), keys.archiveMail);

/** The archive-ready e-mail failed again: due at `next`. */
export const postponeArchiveMail = (orderId: string, next: Date): Promise<void> => postponeOutboxEntry(archiveKeys.archive(orderId), keys.archiveMail, next);

/** The item without the set of done parts (a DynamoDB number set, read as partsDone). */
const parseArchive = (raw: Record<string, unknown> | undefined): ArchiveItem | undefined => {
  if (!raw) return undefined;
  const { doneParts: _doneParts, ...rest } = raw;
  return archiveItemSchema().parse(rest);
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
  return parseArchive(out.Attributes) ?? archiveItemSchema().parse(out.Attributes);
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
  const item = parseArchive(out.Attributes);
  if (!item?.token || !item.expiresAt) throw new Error(`archive of ${orderId} has no token after issuing one`);
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
  return parseArchive(out.Item);
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
  opts: { visibleOnly?: boolean; range?: PhotoRange; consistent?: boolean } = {},
): Promise<{ photos: PhotoItem[]; cursor: Record<string, unknown> | undefined }> => {
  const range = opts.range;
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      ...(range
        ? {
            // BETWEEN is inclusive: the range's end (the next part's first photo) is dropped below.
            KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':from': `${keys.photoPrefix}${range.fromId ?? ''}`, ':to': range.toId ? `${keys.photoPrefix}${range.toId}` : `${keys.photoPrefix}\uffff` },
          }
        : { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)', ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':photo': keys.photoPrefix } }),
      ...(opts.visibleOnly ? { FilterExpression: NOT_HIDDEN, ExpressionAttributeNames: HIDDEN_NAME } : {}),
      ScanIndexForward: true,
      Limit: limit,
      ExclusiveStartKey: cursor,
      ...(opts.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  const photos = (out.Items ?? []).map((i) => photoItemSchema().parse(i));
  return { photos: range?.toId ? photos.filter((p) => p.id !== range.toId) : photos, cursor: out.LastEvaluatedKey };
};

/** A run of an event's photos by id: from `fromId` (inclusive; absent: the first) to `toId` (exclusive; absent: the last). */
export interface PhotoRange {
  fromId?: string | undefined;
  toId?: string | undefined;
}

/**
 * Whether the event still has an upload in flight: an unconfirmed slot (a confirm would record its photo, even
 * after the end). One consistent Query of one key (SLOT# items live minutes: the release job gives them back).
 */
export const eventHasSlots = async (code: string): Promise<boolean> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :slot)',
      ExpressionAttributeValues: { ':pk': keys.event(code).PK, ':slot': keys.slot(code, '').SK },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  return (out.Items?.length ?? 0) > 0;
};

/** Puts the order's build on the archive-wait outbox (keys.archiveWait), due at `due` (replacing an earlier due time). */
export const deferBuild = async (orderId: string, due: Date): Promise<void> => {
  await ddb.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...archiveKeys.wait(orderId), entity: 'archiveWait', orderId, GSI1PK: keys.archiveWait, GSI1SK: due.toISOString() },
    }),
  );
};

/** The archive-wait outbox: orders whose build is due to be asked for again by `by`, a page at a time. */
export const queryDeferredBuildsDue = async (by: Date, cursor?: Record<string, unknown>): Promise<{ orderIds: string[]; cursor?: Record<string, unknown> }> => {
  const page = await queryOutboxDue(keys.archiveWait, by, 'orderId', cursor);
  const orderIds = page.items.map((i) => String(i.orderId));
  return page.cursor ? { orderIds, cursor: page.cursor } : { orderIds };
};

/** Off the archive-wait outbox: the build was planned with every upload settled, or is no longer owed. */
export const clearDeferredBuild = async (orderId: string): Promise<void> => {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: archiveKeys.wait(orderId) }));
};

/** Forgets a build request whose job could not be started or finally failed, so the next request starts one. */
export const clearBuildRequest = async (orderId: string): Promise<void> => {
  await ddb.send(new UpdateCommand({ TableName: tableName(), Key: archiveKeys.archive(orderId), UpdateExpression: 'REMOVE requestedAt' }));
};
