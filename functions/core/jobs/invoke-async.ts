import { signedPost } from './signed-post.js';

/**
 * Lambda's asynchronous Invoke (`InvocationType: Event`, DESIGN 9 "async invocation for one-off work"):
 * Lambda queues the event, answers 202 at once, runs the function, retries it twice on error and then
 * hands the event to the function's on-failure destination (infra/constructs/jobs.ts).
 *
 * The call is the documented REST request (POST /2015-03-31/functions/{name}/invocations with
 * X-Amz-Invocation-Type: Event) signed with SigV4, using the credentials and region the S3 client already
 * resolved — one small request, so no Lambda SDK client in the bundle. `AWS_ENDPOINT_URL_LAMBDA` (the SDK's
 * own variable) points it at the local stack's stand-in (infra/local/lambda-invoke.ts).
 */
const endpointOf = (region: string): string => process.env.AWS_ENDPOINT_URL_LAMBDA || `https://lambda.${region}.amazonaws.com`;

export const invokeAsync = async (functionName: string, payload: unknown): Promise<void> => {
  const path = `/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  const res = await signedPost('lambda', endpointOf, path, { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' }, JSON.stringify(payload));
  // 202 Accepted is the only success of an asynchronous invoke.
  if (res.status !== 202) throw new Error(`async invoke of ${functionName} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
};
