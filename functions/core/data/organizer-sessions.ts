import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName, type ItemKey } from './table.js';

/**
 * The generation of an organizer's portal sessions (per e-mail; "Sign out other phones", DESIGN 6): every
 * organizer token names the generation it was issued in (its `epoch` claim), and only the current one is
 * honoured, as the event's creatorEpoch does for creator rights. The item exists once a sign-out moved it on.
 */
export const organizerSessionsKey = (email: string) => ({ PK: `ORGANIZER#${email}`, SK: 'SESSIONS' as const }) satisfies ItemKey;

/** The e-mail's current generation (absent item = 0), read consistently: a sign-out applies from the next request. */
export const getOrganizerSessionEpoch = async (email: string): Promise<number> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: organizerSessionsKey(email), ProjectionExpression: 'epoch', ConsistentRead: true }));
  return typeof out.Item?.epoch === 'number' ? out.Item.epoch : 0;
};

/** Moves the e-mail's generation on by one: every organizer session issued before ends. Answers the new one. */
export const advanceOrganizerSessionEpoch = async (email: string): Promise<number> => {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: organizerSessionsKey(email),
      UpdateExpression: 'ADD epoch :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.epoch ?? 1);
};
