import { eventCodeParamsSchema } from '../../schemas/events.js';
import { socketTicketResponseSchema } from '../../schemas/realtime.js';
import { defineEndpoint } from '../endpoint.js';
import { guestEndpointRoutes } from '../guest-endpoint-routes.js';

/** The event socket's tickets. A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const realtimeEndpoints = {
  issueSocketTicket: defineEndpoint({
    ...guestEndpointRoutes.issueSocketTicket,
    summary: "A single-use ticket (about a minute) for opening the event's WebSocket; refused once the caller was removed",
    params: eventCodeParamsSchema,
    response: socketTicketResponseSchema,
    successStatus: 200,
  }),
};
