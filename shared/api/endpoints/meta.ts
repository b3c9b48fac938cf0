import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.js';
import { guestEndpointRoutes } from '../guest-endpoint-routes.js';

/** The API describing itself. A handler imports its area's module, so it builds only these schemas at cold start (#12.1). */
export const metaEndpoints = {
  getOpenApi: defineEndpoint({
    ...guestEndpointRoutes.getOpenApi,
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    response: z.looseObject({ openapi: z.string() }),
    successStatus: 200,
  }),
};
