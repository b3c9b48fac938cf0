import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { now } from '../../clock.js';
import { participantItemSchema, toParticipantView } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { conflict, notFound } from '../../errors.js';

/**
 * Removes a guest: in one transaction the participant becomes inactive, frees their seat (the seat count is
 * of active participants) and the device they joined from is banned from the event, so "kicked" means out
 * under any name (DESIGN section 6). A participant who joined without a device id (an API client) is
 * removed but no device is banned. The creator cannot be removed; removing twice is harmless.
 */
export const kickParticipant = async (code: string, participantId: string): Promise<ParticipantView> => {
  const key = keys.participant(code, participantId);
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!got.Item) throw notFound('PARTICIPANT_NOT_FOUND', participantId);
  const target = participantItemSchema().parse(got.Item);
  if (target.isCreator) throw conflict('CANNOT_KICK_SELF');
  if (!target.isActive) return toParticipantView(target);

  const tx = namedTransaction({
    participant: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET isActive = :f',
        ConditionExpression: 'isActive = :t AND isCreator = :f',
        ExpressionAttributeValues: { ':t': true, ':f': false },
      },
    },
    seat: {
      Update: {
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'ADD participantCount :minus',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
    ban: target.deviceId
      ? {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.bannedDevice(code, target.deviceId),
              entity: 'bannedDevice',
              deviceId: target.deviceId,
              participantId,
              bannedAt: now().toISOString(),
            },
          },
        }
      : undefined,
  });

  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
  } catch (e) {
    // Kicked concurrently by another organizer device: the outcome (and the ban) is the same.
    if (!tx.reasons(e)?.participant?.failed) throw e;
  }
  return toParticipantView({ ...target, isActive: false });
};
