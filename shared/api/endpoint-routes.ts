import { addOnEndpointRoutes } from './add-on-endpoint-routes.js';
import { challengeEndpointRoutes } from './challenge-endpoint-routes.js';
import { commerceEndpointRoutes } from './commerce-endpoint-routes.js';
import { guestEndpointRoutes } from './guest-endpoint-routes.js';
import { organizerEndpointRoutes } from './organizer-endpoint-routes.js';
import { photoModerationEndpointRoutes } from './photo-moderation-endpoint-routes.js';
import { staffEndpointRoutes } from './staff-endpoint-routes.js';
import { wallEndpointRoutes } from './wall-endpoint-routes.js';

/**
 * Every endpoint's id, method, path and auth (no schemas): endpoints.ts spreads these; nothing repeats them.
 * Guest screens import guest-endpoint-routes.ts instead, to keep other areas' routes out of the guest entry.
 */
export const endpointRoutes = { ...guestEndpointRoutes, ...photoModerationEndpointRoutes, ...wallEndpointRoutes, ...commerceEndpointRoutes, ...staffEndpointRoutes, ...organizerEndpointRoutes, ...addOnEndpointRoutes, ...challengeEndpointRoutes } as const;

export type EndpointRoutes = typeof endpointRoutes;
