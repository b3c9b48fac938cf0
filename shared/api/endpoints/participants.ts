import * as z from 'zod/mini';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { kickRequestSchema, participantListSchema, participantParamsSchema, participantViewSchema } from '../../schemas/participants.js';
import { defineEndpoint } from '../endpoint.js';
import { guestEndpointRoutes } from '../guest-endpoint-routes.js';

/** The organizer's participant list and removals. A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const participantEndpoints = {
  listParticipants: defineEndpoint({
    ...guestEndpointRoutes.listParticipants,
    summary: 'Participants, newest join first (creator only)',
    params: eventCodeParamsSchema,
    response: participantListSchema,
    successStatus: 200,
  }),
  kickParticipant: defineEndpoint({
    ...guestEndpointRoutes.kickParticipant,
    summary: 'Remove a participant from the event (creator only)',
    params: z.extend(eventCodeParamsSchema, participantParamsSchema.shape),
    body: kickRequestSchema,
    response: participantViewSchema,
    successStatus: 200,
    errors: [409],
  }),
};
