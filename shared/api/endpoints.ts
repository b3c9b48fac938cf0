import * as z from 'zod';
import { createEventRequestSchema, createEventResponseSchema, eventCodeParamsSchema, eventViewSchema } from '../schemas/events.js';
import {
  joinRequestSchema,
  meResponseSchema,
  participantListSchema,
  participantParamsSchema,
  participantViewSchema,
  sessionResponseSchema,
} from '../schemas/participants.js';
import { defineEndpoint } from './endpoint.js';

/** Every HTTP endpoint of the API. Add one here, then bind it to a handler in functions/routes.ts. */
export const endpoints = {
  createEvent: defineEndpoint({
    id: 'createEvent',
    method: 'POST',
    path: '/api/events',
    auth: 'public',
    summary: 'Create an event with a unique 6-character code; returns the creator credential',
    body: createEventRequestSchema,
    response: createEventResponseSchema,
    successStatus: 201,
  }),
  getEvent: defineEndpoint({
    id: 'getEvent',
    method: 'GET',
    path: '/api/events/{code}',
    auth: 'public',
    summary: 'Look up an event by its code (case-insensitive)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
  joinEvent: defineEndpoint({
    id: 'joinEvent',
    method: 'POST',
    path: '/api/events/{code}/join',
    auth: 'public',
    summary: 'Join an event by name (or continue as the participant of that name); returns a participant credential',
    params: eventCodeParamsSchema,
    body: joinRequestSchema,
    response: sessionResponseSchema,
    successStatus: 200,
  }),
  getMe: defineEndpoint({
    id: 'getMe',
    method: 'GET',
    path: '/api/events/{code}/me',
    auth: 'participant',
    summary: "The caller's event and participant state (revalidation, photo-count re-sync)",
    params: eventCodeParamsSchema,
    response: meResponseSchema,
    successStatus: 200,
  }),
  startEvent: defineEndpoint({
    id: 'startEvent',
    method: 'POST',
    path: '/api/events/{code}/start',
    auth: 'creator',
    summary: 'Start the event countdown (creator only, only from waiting)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
  endEvent: defineEndpoint({
    id: 'endEvent',
    method: 'POST',
    path: '/api/events/{code}/end',
    auth: 'creator',
    summary: 'End the event (creator only; idempotent once completed)',
    params: eventCodeParamsSchema,
    response: eventViewSchema,
    successStatus: 200,
  }),
  listParticipants: defineEndpoint({
    id: 'listParticipants',
    method: 'GET',
    path: '/api/events/{code}/participants',
    auth: 'creator',
    summary: 'Participants, newest join first (creator only)',
    params: eventCodeParamsSchema,
    response: participantListSchema,
    successStatus: 200,
  }),
  kickParticipant: defineEndpoint({
    id: 'kickParticipant',
    method: 'POST',
    path: '/api/events/{code}/participants/{participantId}/kick',
    auth: 'creator',
    summary: 'Remove a participant from the event (creator only)',
    params: eventCodeParamsSchema.extend(participantParamsSchema.shape),
    response: participantViewSchema,
    successStatus: 200,
  }),
  getOpenApi: defineEndpoint({
    id: 'getOpenApi',
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    response: z.looseObject({ openapi: z.string() }),
    successStatus: 200,
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
