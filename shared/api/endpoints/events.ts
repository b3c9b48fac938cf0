import { createEventRequestSchema, createEventResponseSchema, eventCodeParamsSchema, eventViewSchema } from '../../schemas/events.js';
import { joinRequestSchema, meResponseSchema, sessionResponseSchema } from '../../schemas/participants.js';
import { defineEndpoint } from '../endpoint.js';
import { guestEndpointRoutes } from '../guest-endpoint-routes.js';

/** Events: create, look up, join, own state, start and end. A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const eventEndpoints = {
  createEvent: defineEndpoint({
    ...guestEndpointRoutes.createEvent,
    summary: 'Create an event with a unique 6-character code; returns the creator credential',
    body: createEventRequestSchema,
    response: createEventResponseSchema,
    successStatus: 201,
  }),
  getEvent: defineEndpoint({
    ...guestEndpointRoutes.getEvent,
    summary: 'Look up an event by its code (case-insensitive)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
  joinEvent: defineEndpoint({
    ...guestEndpointRoutes.joinEvent,
    summary: 'Join an event by name (or continue as the participant of that name); returns a participant credential',
    params: eventCodeParamsSchema,
    body: joinRequestSchema,
    response: sessionResponseSchema,
    successStatus: 200,
    errors: [401, 403, 409],
  }),
  getMe: defineEndpoint({
    ...guestEndpointRoutes.getMe,
    summary: "The caller's event and participant state (revalidation, photo-count re-sync)",
    params: eventCodeParamsSchema,
    response: meResponseSchema,
    successStatus: 200,
  }),
  startEvent: defineEndpoint({
    ...guestEndpointRoutes.startEvent,
    summary: 'Start the event countdown (creator only, only from waiting)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
    errors: [409],
  }),
  endEvent: defineEndpoint({
    ...guestEndpointRoutes.endEvent,
    summary: 'End the event (creator only; idempotent once completed)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
};
