import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { eventItemSchema, type EventItem } from './event-item.js';
import { ddb, keys, tableName } from './table.js';

/**
 * The event's creator-rights generation ("Sign out other phones", DESIGN 6): every credential that carries
 * creator rights names the generation it was issued in (its `epoch` claim), and only the current one is
 * honoured. Moving the generation on signs out every phone that held the rights before, at once.
 */
export interface CreatorStanding {
  /** The event's id: a creator credential names it (sub), so one of an earlier event under a reused code is refused. */
  id: string;
  /** Absent = 0. */
  creatorEpoch?: number;
}

/** The event's id and generation, read consistently (a sign-out applies from the next request); undefined if no such event. */
export const getCreatorStanding = async (code: string): Promise<CreatorStanding | undefined> => {
  const out = await ddb.send(
    new GetCommand({ TableName: tableName(), Key: keys.event(code), ProjectionExpression: 'id, creatorEpoch', ConsistentRead: true }),
  );
  const item = out.Item;
  if (!item || typeof item.id !== 'string') return undefined;
  return { id: item.id, ...(typeof item.creatorEpoch === 'number' ? { creatorEpoch: item.creatorEpoch } : {}) };
};

/** Moves the event's generation on by one and answers the event as it is now; undefined if no such event. */
export const advanceCreatorEpoch = async (code: string): Promise<EventItem | undefined> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'ADD creatorEpoch :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return eventItemSchema().parse(out.Attributes);
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return undefined;
    throw e;
  }
};
