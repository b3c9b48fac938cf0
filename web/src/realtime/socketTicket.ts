import { guestEndpointRoutes as endpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import { callApi } from '../api/callApi';
import { isApiError } from '../api/ApiError';
import { ConnectRefused } from './EventSocket';

/**
 * Answers that no retry can change: the credential is refused (401), its holder was removed or it belongs
 * to another event (403), or the event is gone (404).
 */
const REFUSED = new Set([401, 403, 404]);

/**
 * A fresh single-use connect ticket for the event's socket (POST …/socket-ticket with the participant
 * token in the Authorization header, where it stays out of URLs). A refusal becomes ConnectRefused so the
 * socket stops retrying; a network failure or 5xx is retried by the socket's backoff.
 */
export async function fetchSocketTicket(code: string, token: string, signal?: AbortSignal): Promise<string> {
  try {
    const { ticket } = await callApi(endpointRoutes.issueSocketTicket, { params: { code }, token }, signal);
    return ticket;
  } catch (error) {
    if (isApiError(error) && REFUSED.has(error.status)) throw new ConnectRefused(error.message, { cause: error });
    throw error;
  }
}
