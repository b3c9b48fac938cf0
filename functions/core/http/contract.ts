import type * as z from 'zod/mini';
import type { Endpoint } from '../../../shared/api/endpoint.js';

type Zod = z.core.$ZodType;

/**
 * A handler's endpoint contract, or a loader of it: `() => import('…/endpoints/<area>.js').then((m) => m.<area>Endpoints.x)`.
 * esbuild runs a module reached only through `import()` when it is first imported, so with a loader the
 * contract's zod schemas, and the schema modules behind them, are built on the first request instead of
 * at module load (#31 item 3: a handler's module load stays within 1.15 × its AWS clients loaded alone).
 */
export type Contract<P extends Zod, Q extends Zod, B extends Zod, R extends Zod> = Endpoint<P, Q, B, R> | (() => Promise<Endpoint<P, Q, B, R>>);

/** The endpoint of a contract, loaded once; a failed load is not kept (the next request tries again). */
export const contractLoader = <P extends Zod, Q extends Zod, B extends Zod, R extends Zod>(contract: Contract<P, Q, B, R>): (() => Promise<Endpoint<P, Q, B, R>>) => {
  if (typeof contract !== 'function') return () => Promise.resolve(contract);
  let loading: Promise<Endpoint<P, Q, B, R>> | undefined;
  return () =>
    (loading ??= contract().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
};
