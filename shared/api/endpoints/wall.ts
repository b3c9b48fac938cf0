import * as z from 'zod/mini';
import { eventCodeParamsSchema } from '../../schemas/events.js';
import { photoIdParamsSchema } from '../../schemas/photos.js';
import { socketTicketResponseSchema } from '../../schemas/realtime.js';
import { wallLinkResponseSchema, wallPhotoSchema, wallRevokeResponseSchema, wallViewSchema } from '../../schemas/wall.js';
import { defineEndpoint } from '../endpoint.js';
import { wallEndpointRoutes } from '../wall-endpoint-routes.js';

/** The live wall (DESIGN 16). A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const wallEndpoints = {
  createWallLink: defineEndpoint({
    ...wallEndpointRoutes.createWallLink,
    summary: "A new wall link's read-only credential for a TV or projector (works without joining; the creator can revoke it)",
    params: eventCodeParamsSchema,
    response: wallLinkResponseSchema,
    successStatus: 201,
  }),
  revokeWallLinks: defineEndpoint({
    ...wallEndpointRoutes.revokeWallLinks,
    summary: "Revokes every wall link of the event: their walls are refused from the next read and their sockets closed",
    params: eventCodeParamsSchema,
    response: wallRevokeResponseSchema,
    successStatus: 200,
  }),
  getWall: defineEndpoint({
    ...wallEndpointRoutes.getWall,
    summary: 'What a live wall shows: the event, its newest photos and, after the end, the award winners',
    params: eventCodeParamsSchema,
    response: wallViewSchema,
    successStatus: 200,
  }),
  getWallPhoto: defineEndpoint({
    ...wallEndpointRoutes.getWallPhoto,
    summary: 'One photo for a live wall (after a photo-added message); 404 once hidden or deleted',
    params: z.extend(eventCodeParamsSchema, photoIdParamsSchema.shape),
    response: wallPhotoSchema,
    successStatus: 200,
  }),
  issueWallSocketTicket: defineEndpoint({
    ...wallEndpointRoutes.issueWallSocketTicket,
    summary: "A single-use ticket for a live wall's listen-only WebSocket of its event",
    params: eventCodeParamsSchema,
    response: socketTicketResponseSchema,
    successStatus: 200,
  }),
};
