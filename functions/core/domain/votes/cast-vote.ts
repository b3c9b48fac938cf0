import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { VOTE_OBSERVATION_MS, type AwardCategoryId } from '../../../../shared/constants.js';
import { now } from '../../clock.js';
import { voteAttr } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { cancellationReasons, withConflictRetry } from '../../data/transactions.js';
import { conflict, DomainError, notFound, unauthorized } from '../../errors.js';

/**
 * One vote = one transaction (a single database call): the photo was handed to this voter at least 3 s
 * ago, the voter is active, the event is running, no vote exists yet for (photo, voter, category), and
 * the photo's tally goes up — all or nothing. Concurrent duplicates therefore give exactly one vote.
 */
export const castVote = async (code: string, voterId: string, photoId: string, category: AwardCategoryId) => {
  const at = now();
  const table = tableName();
  const votedAt = at.toISOString();
  try {
    await withConflictRetry(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: table,
                Key: keys.handout(code, voterId, photoId),
                ConditionExpression: 'handedAt <= :observed',
                ExpressionAttributeValues: { ':observed': new Date(at.getTime() - VOTE_OBSERVATION_MS).toISOString() },
              },
            },
            {
              ConditionCheck: {
                TableName: table,
                Key: keys.participant(code, voterId),
                ConditionExpression: 'isActive = :t',
                ExpressionAttributeValues: { ':t': true },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            {
              ConditionCheck: {
                TableName: table,
                Key: keys.event(code),
                ConditionExpression: '#status = :active AND endsAt > :now',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':active': 'active', ':now': votedAt },
              },
            },
            {
              Put: {
                TableName: table,
                Item: {
                  ...keys.vote(code, photoId, voterId, category),
                  entity: 'vote',
                  eventCode: code,
                  photoId,
                  voterId,
                  category,
                  votedAt,
                  GSI2PK: keys.votesBy(code, voterId),
                  GSI2SK: `${photoId}#${category}`,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: table,
                Key: keys.photo(code, photoId),
                UpdateExpression: 'ADD #tally :one SET GSI1PK = :voted, GSI1SK = :photoId',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeNames: { '#tally': voteAttr(category) },
                ExpressionAttributeValues: { ':one': 1, ':voted': keys.votedPhotos(code), ':photoId': photoId },
              },
            },
          ],
        }),
      ),
    );
  } catch (e) {
    const reasons = cancellationReasons(e);
    if (!reasons) throw e;
    const failed = (i: number) => reasons[i]?.code === 'ConditionalCheckFailed';
    if (failed(1)) {
      if (!reasons[1]?.item) throw unauthorized(`no participant ${voterId}`);
      throw new DomainError('KICKED', 403);
    }
    if (failed(2)) throw conflict('VOTING_CLOSED');
    if (failed(4)) throw notFound('PHOTO_NOT_FOUND', photoId);
    if (failed(3)) throw conflict('ALREADY_VOTED');
    if (failed(0)) throw conflict('NOT_OBSERVED');
    throw e;
  }
  return { photoId, category, votedAt };
};
