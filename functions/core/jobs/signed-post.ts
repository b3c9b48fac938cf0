import { SignatureV4 } from '@smithy/signature-v4';
import { ddb } from '../data/table.js';

/**
 * One POST to an AWS service API, signed with SigV4 from the credentials, region and hash (Node's crypto) the
 * DynamoDB client already resolved — every function has that client: the few small job requests (Lambda's
 * async Invoke, SQS SendMessageBatch) need no SDK client of their own. (The S3 client served here before, and
 * so was loaded by the payment functions only to sign these: ~8 ms of their cold start.)
 * `endpointOf` gives the service's URL for the region (or the local stand-in's).
 */
export const signedPost = async (
  service: string,
  endpointOf: (region: string) => string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<Response> => {
  const [region, credentials] = await Promise.all([ddb.config.region(), ddb.config.credentials()]);
  const url = new URL(path, endpointOf(region));
  const signer = new SignatureV4({ service, region, credentials, sha256: ddb.config.sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    headers: { host: url.host, ...headers },
    body,
  });
  return fetch(url, { method: 'POST', headers: signed.headers, body });
};
