import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeFrame } from '../../../shared/schemas/realtime.js';
import { now } from '../clock.js';
import { deleteConnection, listEventConnectionIds } from '../data/connection-item.js';
import { config } from '../config.js';
import { log } from '../log.js';

let client: ApiGatewayManagementApiClient | undefined;
const management = (): ApiGatewayManagementApiClient =>
  (client ??= new ApiGatewayManagementApiClient({ endpoint: config.wsManagementUrl }));

/**
 * Sends one frame to every open connection of an event. Cost grows with connections × frames, not with
 * the number of changes inside a frame. A gone connection (410) is forgotten, and only that one.
 */
export const sendToEvent = async (eventCode: string, frame: RealtimeFrame): Promise<void> => {
  const ids = await listEventConnectionIds(eventCode, now().getTime());
  const data = new TextEncoder().encode(JSON.stringify(frame));
  await Promise.all(
    ids.map(async (ConnectionId) => {
      try {
        await management().send(new PostToConnectionCommand({ ConnectionId, Data: data }));
      } catch (e) {
        if (e instanceof GoneException) await deleteConnection(ConnectionId);
        else log.warn('post to connection failed', { connectionId: ConnectionId, error: e instanceof Error ? e.message : String(e) });
      }
    }),
  );
};
