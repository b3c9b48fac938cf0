import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query-all.js';
import { ddb, keys, tableName } from './table.js';
import { namedTransaction, withConflictRetry } from './transactions.js';

/** A WebSocket connection lives at most this long without a reconnect (API Gateway's own limit is 2 h). */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;
/** A used ticket is remembered a little past its own expiry (after that its signature check refuses it anyway). */
const USED_TICKET_GRACE_SECONDS = 60;

export interface ConnectionItem {
  connectionId: string;
  eventCode: string;
  participantId: string;
  /**
   * The creator's guest session's generation of creator rights (its ticket's `epoch`); absent for a guest. The
   * connection opens only while it is the event's, and "Sign out other phones" closes it (closeSignedOutCreators).
   */
  creatorEpoch?: number;
}

export interface ConnectTicket {
  jti: string;
  /** Epoch seconds (the ticket's `exp`). */
  exp: number;
}

export type OpenConnectionOutcome = 'opened' | 'ticket-used' | 'participant-inactive' | 'creator-signed-out';

/**
 * Stores a connection opened with a connect ticket, in ONE transaction that also uses the ticket up (a
 * conditional put of its id: single use) and checks that the participant is still active. Because the
 * kick is a transaction on the same participant item, either the kick comes first (this is refused) or
 * this comes first and the kick's stream record finds the connection item and closes the socket.
 * A creator's session also checks the event's generation of creator rights (one more item in the same
 * transaction): "Sign out other phones" either comes first (refused) or finds this connection and closes it.
 */
export const openConnection = async (c: ConnectionItem, ticket: ConnectTicket, nowMs: number): Promise<OpenConnectionOutcome> => {
  const table = tableName();
  const tx = namedTransaction({
    ticket: {
      Put: {
        TableName: table,
        Item: { ...keys.socketTicket(ticket.jti), entity: 'socket-ticket', ttl: ticket.exp + USED_TICKET_GRACE_SECONDS },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    participant: {
      ConditionCheck: {
        TableName: table,
        Key: keys.participant(c.eventCode, c.participantId),
        ConditionExpression: 'isActive = :t',
        ExpressionAttributeValues: { ':t': true },
      },
    },
    standing:
      c.creatorEpoch === undefined
        ? undefined
        : {
            ConditionCheck: {
              TableName: table,
              Key: keys.event(c.eventCode),
              // Generation 0 is stored as no attribute (domain/events/creator-standing.ts).
              ConditionExpression: c.creatorEpoch === 0 ? 'attribute_not_exists(creatorEpoch) OR creatorEpoch = :epoch' : 'creatorEpoch = :epoch',
              ExpressionAttributeValues: { ':epoch': c.creatorEpoch },
            },
          },
    connection: {
      Put: {
        TableName: table,
        Item: {
          ...keys.connection(c.connectionId),
          entity: 'connection',
          ...c,
          GSI1PK: keys.eventConnections(c.eventCode),
          GSI1SK: c.connectionId,
          ttl: Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS,
        },
      },
    },
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    return 'opened';
  } catch (e) {
    const why = tx.reasons(e);
    if (why?.ticket?.failed) return 'ticket-used';
    if (why?.participant?.failed) return 'participant-inactive';
    if (why?.standing?.failed) return 'creator-signed-out';
    throw e;
  }
};

/**
 * The owner recorded on a live wall's connection instead of a participant id (participant ids are hex, so
 * never this): the broadcaster sends the wall every message of its event and closes it when it is revoked.
 */
export const wallConnectionOwner = (wallId: string): string => `WALL#${wallId}`;

export type OpenWallConnectionOutcome = 'opened' | 'ticket-used' | 'wall-revoked';

/**
 * Stores a live wall's connection, in ONE transaction that uses the ticket up and checks that its wall link
 * still exists (not revoked, not expired): a revoke that comes first refuses this; one that comes after
 * finds the connection item from its stream record and closes the socket.
 */
export const openWallConnection = async (
  c: { connectionId: string; eventCode: string; wallId: string },
  ticket: ConnectTicket,
  nowMs: number,
): Promise<OpenWallConnectionOutcome> => {
  const table = tableName();
  const tx = namedTransaction({
    ticket: {
      Put: {
        TableName: table,
        Item: { ...keys.socketTicket(ticket.jti), entity: 'socket-ticket', ttl: ticket.exp + USED_TICKET_GRACE_SECONDS },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    wall: {
      ConditionCheck: {
        TableName: table,
        Key: keys.wall(c.eventCode, c.wallId),
        ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': Math.floor(nowMs / 1000) },
      },
    },
    connection: {
      Put: {
        TableName: table,
        Item: {
          ...keys.connection(c.connectionId),
          entity: 'connection',
          connectionId: c.connectionId,
          eventCode: c.eventCode,
          participantId: wallConnectionOwner(c.wallId),
          GSI1PK: keys.eventConnections(c.eventCode),
          GSI1SK: c.connectionId,
          ttl: Math.floor(nowMs / 1000) + CONNECTION_TTL_SECONDS,
        },
      },
    },
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    return 'opened';
  } catch (e) {
    const why = tx.reasons(e);
    if (why?.ticket?.failed) return 'ticket-used';
    if (why?.wall?.failed) return 'wall-revoked';
    throw e;
  }
};

export const deleteConnection = async (connectionId: string): Promise<void> => {
  await ddb.send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
};

export interface EventConnection {
  connectionId: string;
  participantId: string;
  /** Set on a creator's guest session's connection: its generation of creator rights. */
  creatorEpoch?: number;
}

/**
 * Open connections of an event with their participants (a kick closes that participant's ones), paged
 * through GSI1; expired items are skipped (DynamoDB Local never deletes).
 */
export const listEventConnections = async (eventCode: string, nowMs: number): Promise<EventConnection[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.eventConnections(eventCode) },
    ProjectionExpression: 'connectionId, participantId, creatorEpoch, #ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
  });
  return items
    .filter((i) => !(typeof i.ttl === 'number' && i.ttl * 1000 < nowMs))
    .flatMap((i) =>
      typeof i.connectionId === 'string' && typeof i.participantId === 'string'
        ? [{ connectionId: i.connectionId, participantId: i.participantId, ...(typeof i.creatorEpoch === 'number' ? { creatorEpoch: i.creatorEpoch } : {}) }]
        : [],
    );
};
