import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { participantItemSchema, type ParticipantItem } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';

/**
 * THE participant rule every participant action applies to the caller's item, however it was read (Get,
 * BatchGet, a transaction's ALL_OLD): no item is an unknown participant (401, join again), an item that is
 * not active was removed by the organizer (403 KICKED).
 */
export function assertActive<T extends { isActive?: unknown }>(participant: T | undefined, detail?: string): asserts participant is T & { isActive: true } {
  if (!participant) throw domainError('UNAUTHORIZED', detail ?? 'no such participant');
  if (participant.isActive !== true) throw domainError('KICKED', detail);
}

/** The caller's participant item, refusing unknown (401) and removed (403 KICKED) participants. */
export const requireActiveParticipant = async (code: string, participantId: string): Promise<ParticipantItem> => {
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.participant(code, participantId), ConsistentRead: true }));
  const participant = got.Item ? participantItemSchema().parse(got.Item) : undefined;
  assertActive(participant, `participant ${participantId}`);
  return participant;
};
