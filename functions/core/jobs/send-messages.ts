import { signedPost } from './signed-post.js';

/**
 * SQS SendMessageBatch (the AWS JSON 1.0 protocol: POST / with X-Amz-Target AmazonSQS.SendMessageBatch),
 * signed with SigV4 from the credentials and region the S3 client already resolved — like invokeAsync, a few
 * small requests that need no SQS SDK client in the bundle. `AWS_ENDPOINT_URL_SQS` (the SDK's own variable)
 * points it at the local stack's stand-in (infra/local/lambda-invoke.ts). SQS takes 10 messages a batch;
 * a message it refused (Failed) is an error: the caller's job is retried and sends them all again.
 */
const BATCH = 10;
const endpointOf = (region: string): string => process.env.AWS_ENDPOINT_URL_SQS || `https://sqs.${region}.amazonaws.com`;

export const sendMessages = async (queueUrl: string, bodies: readonly unknown[]): Promise<void> => {
  for (let i = 0; i < bodies.length; i += BATCH) {
    const entries = bodies.slice(i, i + BATCH).map((b, j) => ({ Id: String(i + j), MessageBody: JSON.stringify(b) }));
    const body = JSON.stringify({ QueueUrl: queueUrl, Entries: entries });
    const res = await signedPost('sqs', endpointOf, '/', { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessageBatch' }, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`SendMessageBatch answered ${res.status}: ${text.slice(0, 200)}`);
    const failed = (JSON.parse(text || '{}') as { Failed?: { Id: string; Message?: string }[] }).Failed ?? [];
    if (failed.length > 0) throw new Error(`SendMessageBatch refused ${failed.length} message(s): ${failed[0]?.Message ?? ''}`);
  }
};
