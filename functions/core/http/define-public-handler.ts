import type * as z from 'zod/mini';
import type { Endpoint } from '../../../shared/api/endpoint.js';
import type { Contract } from './contract.js';
import { orderAuth } from './order-auth.js';
import { wrapHandler, type Authenticator, type HandlerRequest, type HttpHandler } from './wrap-handler.js';

/** Public routes read no credential; order routes read only the order token header (no JWT involved). */
const nobody: Authenticator = async (auth, event) => (auth === 'order' ? orderAuth(event) : { kind: 'public' });

/**
 * The handler of a public route (no credential read): like defineHandler, without importing the token
 * verifier, so the function does not load jose nor parse the Secrets Manager client at cold start (#12.1).
 * Refuses an endpoint that is not public (at load, or when a loaded contract loads): that one needs
 * defineHandler's authentication.
 */
export const definePublicHandler = <P extends z.core.$ZodType, Q extends z.core.$ZodType, B extends z.core.$ZodType, R extends z.core.$ZodType>(
  contract: Contract<P, Q, B, R>,
  run: (req: HandlerRequest<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>,
): HttpHandler => {
  // A contract given as is is checked at module load; a loaded one when it loads (its first request then fails).
  if (typeof contract !== 'function') publicOnly(contract);
  return wrapHandler(typeof contract === 'function' ? () => contract().then(publicOnly) : contract, nobody, run);
};

const publicOnly = <E extends Endpoint>(endpoint: E): E => {
  if (endpoint.auth !== 'public' && endpoint.auth !== 'order') throw new Error(`${endpoint.id} is ${endpoint.auth}, not public: use defineHandler`);
  return endpoint;
};
