import { addOnEndpointRoutes } from './add-on-endpoint-routes.js';
import { challengeEndpointRoutes } from './challenge-endpoint-routes.js';
import { commerceEndpointRoutes } from './commerce-endpoint-routes.js';
import { guestEndpointRoutes } from './guest-endpoint-routes.js';
import { organizerEndpointRoutes } from './organizer-endpoint-routes.js';
import { photoModerationEndpointRoutes } from './photo-moderation-endpoint-routes.js';
import { staffEndpointRoutes } from './staff-endpoint-routes.js';
import { wallEndpointRoutes } from './wall-endpoint-routes.js';

/**
 * Every endpoint's id, method, path and auth (no schemas); nothing repeats them. The contracts in endpoints/
 * take each route from its own area's table, not from this spread (which cannot be tree-shaken): a handler
 * then carries its area's routes only. Guest screens import guest-endpoint-routes.ts for the same reason.
 */
export const endpointRoutes = { ...guestEndpointRoutes, ...photoModerationEndpointRoutes, ...wallEndpointRoutes, ...commerceEndpointRoutes, ...staffEndpointRoutes, ...organizerEndpointRoutes, ...addOnEndpointRoutes, ...challengeEndpointRoutes } as const;

export type EndpointRoutes = typeof endpointRoutes;
