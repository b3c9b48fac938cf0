/**
 * The token signing key, loaded once per container: TOKEN_SECRET on the local stack, or the Secrets
 * Manager secret named by TOKEN_SECRET_ARN on AWS (fetched on first use, then cached), read through AWS's
 * Parameters and Secrets Lambda extension (infra/constructs/house-function.ts `readsSecrets`): an HTTP call
 * to localhost instead of the Secrets Manager SDK client, which every bundle would otherwise carry and parse
 * at cold start.
 */
let cached: Promise<Uint8Array> | undefined;

/** The extension's documented defaults: port 2773, the caller proves itself with its session token. */
const extensionUrl = (arn: string): string =>
  `http://localhost:${process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773'}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`;

const fromExtension = async (arn: string): Promise<string> => {
  const res = await fetch(extensionUrl(arn), { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } });
  if (!res.ok) throw new Error(`Token secret: the secrets extension answered ${res.status}`);
  // The same body as Secrets Manager's GetSecretValue.
  const body = (await res.json()) as { SecretString?: unknown };
  if (typeof body.SecretString !== 'string' || body.SecretString === '') throw new Error('Token secret is empty');
  return body.SecretString;
};

const load = async (): Promise<Uint8Array> => {
  const local = process.env.TOKEN_SECRET;
  if (local) return new TextEncoder().encode(local);
  const arn = process.env.TOKEN_SECRET_ARN;
  if (!arn) throw new Error('Missing environment variable TOKEN_SECRET or TOKEN_SECRET_ARN');
  return new TextEncoder().encode(await fromExtension(arn));
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
