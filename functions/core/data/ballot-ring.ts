import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { photoFileName } from './photo-item.js';
import { HIDDEN_NAME, NOT_HIDDEN } from './photo-moderation.js';
import { markedByVoter } from './photo-voters.js';
import { ddb, keys, tableName } from './table.js';
import { VOTERS_ATTR } from './vote-item.js';

/**
 * The ballot's view of an event's photos: GSI3 (partition `eventCode`, sort `fileName`). Only photo items
 * carry a fileName, so the index holds photos alone, and since a fileName ends with the random part of
 * the photo's ULID (photoFileName), the index is the event's photos in a random order — a ring. A random
 * point on the ring plus a bounded read is a random sample whose cost does not depend on the event's size.
 */
export const BALLOT_INDEX = 'GSI3';

/** A random point on an event's ring (same shape as a fileName, random in the same characters). */
export const randomRingPoint = (code: string): string => photoFileName(code, ulid());

/**
 * The two arcs of the ring cut at a point: `from` = names ≥ point, `before` = names < point. Reading
 * "up" walks from then before (ascending); reading "down" walks before then from (descending).
 */
export type Arc = 'from' | 'before';
export type Direction = 'up' | 'down';

export interface RingRead {
  /** Photos on this stretch the voter has not voted on (own photos included: the caller decides). */
  items: Record<string, unknown>[];
  /** Photos read (voted or not): what the read cost, and how much of the ring it covered. */
  scanned: number;
  /** Where to continue this arc; undefined when the arc is finished. */
  next?: Record<string, unknown>;
}

/**
 * One read along one arc, in one direction, of the photos `voterId` has not voted on. DynamoDB applies
 * the filter after reading, so `limit` bounds the photos read (and the capacity), not the ones returned.
 * Photos with a full voters set are also checked against the voter's marks (photo-voters.ts).
 */
export const readArc = async (
  code: string,
  voterId: string,
  at: { point: string; arc: Arc; direction: Direction; limit?: number; cursor?: Record<string, unknown> },
): Promise<RingRead> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: BALLOT_INDEX,
      KeyConditionExpression: `eventCode = :code AND fileName ${at.arc === 'from' ? '>=' : '<'} :point`,
      // A hidden photo stays on the ring but never comes out of it (Limit still bounds what is read).
      FilterExpression: `NOT contains(#voters, :me) AND ${NOT_HIDDEN}`,
      ExpressionAttributeNames: { '#voters': VOTERS_ATTR, ...HIDDEN_NAME },
      ExpressionAttributeValues: { ':code': code, ':point': at.point, ':me': voterId },
      ScanIndexForward: at.direction === 'up',
      ...(at.limit ? { Limit: at.limit } : {}),
      ...(at.cursor ? { ExclusiveStartKey: at.cursor } : {}),
    }),
  );
  const items = out.Items ?? [];
  // A photo whose voters set is full may hold this voter's vote in a voter mark instead (one BatchGet, rare).
  const marked = await markedByVoter(code, items, voterId);
  return { items: marked.size ? items.filter((i) => !marked.has(String(i.id))) : items, scanned: out.ScannedCount ?? 0, next: out.LastEvaluatedKey };
};

/** The arcs a walk in `direction` from a point crosses, in order (the second one wraps around). */
export const arcsOf = (direction: Direction): [Arc, Arc] => (direction === 'up' ? ['from', 'before'] : ['before', 'from']);

/** How many photos `uploaderId` has in the event (GSI2, at most the per-guest photo limit: one small read). */
export const countPhotosBy = async (code: string, uploaderId: string): Promise<number> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      // Hidden photos are out of photoCount too, so "photos of others" stays exact.
      FilterExpression: NOT_HIDDEN,
      ExpressionAttributeNames: HIDDEN_NAME,
      ExpressionAttributeValues: { ':pk': keys.photosBy(code, uploaderId) },
      Select: 'COUNT',
    }),
  );
  return out.Count ?? 0;
};
