import * as z from 'zod/mini';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { confirmPhotoResponseSchema, galleryPageSchema, galleryQuerySchema, photoIdParamsSchema, photoSlotRequestSchema, photoSlotResponseSchema } from '../../schemas/photos.js';
import { defineEndpoint } from '../endpoint.js';
import { guestEndpointRoutes } from '../guest-endpoint-routes.js';

/** Photo uploads (slot, confirm, release) and the gallery. A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const photoEndpoints = {
  requestPhotoSlot: defineEndpoint({
    ...guestEndpointRoutes.requestPhotoSlot,
    summary: "Take one unit of the caller's photo quota and get presigned PUT URLs for the three files",
    params: eventCodeParamsSchema,
    body: photoSlotRequestSchema,
    response: photoSlotResponseSchema,
    successStatus: 201,
    errors: [409],
  }),
  confirmPhoto: defineEndpoint({
    ...guestEndpointRoutes.confirmPhoto,
    summary: 'Check the uploaded files and record the photo (idempotent)',
    params: z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape),
    response: confirmPhotoResponseSchema,
    successStatus: 200,
    errors: [409],
  }),
  releasePhotoSlot: defineEndpoint({
    ...guestEndpointRoutes.releasePhotoSlot,
    summary: "Give back the caller's own unconfirmed upload slot (and its unit of quota) at once; idempotent",
    params: z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape),
    response: z.undefined(),
    successStatus: 204,
    errors: [409],
  }),
  listPhotos: defineEndpoint({
    ...guestEndpointRoutes.listPhotos,
    summary: 'Gallery page, newest first (all photos or only the caller\'s)',
    params: eventCodeParamsSchema,
    query: galleryQuerySchema,
    response: galleryPageSchema,
    successStatus: 200,
    errors: [410],
  }),
};
