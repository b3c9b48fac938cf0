import { join } from 'node:path';
import { notFoundHandler, routes } from '../../functions/routes.js';
import { startGateway, type Gateway, type GatewayOptions } from '../../infra/local/gateway.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';

/**
 * The local gateway in front of the real functions (every route of functions/routes.ts, the notFound handler),
 * on a free port, quiet, no security headers unless `options` gives them: what integration tests start.
 */
export const startFunctionsGateway = (options: Partial<GatewayOptions> = {}): Promise<Gateway> =>
  startGateway({
    port: 0,
    routes: routes.map((r) => ({ method: r.endpoint.method, path: r.endpoint.path, handler: r.handler })),
    notFoundHandler,
    loader: createHandlerLoader(join(import.meta.dirname, '..', '..', 'functions')),
    headers: {},
    quiet: true,
    ...options,
  });
