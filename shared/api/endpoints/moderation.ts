import * as z from 'zod/mini';
import { eventCodeParamsSchema, eventSettingsRequestSchema, eventViewSchema } from '../../schemas/events.js';
import { deletePhotoRequestSchema } from '../../schemas/moderation.js';
import { photoIdParamsSchema } from '../../schemas/photos.js';
import { defineEndpoint } from '../endpoint.js';
import { photoModerationEndpointRoutes } from '../photo-moderation-endpoint-routes.js';

const photoParams = z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape);

/** Photo moderation and reveal after the end (DESIGN 16): the creator hides, shows again or deletes any photo; a guest deletes their own; the reveal setting. */
export const moderationEndpoints = {
  hidePhoto: defineEndpoint({
    ...photoModerationEndpointRoutes.hidePhoto,
    summary: 'Hide a photo from every gallery, ballot, award and wall (creator only; idempotent)',
    params: photoParams,
    response: z.undefined(),
    successStatus: 204,
  }),
  unhidePhoto: defineEndpoint({
    ...photoModerationEndpointRoutes.unhidePhoto,
    summary: 'Show a hidden photo again (creator only; idempotent)',
    params: photoParams,
    response: z.undefined(),
    successStatus: 204,
  }),
  deletePhoto: defineEndpoint({
    ...photoModerationEndpointRoutes.deletePhoto,
    summary: "Delete a photo and its files (the creator: any photo, optionally freeing the guest's unit of quota; a guest: their own)",
    params: photoParams,
    body: deletePhotoRequestSchema,
    response: z.undefined(),
    successStatus: 204,
  }),
  updateEventSettings: defineEndpoint({
    ...photoModerationEndpointRoutes.updateEventSettings,
    summary: 'Change the event settings (reveal after the end) before the start (creator only)',
    params: eventCodeParamsSchema,
    body: eventSettingsRequestSchema,
    response: eventViewSchema,
    successStatus: 200,
    errors: [409],
  }),
};
