const RETRY_MIN_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;

/**
 * When an outbox's failed send (an e-mail owed for something paid) is due again: after as long as it has been
 * failing (since `failingSince`, ISO; absent: just now), at least a minute, at most an hour — so a provider
 * down for hours is not asked every minute, and one back up is not waited on for long.
 */
export const nextRetryAt = (failingSince: string | undefined, at: Date): Date => {
  const failingFor = at.getTime() - Date.parse(failingSince ?? at.toISOString());
  return new Date(at.getTime() + Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, failingFor)));
};
