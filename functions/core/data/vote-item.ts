import * as z from 'zod/mini';
import { DAY_MS } from '../../../shared/constants.js';
import { AWARD_CATEGORY_IDS, type AwardCategoryId } from '../../../shared/award-categories.js';
import { queryAll } from './query-all.js';
import { keys, tableName, type ItemKey } from './table.js';
import { once } from '../once.js';

/**
 * The vote entity (spec "Vote": event, photo, voter, category) and the two things voting keeps beside it:
 * the handout (a photo handed to a voter, which starts the server-timed 3-second observation) and, on the
 * photo item, the set of its voters (the ballot's filter and the "first vote on this photo" test).
 */
export const voteItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('vote'),
  eventCode: z.string(),
  photoId: z.string(),
  voterId: z.string(),
  category: z.enum(AWARD_CATEGORY_IDS),
  votedAt: z.string(),
  /** GSI2: one voter's votes in one event, by photo then category. */
  GSI2PK: z.string(),
  GSI2SK: z.string(),
}));
export type VoteItem = z.infer<ReturnType<typeof voteItemSchema>>;

/** The item a vote puts; its key makes (photo, voter, category) unique. */
export const toVoteItem = (code: string, photoId: string, voterId: string, category: AwardCategoryId, votedAt: string): VoteItem => ({
  ...keys.vote(code, photoId, voterId, category),
  entity: 'vote',
  eventCode: code,
  photoId,
  voterId,
  category,
  votedAt,
  GSI2PK: keys.votesBy(code, voterId),
  GSI2SK: `${photoId}#${category}`,
});

/**
 * String set on the photo item: every participant who voted on it (any category). The ballot filters on
 * it (`NOT contains`), so "voted" is decided by DynamoDB while it reads, not by reading the voter's votes.
 * Never part of the photo's public shape (photoItemSchema strips it).
 */
export const VOTERS_ATTR = 'voters';

/** Counter on the participant item: distinct photos this participant voted on (maintained by the vote). */
export const VOTED_PHOTOS_ATTR = 'votedPhotos';

export interface HandoutItem extends ItemKey {
  entity: 'handout';
  handedAt: string;
  ttl: number;
}

/** A photo handed to a voter at `at`: votes on it count from `at` + 3 s. Kept a day (longer than any event). */
export const toHandoutItem = (code: string, voterId: string, photoId: string, at: Date): HandoutItem => ({
  ...keys.handout(code, voterId, photoId),
  entity: 'handout',
  handedAt: at.toISOString(),
  ttl: Math.floor((at.getTime() + DAY_MS) / 1000),
});

/** One voter's votes in an event (GSI2): bounded by what one person can cast, not by the event's size. */
export const queryVotesBy = async (code: string, voterId: string): Promise<{ photoId: string; category: AwardCategoryId }[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.votesBy(code, voterId) },
    ProjectionExpression: 'photoId, category',
  });
  return items.map((i) => ({ photoId: String(i.photoId), category: String(i.category) as AwardCategoryId }));
};
