import type * as z from 'zod/mini';
import { authenticate } from './authenticate.js';
import type { Contract } from './contract.js';
import { wrapHandler, type HandlerRequest, type HttpHandler } from './wrap-handler.js';

export type { HandlerRequest, HttpHandler } from './wrap-handler.js';

/**
 * The handler of a route of any auth kind (wrap-handler.ts): the credential is checked by authenticate.ts.
 * A public route uses define-public-handler.ts instead, which leaves the token verifier out of its bundle.
 */
export const defineHandler = <P extends z.core.$ZodType, Q extends z.core.$ZodType, B extends z.core.$ZodType, R extends z.core.$ZodType>(
  contract: Contract<P, Q, B, R>,
  run: (req: HandlerRequest<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>,
): HttpHandler => wrapHandler(contract, authenticate, run);
