import { endpoints } from '../../../shared/api/endpoints.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { buildOpenApi } from '../../core/openapi.js';
import { routes } from '../../routes.js';

/** Built on the first request, then kept for the container: no work at import (DESIGN section 12, cold start). */
let document: ReturnType<typeof buildOpenApi> | undefined;

export const handler = definePublicHandler(endpoints.getOpenApi, async () => (document ??= buildOpenApi(routes)));
