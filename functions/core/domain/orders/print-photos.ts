import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';

/**
 * The photos a prints order carries must be this event's (issue #16): one BatchGet of their keys (at most
 * 100, the largest bundle), projected to the key only. Unprocessed keys are asked again.
 */
export const refuseForeignPhotos = async (eventCode: string, photoIds: readonly string[]): Promise<void> => {
  if (photoIds.length === 0) return;
  const table = tableName();
  let pending: Record<string, unknown>[] = photoIds.map((id) => keys.photo(eventCode, id));
  let found = 0;
  for (let round = 0; pending.length > 0 && round < 5; round++) {
    const out = await ddb.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ProjectionExpression: 'PK' } } }));
    found += out.Responses?.[table]?.length ?? 0;
    pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
  }
  if (pending.length > 0 || found !== photoIds.length) throw domainError('ORDER_SELECTION_INVALID', `${photoIds.length - found} of the chosen photos are not this event's`);
};
