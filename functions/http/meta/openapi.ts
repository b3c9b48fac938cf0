import { endpoints } from '../../../shared/api/endpoints.js';
import { defineHandler } from '../../core/http/define-handler.js';
import { buildOpenApi } from '../../core/openapi.js';
import { routes } from '../../routes.js';

/** Built once per container: the document only changes with a deploy. */
const document = buildOpenApi(routes);

export const handler = defineHandler(endpoints.getOpenApi, async () => document);
