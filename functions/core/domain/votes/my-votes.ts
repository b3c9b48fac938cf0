import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AwardCategoryId } from '../../../../shared/constants.js';
import type { MyVotes } from '../../../../shared/schemas/votes.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { requireActiveParticipant } from '../participants/require-active.js';

/** The caller's votes in this event (GSI2), for the device's voted list and the ballot. */
export const listMyVotes = async (code: string, voterId: string): Promise<MyVotes> => {
  return { votes: await queryVotes(code, voterId) };
};

/** The caller's votes, refusing a removed participant (the route; the ballot checks once for both). */
export const listMyVotesChecked = async (code: string, voterId: string): Promise<MyVotes> => {
  const [votes] = await Promise.all([queryVotes(code, voterId), requireActiveParticipant(code, voterId)]);
  return { votes };
};

const queryVotes = async (code: string, voterId: string): Promise<MyVotes['votes']> => {
  const votes: MyVotes['votes'] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.votesBy(code, voterId) },
        ProjectionExpression: 'photoId, category',
        ExclusiveStartKey: cursor,
      }),
    );
    for (const i of out.Items ?? []) votes.push({ photoId: String(i.photoId), category: String(i.category) as AwardCategoryId });
    cursor = out.LastEvaluatedKey;
  } while (cursor);
  return votes;
};
