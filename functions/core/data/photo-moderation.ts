import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, tableName } from './table.js';
import { ddb } from './table.js';
import { VOTED_PHOTOS_ATTR } from './vote-item.js';

/**
 * Moderation state of a photo item (DESIGN 16; session-4 contract): `hidden: true` (+ hiddenAt, hiddenBy)
 * keeps the item and its files but takes it out of every guest listing. Listings filter on the attribute
 * (gallery all and mine, the ballot's ring and its own-photo count); the awards' sparse VOTED index loses
 * the item (GSI1 keys removed), and votes on it are refused. A deleted photo is simply gone.
 */
export const HIDDEN_ATTR = 'hidden';

/** The filter every guest-facing read of photos adds (with HIDDEN_NAME: `hidden` is a reserved word). */
export const NOT_HIDDEN = 'attribute_not_exists(#hidden)';
export const HIDDEN_NAME = { '#hidden': HIDDEN_ATTR } as const;

/** Items per TransactWrite (DynamoDB's limit). */
export const TRANSACTION_LIMIT = 100;

/**
 * One voter's "photos voted on" counter moved by `delta` (the ballot's exact "anything left?" counts only
 * photos still in play: −1 when a photo they voted on is hidden or deleted, +1 when it is unhidden).
 */
export const votedPhotosUpdate = (code: string, voterId: string, delta: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: keys.participant(code, voterId),
    UpdateExpression: 'ADD #votedPhotos :delta',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#votedPhotos': VOTED_PHOTOS_ATTR },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** The voters beyond what fit in the moderation transaction, adjusted one write each (see the callers). */
export const adjustRemainingVoters = async (code: string, voterIds: readonly string[], delta: 1 | -1): Promise<void> => {
  for (let i = 0; i < voterIds.length; i += 25) {
    await Promise.all(voterIds.slice(i, i + 25).map((id) => ddb.send(new UpdateCommand(votedPhotosUpdate(code, id, delta).Update))));
  }
};
