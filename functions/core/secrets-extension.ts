/**
 * Reads a Secrets Manager secret through AWS's Parameters and Secrets Lambda extension
 * (infra/constructs/house-function.ts `readsSecrets`): an HTTP call to localhost instead of the Secrets
 * Manager SDK client, which every bundle would otherwise carry and parse at cold start.
 */

/** The extension's documented defaults: port 2773, the caller proves itself with its session token. */
const extensionUrl = (arn: string): string =>
  `http://localhost:${process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773'}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`;

/** The secret's string value; `what` names it in errors (never the value). */
export const readSecretString = async (arn: string, what: string): Promise<string> => {
  const res = await fetch(extensionUrl(arn), { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } });
  if (!res.ok) throw new Error(`${what}: the secrets extension answered ${res.status}`);
  // The same body as Secrets Manager's GetSecretValue.
  const body = (await res.json()) as { SecretString?: unknown };
  if (typeof body.SecretString !== 'string' || body.SecretString === '') throw new Error(`${what} is empty`);
  return body.SecretString;
};
