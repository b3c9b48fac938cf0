import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionResponse } from '../../../../shared/schemas/participants.js';
import { now } from '../../clock.js';
import { toEventView, type EventItem } from '../../data/event-item.js';
import { participantIdOf, participantItemSchema, toParticipantView, type ParticipantItem } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { cancellationReasons, withConflictRetry } from '../../data/transactions.js';
import { conflict, notFound } from '../../errors.js';
import { isOver } from '../events/event-rules.js';
import { lookupEventGuarded } from '../events/guarded-lookup.js';
import { participantToken } from './participant-token.js';
import { assertActive } from './require-active.js';

/**
 * Join in the spec's order (not found → ended → full) with at most two database calls: a read for the
 * event (with the caller's unknown-code counter), then ONE transaction that takes a seat on condition the event is below capacity and not
 * completed, and creates the participant on condition no one of that name exists. So concurrent joins can
 * never exceed max_participants, and a returning name continues as that participant (no seat taken).
 */
export const joinEvent = async (code: string, name: string, asCreator: boolean, client: string): Promise<SessionResponse> => {
  const at = now();
  const event = await lookupEventGuarded(code, client);
  if (isOver(event, at)) throw conflict('EVENT_ENDED');

  const id = participantIdOf(code, name);
  const fresh: ParticipantItem = {
    ...keys.participant(code, id),
    entity: 'participant',
    id,
    eventCode: code,
    name,
    isCreator: asCreator,
    isActive: true,
    photosTaken: 0,
    maxPhotos: event.maxPhotosPerUser,
    joinedAt: at.toISOString(),
  };

  try {
    await withConflictRetry(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.event(code),
                UpdateExpression: 'ADD participantCount :one',
                ConditionExpression: 'participantCount < maxParticipants AND #status <> :completed',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':one': 1, ':completed': 'completed' },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            {
              Put: {
                TableName: tableName(),
                Item: fresh,
                ConditionExpression: 'attribute_not_exists(PK)',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      ),
    );
  } catch (e) {
    const reasons = cancellationReasons(e);
    if (!reasons) throw e;
    const [seat, person] = reasons;
    const seatItem = seat?.item as Partial<EventItem> | undefined;
    if (seat?.code === 'ConditionalCheckFailed' && seatItem?.status === 'completed') throw conflict('EVENT_ENDED');
    if (person?.code === 'ConditionalCheckFailed' && person.item) {
      return continueAs(event, participantItemSchema.parse(person.item), asCreator, at);
    }
    if (seat?.code === 'ConditionalCheckFailed') {
      if (!seatItem) throw notFound('EVENT_NOT_FOUND', code);
      throw conflict('EVENT_FULL');
    }
    throw e;
  }

  const joined = { ...event, participantCount: event.participantCount + 1 };
  return { event: toEventView(joined), participant: toParticipantView(fresh), token: await participantToken(event, fresh, asCreator, at) };
};

/** The spec's rejoin: same name, same participant — unless the organizer removed them. */
const continueAs = async (event: EventItem, existing: ParticipantItem, asCreator: boolean, at: Date): Promise<SessionResponse> => {
  assertActive(existing, `kicked participant ${existing.id} tried to rejoin`);
  let participant = existing;
  if (asCreator && !existing.isCreator) {
    // The organizer entering under a name a guest already used: the credential, not the name, grants rights.
    await ddb.send(
      new UpdateCommand({ TableName: tableName(), Key: keys.participant(event.code, existing.id), UpdateExpression: 'SET isCreator = :t', ExpressionAttributeValues: { ':t': true } }),
    );
    participant = { ...existing, isCreator: true };
  }
  return { event: toEventView(event), participant: toParticipantView(participant), token: await participantToken(event, participant, asCreator, at) };
};
