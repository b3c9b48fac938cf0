import { z } from 'zod';
import { createEventRequestSchema, createEventResponseSchema, eventCodeParamsSchema, eventViewSchema } from '../schemas/events.js';
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
