import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ParticipantView } from '../../../../shared/schemas/participants.js';
import { participantItemSchema, toParticipantView } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { cancellationReasons, withConflictRetry } from '../../data/transactions.js';
import { conflict, notFound } from '../../errors.js';

/**
 * Removes a guest: the participant becomes inactive and frees their seat in one transaction (the seat
 * count is of active participants). The creator cannot be removed; removing twice is harmless.
 */
export const kickParticipant = async (code: string, participantId: string): Promise<ParticipantView> => {
  const key = keys.participant(code, participantId);
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!got.Item) throw notFound('PARTICIPANT_NOT_FOUND', participantId);
  const target = participantItemSchema.parse(got.Item);
  if (target.isCreator) throw conflict('CANNOT_KICK_SELF');
  if (!target.isActive) return toParticipantView(target);

  try {
    await withConflictRetry(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: key,
                UpdateExpression: 'SET isActive = :f',
                ConditionExpression: 'isActive = :t AND isCreator = :f',
                ExpressionAttributeValues: { ':t': true, ':f': false },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: keys.event(code),
                UpdateExpression: 'ADD participantCount :minus',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
          ],
        }),
      ),
    );
  } catch (e) {
    // Kicked concurrently by another organizer device: the outcome is the same.
    if (cancellationReasons(e)?.[0]?.code !== 'ConditionalCheckFailed') throw e;
  }
  return toParticipantView({ ...target, isActive: false });
};
