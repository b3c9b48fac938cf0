import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the DynamoDB calls a piece of work makes, by command name, with the capacity DynamoDB reports:
 * a middleware on the handlers' own client (functions/core/data/table.ts `ddb`, the same module instance
 * the local stack's handler loader imports) asks for ReturnConsumedCapacity=TOTAL and records each call
 * made inside `counted(...)`. Work outside `counted` (the stream poller, other requests) is not recorded.
 * Import only after the local stack has set the environment (the client is built at import).
 */
export interface DdbCall {
  command: string;
  /** Capacity units DynamoDB reported (read + write), when it reported any. */
  capacity?: number;
  failed?: boolean;
}

const store = new AsyncLocalStorage<DdbCall[]>();
let installed: Promise<void> | undefined;

type Capacity = { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
const units = (c: Capacity): number | undefined => {
  if (!c) return undefined;
  const list = Array.isArray(c) ? c : [c];
  return list.reduce((a, x) => a + (x.CapacityUnits ?? 0), 0);
};

export const installDdbCounter = (): Promise<void> =>
  (installed ??= (async () => {
    const { ddb } = await import('../../../functions/core/data/table.js');
    ddb.middlewareStack.add(
      (next, context) => async (args) => {
        const calls = store.getStore();
        if (!calls) return next(args);
        const input = args.input as Record<string, unknown>;
        input.ReturnConsumedCapacity ??= 'TOTAL';
        const call: DdbCall = { command: String(context.commandName ?? 'unknown').replace(/Command$/, '') };
        calls.push(call);
        try {
          const out = await next(args);
          const capacity = units((out.output as { ConsumedCapacity?: Capacity }).ConsumedCapacity);
          if (capacity !== undefined) call.capacity = capacity;
          return out;
        } catch (e) {
          call.failed = true;
          throw e;
        }
      },
      { step: 'initialize', name: 'benchDdbCallCounter' },
    );
  })());

export const counted = async <T>(work: () => Promise<T>): Promise<{ result: T; calls: DdbCall[] }> => {
  const calls: DdbCall[] = [];
  const result = await store.run(calls, work);
  return { result, calls };
};
