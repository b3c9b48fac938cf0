import * as z from 'zod/mini';
import { createEventRequestSchema, createEventResponseSchema, eventCodeParamsSchema, eventViewSchema } from '../schemas/events.js';
import {
  joinRequestSchema,
  meResponseSchema,
  participantListSchema,
  participantParamsSchema,
  participantViewSchema,
  sessionResponseSchema,
} from '../schemas/participants.js';
import {
  confirmPhotoResponseSchema,
  galleryPageSchema,
  galleryQuerySchema,
  photoIdParamsSchema,
  photoSlotRequestSchema,
  photoSlotResponseSchema,
} from '../schemas/photos.js';
import { socketTicketResponseSchema } from '../schemas/realtime.js';
import { awardsSchema, ballotRequestSchema, ballotResponseSchema, myVotesSchema, voteRequestSchema, voteResultSchema } from '../schemas/votes.js';
import { defineEndpoint } from './endpoint.js';
import { endpointRoutes } from './endpoint-routes.js';

/** Every HTTP endpoint of the API. Add one here, then bind it to a handler in functions/routes.ts. */
export const endpoints = {
  createEvent: defineEndpoint({
    ...endpointRoutes.createEvent,
    summary: 'Create an event with a unique 6-character code; returns the creator credential',
    body: createEventRequestSchema,
    response: createEventResponseSchema,
    successStatus: 201,
  }),
  getEvent: defineEndpoint({
    ...endpointRoutes.getEvent,
    summary: 'Look up an event by its code (case-insensitive)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
  joinEvent: defineEndpoint({
    ...endpointRoutes.joinEvent,
    summary: 'Join an event by name (or continue as the participant of that name); returns a participant credential',
    params: eventCodeParamsSchema,
    body: joinRequestSchema,
    response: sessionResponseSchema,
    successStatus: 200,
    errors: [401, 403, 409],
  }),
  getMe: defineEndpoint({
    ...endpointRoutes.getMe,
    summary: "The caller's event and participant state (revalidation, photo-count re-sync)",
    params: eventCodeParamsSchema,
    response: meResponseSchema,
    successStatus: 200,
  }),
  startEvent: defineEndpoint({
    ...endpointRoutes.startEvent,
    summary: 'Start the event countdown (creator only, only from waiting)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
    errors: [409],
  }),
  endEvent: defineEndpoint({
    ...endpointRoutes.endEvent,
    summary: 'End the event (creator only; idempotent once completed)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
  listParticipants: defineEndpoint({
    ...endpointRoutes.listParticipants,
    summary: 'Participants, newest join first (creator only)',
    params: eventCodeParamsSchema,
    response: participantListSchema,
    successStatus: 200,
  }),
  kickParticipant: defineEndpoint({
    ...endpointRoutes.kickParticipant,
    summary: 'Remove a participant from the event (creator only)',
    params: z.extend(eventCodeParamsSchema, participantParamsSchema.shape),
    response: participantViewSchema,
    successStatus: 200,
    errors: [409],
  }),
  requestPhotoSlot: defineEndpoint({
    ...endpointRoutes.requestPhotoSlot,
    summary: "Take one unit of the caller's photo quota and get presigned PUT URLs for the three files",
    params: eventCodeParamsSchema,
    body: photoSlotRequestSchema,
    response: photoSlotResponseSchema,
    successStatus: 201,
    errors: [409],
  }),
  confirmPhoto: defineEndpoint({
    ...endpointRoutes.confirmPhoto,
    summary: 'Check the uploaded files and record the photo (idempotent)',
    params: z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape),
    response: confirmPhotoResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
  releasePhotoSlot: defineEndpoint({
    ...endpointRoutes.releasePhotoSlot,
    summary: "Give back the caller's own unconfirmed upload slot (and its unit of quota) at once; idempotent",
    params: z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape),
    response: z.undefined(),
    successStatus: 204,
    errors: [409],
  }),
  listPhotos: defineEndpoint({
    ...endpointRoutes.listPhotos,
    summary: 'Gallery page, newest first (all photos or only the caller\'s)',
    params: eventCodeParamsSchema,
    query: galleryQuerySchema,
    response: galleryPageSchema,
    successStatus: 200,
    errors: [410],
  }),
  nextBallot: defineEndpoint({
    ...endpointRoutes.nextBallot,
    summary: 'Hand out the next random photo the caller has not voted on (starts the 3-second observation)',
    params: eventCodeParamsSchema,
    body: ballotRequestSchema,
    response: ballotResponseSchema,
    successStatus: 200,
  }),
  castVote: defineEndpoint({
    ...endpointRoutes.castVote,
    summary: 'Vote for a photo in one award category (once per photo and category, while the event runs)',
    params: eventCodeParamsSchema,
    body: voteRequestSchema,
    response: voteResultSchema,
    successStatus: 201,
    errors: [409],
  }),
  listMyVotes: defineEndpoint({
    ...endpointRoutes.listMyVotes,
    summary: "The caller's votes in this event (re-syncs the device's voted list)",
    params: eventCodeParamsSchema,
    response: myVotesSchema,
    successStatus: 200,
  }),
  getAwards: defineEndpoint({
    ...endpointRoutes.getAwards,
    summary: 'Winners per award category, once the event has ended',
    params: eventCodeParamsSchema,
    response: awardsSchema,
    successStatus: 200,
    errors: [409],
  }),
  issueSocketTicket: defineEndpoint({
    ...endpointRoutes.issueSocketTicket,
    summary: "A single-use ticket (about a minute) for opening the event's WebSocket; refused once the caller was removed",
    params: eventCodeParamsSchema,
    response: socketTicketResponseSchema,
    successStatus: 200,
  }),
  getOpenApi: defineEndpoint({
    ...endpointRoutes.getOpenApi,
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    response: z.looseObject({ openapi: z.string() }),
    successStatus: 200,
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
