import { failureFields } from './failure-fields.js';
import { log } from './log.js';

/**
 * A background handler (a job, a queue's, a stream's) whose failure is logged with its stack in our sources'
 * positions (failure-fields.ts) before it goes back to Lambda, which retries it and logs it once more with
 * the bundle's minified positions (functions run without --enable-source-maps: house-function.ts).
 */
export const failureLogged =
  <A extends unknown[], R>(name: string, handler: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } catch (err) {
      log.error(`${name} failed`, { error: await failureFields(err) });
      throw err;
    }
  };
