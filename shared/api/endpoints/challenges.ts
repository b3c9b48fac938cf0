import * as z from 'zod/mini';
import {
  challengePromptParamsSchema,
  challengesViewSchema,
  setChallengesRequestSchema,
  setPhotoChallengeRequestSchema,
  setPhotoChallengeResponseSchema,
} from '../../schemas/challenges.js';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { galleryPageSchema, galleryQuerySchema, photoIdParamsSchema } from '../../schemas/photos.js';
import { defineEndpoint } from '../endpoint.js';
import { challengeEndpointRoutes } from '../challenge-endpoint-routes.js';

/** Photo challenges (issue #33, DESIGN 16): prompts, progress, a photo's prompt, the photos of a prompt. */
export const challengeEndpoints = {
  getChallenges: defineEndpoint({
    ...challengeEndpointRoutes.getChallenges,
    summary: "The event's challenges with their photo counts and the caller's progress (guests never see hidden prompts)",
    params: eventCodeParamsSchema,
    response: challengesViewSchema,
    successStatus: 200,
  }),
  setChallenges: defineEndpoint({
    ...challengeEndpointRoutes.setChallenges,
    summary: 'Turn challenges on or off and set the prompts (creator only; until the event ends; a prompt with photos can be hidden, not removed)',
    params: eventCodeParamsSchema,
    body: setChallengesRequestSchema,
    response: challengesViewSchema,
    successStatus: 200,
    errors: [409],
  }),
  listChallengePhotos: defineEndpoint({
    ...challengeEndpointRoutes.listChallengePhotos,
    summary: "One challenge's photos, newest first (reveal after the end, before the end: only the caller's own)",
    params: z.extend(eventCodeParamsSchema, challengePromptParamsSchema.shape),
    query: z.omit(galleryQuerySchema, { mine: true }),
    response: galleryPageSchema,
    successStatus: 200,
    // 409: a prompt not on the event's card (or hidden from guests); 410: the free gallery is over.
    errors: [409, 410],
  }),
  setPhotoChallenge: defineEndpoint({
    ...challengeEndpointRoutes.setPhotoChallenge,
    summary: "Set or clear the challenge of the caller's own photo (one of the event's visible prompts; until the event ends)",
    params: z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape),
    body: setPhotoChallengeRequestSchema,
    response: setPhotoChallengeResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
};
