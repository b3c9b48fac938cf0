import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { VOTE_OBSERVATION_MS } from '#shared/voting.js';
import type { AwardCategoryId } from '#shared/award-categories.js';
import { revealVotingCutoff } from '#shared/rules/reveal.js';
import { now } from '../../clock.js';
import { voteAttr } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry, type NamedReason } from '../../data/transactions.js';
import { toVoterMark, VOTERS_FULL_ATTR, VOTERS_OVERFLOW_ATTR, votersSetFull, votersSetMax } from '../../data/photo-voters.js';
import { toVoteItem, VOTED_PHOTOS_ATTR, VOTERS_ATTR } from '../../data/vote-item.js';
import { domainError } from '../errors.js';
import { assertActive } from '../participants/require-active.js';

/** Is `voterId` in the photo's voters set (as returned by a failed condition's ALL_OLD)? */
const hasVoted = (photo: Record<string, unknown> | undefined, voterId: string): boolean => {
  const voters = photo?.[VOTERS_ATTR];
  return voters instanceof Set && voters.has(voterId);
};

/**
 * How this attempt records the voter on the photo: `set` (the first vote on the photo, into its voters set),
 * `mark` (the first vote on a photo whose set is full: a voter mark of its own, photo-voters.ts) or `again`
 * (another category on a photo already voted on: recorded already).
 */
type Mode = 'set' | 'mark' | 'again';

/**
 * One vote = one transaction: the photo was handed to this voter at least 3 s ago, the voter is active,
 * the event is running, the photo is not the voter's own, no vote exists yet for (photo, voter, category),
 * and the photo's tally goes up — all or nothing. Concurrent duplicates therefore give exactly one vote.
 *
 * The first vote on a photo (any category) also adds the voter to the photo's voters set and counts the
 * photo on the voter (votedPhotos: the ballot's exact "anything left?"). DynamoDB cannot make one write
 * depend on another item's state inside a transaction without failing it, so the first attempt asserts
 * "not voted on this photo yet"; a second category on the same photo fails that alone and is written by a
 * second attempt without the count (2 calls, in the vote budget of 2). On a photo whose set is full
 * (VOTERS_SET_MAX voters, photo-voters.ts) the first vote is written again with a voter mark instead, and a
 * second category of a marked voter takes a third attempt: only on photos with more than 500 voters.
 */
export const castVote = async (code: string, voterId: string, photoId: string, category: AwardCategoryId) => {
  const at = now();
  const votedAt = at.toISOString();
  // At most 3 attempts: set → (full) mark → (marked already) again; a photo with room in its set takes ≤ 2.
  for (let mode: Mode = 'set'; ; ) {
    try {
      await write(code, voterId, photoId, category, at, mode);
      return { photoId, category, votedAt };
    } catch (e) {
      if (!(e instanceof Retry) || e.mode === mode) throw e;
      mode = e.mode;
    }
  }
};

/** The attempt found the photo recorded otherwise: write again in `mode`. */
class Retry extends Error {
  constructor(readonly mode: Mode) {
    super(`vote again (${mode})`);
  }
}

const write = async (code: string, voterId: string, photoId: string, category: AwardCategoryId, at: Date, mode: Mode) => {
  const firstOnPhoto = mode !== 'again';
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
    // The first vote on a photo whose set is full: the mark's conditional Put is the "first on this photo" test.
    mark: mode === 'mark' ? { Put: { TableName: table, Item: toVoterMark(code, photoId, voterId), ConditionExpression: 'attribute_not_exists(PK)' } } : undefined,
    photo: {
      Update: {
        TableName: table,
        Key: keys.photo(code, photoId),
        UpdateExpression: `ADD #tally :one${PHOTO_RECORD[mode]} SET GSI1PK = :voted, GSI1SK = :photoId${mode === 'mark' ? ', #full = :true' : ''}`,
        // A guest never votes for their own photo: refused here, in the vote's own transaction.
        // A hidden photo takes no votes (moderation took it out of the ballot and the awards).
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#hidden) AND uploaderId <> :voter${firstOnPhoto ? ' AND NOT contains(#voters, :voter)' : ''}${mode === 'set' ? ' AND (attribute_not_exists(#voters) OR size(#voters) < :max)' : ''}`,
        ExpressionAttributeNames: {
          '#tally': voteAttr(category),
          '#hidden': 'hidden',
          ...(firstOnPhoto ? { '#voters': VOTERS_ATTR } : {}),
          ...(mode === 'mark' ? { '#full': VOTERS_FULL_ATTR, '#marks': VOTERS_OVERFLOW_ATTR } : {}),
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ':voted': keys.votedPhotos(code),
          ':photoId': photoId,
          ':voter': voterId,
          ...(mode === 'set' ? { ':me': new Set([voterId]), ':max': votersSetMax() } : {}),
          ...(mode === 'mark' ? { ':true': true } : {}),
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
    throw refusal(why, voterId, photoId, mode) ?? e;
  }
};

/** What the photo update adds besides the tally, per mode. */
const PHOTO_RECORD: Record<Mode, string> = { set: ', #voters :me', mark: ', #marks :one', again: '' };

/** The business rule a cancelled vote broke, most fundamental first; undefined when none did. */
const refusal = (why: Partial<Record<'observed' | 'voter' | 'event' | 'vote' | 'mark' | 'photo', NamedReason>>, voterId: string, photoId: string, mode: Mode): Error | undefined => {
  if (why.voter?.failed) assertActive(why.voter.item, `participant ${voterId}`);
  if (why.event?.failed) return domainError('VOTING_CLOSED');
  if (why.photo?.failed) {
    if (!why.photo.item || why.photo.item.hidden === true) return domainError('PHOTO_NOT_FOUND', photoId);
    if (why.photo.item.uploaderId === voterId) return domainError('OWN_PHOTO', photoId);
  }
  if (why.vote?.failed) return domainError('ALREADY_VOTED');
  if (why.observed?.failed) return domainError('NOT_OBSERVED');
  if (why.photo?.failed && hasVoted(why.photo.item, voterId)) return new Retry('again');
  if (why.mark?.failed) return new Retry('again');
  if (why.photo?.failed && mode === 'set' && votersSetFull(why.photo.item)) return new Retry('mark');
  return undefined;
};
