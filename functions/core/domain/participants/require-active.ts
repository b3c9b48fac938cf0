import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { participantItemSchema, type ParticipantItem } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { DomainError, unauthorized } from '../../errors.js';

/** The caller's participant item, refusing unknown (401) and removed (403 KICKED) participants. */
export const requireActiveParticipant = async (code: string, participantId: string): Promise<ParticipantItem> => {
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.participant(code, participantId), ConsistentRead: true }));
  if (!got.Item) throw unauthorized(`no participant ${participantId}`);
  const participant = participantItemSchema.parse(got.Item);
  if (!participant.isActive) throw new DomainError('KICKED', 403);
  return participant;
};
