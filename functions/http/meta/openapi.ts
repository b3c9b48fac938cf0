import { endpoints } from '../../../shared/api/endpoints.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { buildOpenApi } from '../../core/openapi.js';
import { routes } from '../../routes.js';

/** Built on the first request, then kept for the container: no work at import (DESIGN section 12, cold start). */
let document: ReturnType<typeof buildOpenApi> | undefined;

export const handler = defineHandler(endpoints.getOpenApi, async () => (document ??= buildOpenApi(routes)));
