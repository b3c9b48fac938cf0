import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { eventCodeSchema } from '../../shared/schemas/common.js';
import { verifyToken } from '../core/auth/tokens.js';
import { now } from '../core/clock.js';
import { putConnection } from '../core/data/connection-item.js';
import { DomainError } from '../core/errors.js';
import { log } from '../core/log.js';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

/**
 * `$connect?event=CODE&token=…`: only a holder of a valid token for that very event may listen. The
 * connection is stored so the broadcaster can reach it; anything else refuses the upgrade.
 */
export const handler = async (event: ConnectEvent): Promise<APIGatewayProxyResultV2> => {
  const q = event.queryStringParameters ?? {};
  const code = eventCodeSchema.safeParse(q.event ?? '');
  if (!code.success || !q.token) return { statusCode: 400 };
  try {
    const claims = await verifyToken(q.token);
    if (claims.evt !== code.data) return { statusCode: 403 };
    await putConnection({ connectionId: event.requestContext.connectionId, eventCode: code.data, participantId: claims.sub }, now().getTime());
    return { statusCode: 200 };
  } catch (e) {
    if (e instanceof DomainError) return { statusCode: e.status };
    log.error('connect failed', { error: e instanceof Error ? e.message : String(e) });
    return { statusCode: 500 };
  }
};
