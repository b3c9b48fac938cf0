import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EventSettingsRequest, EventView } from '#shared/schemas/events.js';
import { eventItemSchema, getEventItem, toEventView } from '../../data/event-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';

/**
 * The creator changes reveal-after-the-end before the start, never after: guests who already took photos
 * under one rule must not find them shown (or hidden) under another. One conditional write on the status.
 */
export const updateEventSettings = async (code: string, settings: EventSettingsRequest): Promise<EventView> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET revealAfterEnd = :reveal',
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':reveal': settings.revealAfterEnd, ':waiting': 'waiting' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toEventView(eventItemSchema().parse(out.Attributes));
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const event = await getEventItem(code);
    if (!event) throw domainError('EVENT_NOT_FOUND', code);
    throw domainError('SETTINGS_LOCKED', code);
  }
};
