import { wallEndpointRoutes as endpointRoutes } from '../../../../shared/api/wall-endpoint-routes';
import { callApi } from '../../api/callApi';
import { isApiError } from '../../api/ApiError';
import { ConnectRefused } from '../../realtime/EventSocket';

/** Answers no retry can change: the wall link is revoked or invalid (401), of another event (403), or the event is gone (404). */
const REFUSED = new Set([401, 403, 404]);

/**
 * A fresh single-use connect ticket for the wall's listen-only socket (POST /api/wall/{code}/socket-ticket,
 * the wall token in the Authorization header). A refusal stops the socket's retries (ConnectRefused); the
 * wall's own re-read then shows why.
 */
export async function fetchWallSocketTicket(code: string, token: string, signal?: AbortSignal): Promise<string> {
  try {
    const { ticket } = await callApi(endpointRoutes.issueWallSocketTicket, { params: { code }, token }, signal);
    return ticket;
  } catch (error) {
    if (isApiError(error) && REFUSED.has(error.status)) throw new ConnectRefused(error.message, { cause: error });
    throw error;
  }
}
