import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ChallengeRealtimeMessage } from '../../../shared/schemas/challenges.js';
import type { RealtimeFrame, RealtimeMessage } from '../../../shared/schemas/realtime.js';

/** Every message the server pushes: the event's and photo challenges' (issue #33). */
export type ServerMessage = RealtimeMessage | ChallengeRealtimeMessage;
type ServerFrame = { messages: ServerMessage[] };
import { now } from '../clock.js';
import { deleteConnection, listEventConnections } from '../data/connection-item.js';
import { getEventItem } from '../data/event-item.js';
import { messagesFor, namesAPhoto } from '../domain/realtime/reveal-audience.js';
import { config } from '../config.js';
import { log } from '../log.js';

let client: ApiGatewayManagementApiClient | undefined;
const management = (): ApiGatewayManagementApiClient =>
  (client ??= new ApiGatewayManagementApiClient({ endpoint: config.wsManagementUrl }));

const encode = (frame: RealtimeFrame | ServerFrame): Uint8Array => new TextEncoder().encode(JSON.stringify(frame));
const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Posts one frame; false when the connection is gone (its item is then forgotten, and only that one). */
const post = async (connectionId: string, data: Uint8Array): Promise<boolean> => {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return true;
  } catch (e) {
    if (e instanceof GoneException) {
      await deleteConnection(connectionId);
      return false;
    }
    log.warn('post to connection failed', { connectionId, error: errorText(e) });
    return true;
  }
};

/**
 * Closes a removed participant's socket from the server side. The item goes even when the close call
 * fails, so no later frame reaches that socket; API Gateway then drops it at its idle or 2 h limit.
 */
const close = async (connectionId: string): Promise<void> => {
  try {
    await management().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (e) {
    if (!(e instanceof GoneException)) log.warn('closing a connection failed', { connectionId, error: errorText(e) });
  }
  await deleteConnection(connectionId);
};

/**
 * Sends one frame to every open connection of an event. Cost grows with connections × frames, not with
 * the number of changes inside a frame. A participant removed in this frame is told so on each of their
 * sockets — that message alone, nothing that came with or after it — and those sockets are then closed:
 * "kicked" means disconnected, not only told (a new socket needs a ticket, which they can no longer get).
 * A frame naming a photo reads the event too (one GetItem, next to the connections' Query): with reveal
 * after the end, before the end, each socket hears only its own owner's photos (reveal-audience.ts).
 * `uploaders`: the uploader of each photo a photo-removed names. `silenced`: connection owners that hear
 * nothing of this frame (a live wall revoked in the same batch, whose sockets the caller closes next).
 */
export const sendToEvent = async (
  eventCode: string,
  frame: RealtimeFrame | ServerFrame,
  uploaders: ReadonlyMap<string, string> = new Map(),
  silenced: ReadonlySet<string> = new Set(),
): Promise<void> => {
  const removals = new Map<string, RealtimeMessage>();
  for (const m of frame.messages) if (m.type === 'participant-kicked') removals.set(m.participantId, m);
  const [connections, event] = await Promise.all([
    listEventConnections(eventCode, now().getTime()),
    namesAPhoto(frame.messages) ? getEventItem(eventCode) : Promise.resolve(undefined),
  ]);
  // Each distinct frame is encoded once (most sockets hear the same one).
  const encoded = new Map<string, Uint8Array>();
  const dataFor = (owner: string): Uint8Array | undefined => {
    const messages = messagesFor(frame.messages, owner, event, uploaders);
    if (messages.length === 0) return undefined;
    const key = JSON.stringify(messages);
    const data = encoded.get(key) ?? encode({ messages });
    encoded.set(key, data);
    return data;
  };
  await Promise.all(
    connections.map(async ({ connectionId, participantId }) => {
      if (silenced.has(participantId)) return;
      const removal = removals.get(participantId);
      if (!removal) {
        const data = dataFor(participantId);
        if (data) await post(connectionId, data);
        return;
      }
      if (await post(connectionId, encode({ messages: [removal] }))) await close(connectionId);
    }),
  );
};

/**
 * Closes the open sockets of one connection owner of an event (a revoked live wall, wallConnectionOwner):
 * nothing more reaches them, and their next ticket is refused.
 */
export const closeConnectionsOf = async (eventCode: string, owner: string): Promise<void> => {
  const connections = await listEventConnections(eventCode, now().getTime());
  await Promise.all(connections.filter((c) => c.participantId === owner).map((c) => close(c.connectionId)));
};

/**
 * "Sign out other phones" moved the event's generation of creator rights on to `epoch`: the sockets opened by a
 * creator's guest session of an earlier generation (the lost phone's) are closed, as a kicked guest's are; the
 * phone that signed the others out, already on the new generation, keeps its own. Guests' sockets carry no
 * generation and are left alone.
 */
export const closeSignedOutCreators = async (eventCode: string, epoch: number): Promise<void> => {
  const connections = await listEventConnections(eventCode, now().getTime());
  await Promise.all(connections.filter((c) => c.creatorEpoch !== undefined && c.creatorEpoch < epoch).map((c) => close(c.connectionId)));
};
