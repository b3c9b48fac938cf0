/**
 * What a log entry says of a failure: its name, message and stack, the stack naming our sources rather than
 * the bundle's minified positions (source-mapped-stack.ts, imported here on the first failure a container
 * logs: it is no part of any function's import).
 */
export const failureFields = async (err: unknown): Promise<{ name: string; message: string; stack?: string } | string> => {
  if (!(err instanceof Error)) return String(err);
  let stack = err.stack;
  if (stack) {
    try {
      stack = (await import('./source-mapped-stack.js')).sourceMappedStack(stack);
    } catch {
      // The bundle's positions, then: the failure itself is what must reach the log.
    }
  }
  return { name: err.name, message: err.message, ...(stack ? { stack } : {}) };
};
