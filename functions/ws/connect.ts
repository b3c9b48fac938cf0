import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { eventCodeProblem, normalizeEventCode } from '../../shared/rules/code-and-name.js';
import { now } from '../core/clock.js';
import { openSocket } from '../core/domain/realtime/open-socket.js';
import { DomainError } from '../core/errors.js';
import { log } from '../core/log.js';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

/**
 * `$connect?event=CODE&ticket=…`: only a holder of a fresh connect ticket (POST …/socket-ticket) for that
 * very event, still in it, may listen. The URL of an upgrade reaches access logs, so it never carries the
 * long-lived participant token (`token=` is refused like any other missing ticket). The connection is
 * stored so the broadcaster can reach it; anything else refuses the upgrade.
 */
export const handler = async (event: ConnectEvent): Promise<APIGatewayProxyResultV2> => {
  const q = event.queryStringParameters ?? {};
  const typed = q.event ?? '';
  // The join form's rule itself (eventCodeSchema runs the same): no schema module to build for an upgrade.
  if (eventCodeProblem(typed)) return { statusCode: 400 };
  if (!q.ticket) return { statusCode: 401 };
  try {
    await openSocket(event.requestContext.connectionId, normalizeEventCode(typed), q.ticket, now());
    return { statusCode: 200 };
  } catch (e) {
    if (e instanceof DomainError) return { statusCode: e.status };
    log.error('connect failed', { error: e instanceof Error ? e.message : String(e) });
    return { statusCode: 500 };
  }
};
