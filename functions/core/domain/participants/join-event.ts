import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionResponse } from '#shared/schemas/participants.js';
import type { TokenClaims } from '../../auth/tokens.js';
import { now } from '../../clock.js';
import { toEventView, type EventItem } from '../../data/event-item.js';
import { nameKey, participantIdOf, participantItemSchema, toParticipantView, type ParticipantItem } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { conflict, DomainError, forbidden, notFound } from '../../errors.js';
import { assertCreatorStanding } from '../events/creator-standing.js';
import { isOver } from '../events/event-rules.js';
import { lookupEventGuarded, type RateClient } from '../events/guarded-lookup.js';
import { participantToken } from './participant-token.js';
import { assertActive } from './require-active.js';

export interface JoinAttempt {
  code: string;
  /** Already trimmed and collapsed (join-name.ts). */
  name: string;
  /** What the `joining` auth verified for this event: the creator credential or a participant token. */
  credential?: TokenClaims;
  /** The browser's device id; absent for API clients, which then cannot be banned by device. */
  deviceId?: string;
  /** Rate-limit identity for unknown codes. */
  client: RateClient;
}

const kicked = (detail: string) => new DomainError('KICKED', 403, detail);

/**
 * Join in the spec's order (not found → ended → full) with at most two database calls: a read for the
 * event (with the caller's unknown-code counter), then ONE transaction that takes a seat on condition the
 * event is below capacity and not completed, checks the device is not banned from the event, and creates
 * the participant on condition no one of that name exists. So concurrent joins never exceed
 * max_participants, a name is one person, and a kicked device stays out under any name.
 *
 * After the end only the creator credential gets in (the organizer's purchases), held to no capacity.
 *
 * An existing name continues as that participant (the spec's rejoin, no seat taken) only for the device
 * that holds its session — it presents that participant's token — or, for the creator participant, the
 * creator credential (DESIGN section 6). The organizer's name is reserved the same way before anyone took it.
 */
export const joinEvent = async ({ code, name, credential, deviceId, client }: JoinAttempt): Promise<SessionResponse> => {
  const at = now();
  const event = await lookupEventGuarded(code, client);
  // A credential with creator rights must still hold them: checked on the event this read brings, not a second read.
  if (credential) assertCreatorStanding(credential, event);
  // After the end only the creator credential enters: purchases are the organizer's after the end (spec), from
  // whichever phone they manage the event from now ("Manage on this phone"). Guests stay out (spec).
  const over = isOver(event, at);
  if (over && credential?.role !== 'creator') throw conflict('EVENT_ENDED');

  const id = participantIdOf(code, name);
  // A participant token proves one name only: presented with another name it is a mistake, refused.
  if (credential?.role === 'participant' && credential.sub !== id) throw forbidden('join with the participant token of another name');
  const asCreator = credential?.role === 'creator';
  if (!credential && nameKey(name) === nameKey(event.organizerName)) throw conflict('NAME_TAKEN', 'the organizer name without the creator credential');

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
    ...(deviceId ? { deviceId } : {}),
  };

  const tx = namedTransaction({
    seat: {
      Update: {
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'ADD participantCount :one',
        // The organizer after the end is no guest of the party: counted, but held to no capacity.
        ...(over
          ? { ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':one': 1 } }
          : {
              ConditionExpression: 'participantCount < maxParticipants AND #status <> :completed',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':one': 1, ':completed': 'completed' },
            }),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    device: deviceId
      ? { ConditionCheck: { TableName: tableName(), Key: keys.bannedDevice(code, deviceId), ConditionExpression: 'attribute_not_exists(PK)' } }
      : undefined,
    person: {
      Put: {
        TableName: tableName(),
        Item: fresh,
        ConditionExpression: 'attribute_not_exists(PK)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  });

  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
  } catch (e) {
    const why = tx.reasons(e);
    if (!why) throw e;
    const seatItem = why.seat?.item as Partial<EventItem> | undefined;
    if (why.seat?.failed && seatItem?.status === 'completed' && !over) throw conflict('EVENT_ENDED');
    if (why.device?.failed) throw kicked(`banned device tried to join ${code} as ${id}`);
    if (why.person?.failed && why.person.item) return continueAs(event, participantItemSchema().parse(why.person.item), credential, at);
    if (why.seat?.failed) {
      if (!seatItem) throw notFound('EVENT_NOT_FOUND', code);
      throw conflict('EVENT_FULL');
    }
    throw e;
  }

  const joined = { ...event, participantCount: event.participantCount + 1 };
  return { event: toEventView(joined), participant: toParticipantView(fresh), token: await participantToken(event, fresh, creatorEpochOf(asCreator, credential), at) };
};

/**
 * The spec's rejoin: same name, same participant — for the device that holds that participant's session
 * (its token), or the creator's device (creator credential) for the creator participant. Anyone else is
 * asked for another name; a removed participant stays removed.
 */
const continueAs = async (event: EventItem, existing: ParticipantItem, credential: TokenClaims | undefined, at: Date): Promise<SessionResponse> => {
  assertActive(existing, `kicked participant ${existing.id} tried to rejoin`);
  const holdsSession = credential?.role === 'participant' && credential.sub === existing.id;
  const isCreatorsDevice = credential?.role === 'creator' && existing.isCreator;
  if (!holdsSession && !isCreatorsDevice) throw conflict('NAME_TAKEN', `name of ${existing.id} typed by another device`);
  return {
    event: toEventView(event),
    participant: toParticipantView(existing),
    token: await participantToken(event, existing, creatorEpochOf(existing.isCreator, credential), at),
  };
};

/**
 * The generation a creator participant's token carries: the presented credential's, which was just found
 * current — not the event's as read, so a join racing "Sign out other phones" cannot come out with the new one.
 * undefined: no creator rights. A creator participant rejoining without a credential (none today) gets 0.
 */
const creatorEpochOf = (isCreator: boolean, credential: TokenClaims | undefined): number | undefined =>
  isCreator ? (credential?.epoch ?? 0) : undefined;
