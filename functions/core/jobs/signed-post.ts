import { SignatureV4 } from '@smithy/signature-v4';
import { s3 } from '../s3.js';

/**
 * One POST to an AWS service API, signed with SigV4 from the credentials and region the S3 client already
 * resolved, and its hash (Node's crypto; a JS SHA-256 package would add ~5 KB to every job-starting bundle):
 * the few small job requests (Lambda's async Invoke, SQS SendMessageBatch) need no SDK client of their own.
 * `endpointOf` gives the service's URL for the region (or the local stand-in's).
 */
export const signedPost = async (
  service: string,
  endpointOf: (region: string) => string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<Response> => {
  const [region, credentials] = await Promise.all([s3.config.region(), s3.config.credentials()]);
  const url = new URL(path, endpointOf(region));
  const signer = new SignatureV4({ service, region, credentials, sha256: s3.config.sha256 });
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
