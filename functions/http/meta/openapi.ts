import { definePublicHandler } from '../../core/http/define-public-handler.js';
import type { buildOpenApi } from '../../core/openapi.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/meta.js').then((m) => m.metaEndpoints.getOpenApi);

/**
 * The document needs every route's schemas: built on the first request, then kept for the container, and
 * the route table and the generator are loaded then too — nothing of it at module load (#31 item 3).
 */
let document: Promise<ReturnType<typeof buildOpenApi>> | undefined;
const buildDocument = async (): Promise<ReturnType<typeof buildOpenApi>> => {
  const [openApi, { routes }] = await Promise.all([import('../../core/openapi.js'), import('../../routes.js')]);
  return openApi.buildOpenApi(routes);
};

export const handler = definePublicHandler(contract, () =>
  (document ??= buildDocument().catch((err: unknown) => {
    document = undefined;
    throw err;
  })),
);
