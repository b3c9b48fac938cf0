import type { AwardCategoryId } from '../../../../shared/constants.js';
import type { MyVotes } from '../../../../shared/schemas/votes.js';
import { queryAll } from '../../data/query-all.js';
import { keys, tableName } from '../../data/table.js';
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
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.votesBy(code, voterId) },
    ProjectionExpression: 'photoId, category',
  });
  return items.map((i) => ({ photoId: String(i.photoId), category: String(i.category) as AwardCategoryId }));
};
