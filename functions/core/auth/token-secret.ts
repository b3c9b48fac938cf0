/**
 * The token signing key, loaded once per container: TOKEN_SECRET on the local stack, or the Secrets
 * Manager secret named by TOKEN_SECRET_ARN on AWS (fetched on first use, then cached), read through AWS's
 * Parameters and Secrets Lambda extension (infra/constructs/house-function.ts `readsSecrets`): an HTTP call
 * to localhost instead of the Secrets Manager SDK client, which every bundle would otherwise carry and parse
 * at cold start.
 */
import { readSecretString } from '../secrets-extension.js';

let cached: Promise<Uint8Array> | undefined;

const load = async (): Promise<Uint8Array> => {
  const local = process.env.TOKEN_SECRET;
  if (local) return new TextEncoder().encode(local);
  const arn = process.env.TOKEN_SECRET_ARN;
  if (!arn) throw new Error('Missing environment variable TOKEN_SECRET or TOKEN_SECRET_ARN');
  return new TextEncoder().encode(await readSecretString(arn, 'Token secret'));
};

export const tokenSecret = (): Promise<Uint8Array> => {
  cached ??= load().catch((e: unknown) => {
    cached = undefined; // let the next call retry a transient failure (the extension still starting)
    throw e;
  });
  return cached;
};

/** Tests only: forget the loaded key. */
export const resetTokenSecretForTests = (): void => {
  cached = undefined;
};
