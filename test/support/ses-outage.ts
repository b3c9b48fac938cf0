import { ulid } from 'ulid';

/**
 * Runs `work` while every SES call of this process fails (the mail provider is down), then restores it. The
 * handlers and jobs a test runs in-process share the one client (functions/core/email/ses.ts); imported on
 * first use, after useEmulators() set the environment.
 */
export const whileSesFails = async <T>(work: () => Promise<T>): Promise<T> => {
  const { sesClient } = await import('../../functions/core/email/ses.js');
  const name = `failSes-${ulid()}`;
  sesClient().middlewareStack.add(
    () => async () => {
      throw new Error('SES unavailable (test)');
    },
    { step: 'initialize', name },
  );
  try {
    return await work();
  } finally {
    sesClient().middlewareStack.remove(name);
  }
};
