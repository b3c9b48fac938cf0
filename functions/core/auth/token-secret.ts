/**
 * The token signing key, loaded once per container: TOKEN_SECRET on the local stack, or the Secrets
 * Manager secret named by TOKEN_SECRET_ARN on AWS (fetched on first use, then cached).
 */
let cached: Promise<Uint8Array> | undefined;

const load = async (): Promise<Uint8Array> => {
  const local = process.env.TOKEN_SECRET;
  if (local) return new TextEncoder().encode(local);
  const arn = process.env.TOKEN_SECRET_ARN;
  if (!arn) throw new Error('Missing environment variable TOKEN_SECRET or TOKEN_SECRET_ARN');
  // Loaded lazily so routes that never sign or verify do not pay for the client at start-up.
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('Token secret is empty');
  return new TextEncoder().encode(out.SecretString);
};

export const tokenSecret = (): Promise<Uint8Array> => {
  cached ??= load().catch((e: unknown) => {
    cached = undefined; // let the next call retry a transient failure
    throw e;
  });
  return cached;
};
