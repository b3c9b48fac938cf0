import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { VOTE_OBSERVATION_MS } from '#shared/constants.js';
import { type AwardCategoryId } from '#shared/award-categories.js';
import { revealVotingCutoff } from '#shared/rules/reveal.js';
import { now } from '../../clock.js';
import { voteAttr } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry, type NamedReason } from '../../data/transactions.js';
import { toVoteItem, VOTED_PHOTOS_ATTR, VOTERS_ATTR } from '../../data/vote-item.js';
import { domainError } from '../errors.js';
import { assertActive } from '../participants/require-active.js';

/** Is `voterId` in the photo's voters set (as returned by a failed condition's ALL_OLD)? */
const hasVoted = (photo: Record<string, unknown> | undefined, voterId: string): boolean => {
  const voters = photo?.[VOTERS_ATTR];
  return voters instanceof Set && voters.has(voterId);
};

/**
 * One vote = one transaction: the photo was handed to this voter at least 3 s ago, the voter is active,
 * the event is running, the photo is not the voter's own, no vote exists yet for (photo, voter, category),
 * and the photo's tally goes up — all or nothing. Concurrent duplicates therefore give exactly one vote.
 *
 * The first vote on a photo (any category) also adds the voter to the photo's voters set and counts the
 * photo on the voter (votedPhotos: the ballot's exact "anything left?"). DynamoDB cannot make one write
 * depend on another item's state inside a transaction without failing it, so the first attempt asserts
 * "not voted on this photo yet"; a second category on the same photo fails that alone and is written by a
 * second attempt without the count (2 calls, in the vote budget of 2).
 */
export const castVote = async (code: string, voterId: string, photoId: string, category: AwardCategoryId) => {
  const at = now();
  const votedAt = at.toISOString();
  try {
    await write(code, voterId, photoId, category, at, true);
  } catch (e) {
    if (!(e instanceof SecondCategory)) throw e;
    await write(code, voterId, photoId, category, at, false);
  }
  return { photoId, category, votedAt };
};

/** The first attempt found the voter already in the photo's voters: vote again without counting the photo. */
class SecondCategory extends Error {}

const write = async (code: string, voterId: string, photoId: string, category: AwardCategoryId, at: Date, firstOnPhoto: boolean) => {
  const table = tableName();
  const votedAt = at.toISOString();
  const tx = namedTransaction({
    observed: {
      ConditionCheck: {
        TableName: table,
        Key: keys.handout(code, voterId, photoId),
        ConditionExpression: 'handedAt <= :observed',
        ExpressionAttributeValues: { ':observed': new Date(at.getTime() - VOTE_OBSERVATION_MS).toISOString() },
      },
    },
    voter: firstOnPhoto
      ? {
          Update: {
            TableName: table,
            Key: keys.participant(code, voterId),
            UpdateExpression: 'ADD #votedPhotos :one',
            ConditionExpression: 'isActive = :t',
            ExpressionAttributeNames: { '#votedPhotos': VOTED_PHOTOS_ATTR },
            ExpressionAttributeValues: { ':t': true, ':one': 1 },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }
      : {
          ConditionCheck: {
            TableName: table,
            Key: keys.participant(code, voterId),
            ConditionExpression: 'isActive = :t',
            ExpressionAttributeValues: { ':t': true },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
    event: {
      ConditionCheck: {
        TableName: table,
        Key: keys.event(code),
        // The spec's voting runs during the event; with reveal after the end, in the hour after it instead.
        ConditionExpression:
          '(#status = :active AND endsAt > :now AND (attribute_not_exists(revealAfterEnd) OR revealAfterEnd = :false)) OR (#status = :completed AND revealAfterEnd = :true AND endedAt > :cutoff)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ':now': votedAt, ':false': false, ':true': true, ':completed': 'completed', ':cutoff': revealVotingCutoff(at) },
      },
    },
    vote: {
      Put: { TableName: table, Item: toVoteItem(code, photoId, voterId, category, votedAt), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    photo: {
      Update: {
        TableName: table,
        Key: keys.photo(code, photoId),
        UpdateExpression: `ADD #tally :one${firstOnPhoto ? ', #voters :me' : ''} SET GSI1PK = :voted, GSI1SK = :photoId`,
        // A guest never votes for their own photo: refused here, in the vote's own transaction.
        // A hidden photo takes no votes (moderation took it out of the ballot and the awards).
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#hidden) AND uploaderId <> :voter${firstOnPhoto ? ' AND NOT contains(#voters, :voter)' : ''}`,
        ExpressionAttributeNames: { '#tally': voteAttr(category), '#hidden': 'hidden', ...(firstOnPhoto ? { '#voters': VOTERS_ATTR } : {}) },
        ExpressionAttributeValues: {
          ':one': 1,
          ':voted': keys.votedPhotos(code),
          ':photoId': photoId,
          ':voter': voterId,
          ...(firstOnPhoto ? { ':me': new Set([voterId]) } : {}),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
  } catch (e) {
    const why = tx.reasons(e);
    if (!why) throw e;
    throw refusal(why, voterId, photoId) ?? e;
  }
};

/** The business rule a cancelled vote broke, most fundamental first; undefined when none did. */
const refusal = (why: Partial<Record<'observed' | 'voter' | 'event' | 'vote' | 'photo', NamedReason>>, voterId: string, photoId: string): Error | undefined => {
  if (why.voter?.failed) assertActive(why.voter.item, `participant ${voterId}`);
  if (why.event?.failed) return domainError('VOTING_CLOSED');
  if (why.photo?.failed) {
    if (!why.photo.item || why.photo.item.hidden === true) return domainError('PHOTO_NOT_FOUND', photoId);
    if (why.photo.item.uploaderId === voterId) return domainError('OWN_PHOTO', photoId);
  }
  if (why.vote?.failed) return domainError('ALREADY_VOTED');
  if (why.observed?.failed) return domainError('NOT_OBSERVED');
  if (why.photo?.failed && hasVoted(why.photo.item, voterId)) return new SecondCategory();
  return undefined;
};
