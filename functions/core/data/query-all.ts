import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from './table.js';

/**
 * Every item a Query matches, following LastEvaluatedKey page by page. For bounded collections only
 * (an event's participants, a voter's votes, voted photos): request paths that page for the client take
 * their cursor instead.
 */
export const queryAll = async (input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    items.push(...(out.Items ?? []));
    cursor = out.LastEvaluatedKey;
  } while (cursor);
  return items;
};
