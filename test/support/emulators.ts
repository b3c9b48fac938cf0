import { startDynamoDbLocal } from '../../infra/local/dynamodb-local.js';
import { LOCAL_PHOTO_BUCKET, LOCAL_TABLE_NAME, localEnv, quietSdkWarnings } from '../../infra/local/env.js';
import { freePort } from '../../infra/local/ports.js';
import { startLocalLambdaInvoke } from '../../infra/local/lambda-invoke.js';
import { startLocalS3 } from '../../infra/local/s3.js';
import { startLocalSes } from '../../infra/local/ses.js';
import { startStripeEmulator } from '../../infra/local/stripe-emulator/index.js';
import { ensureTable } from '../../infra/local/table.js';
import { newTokenSecret } from '../../infra/local/token-secret.js';

/**
 * The emulators integration tests run handlers against: DynamoDB Local in memory (table created from
 * infra/table-spec.ts) and s3rver behind the SigV4 guard, on free ports, started once per run.
 * No WebSocket server here: tests that need one start it (test/integration/websocket.test.ts).
 */
export interface Emulators {
  /** The handler environment (TABLE_NAME, PHOTO_BUCKET, TOKEN_SECRET, endpoints, credentials…). */
  env: Record<string, string>;
  /** `ses` is aws-ses-v2-local: read what was sent with readInbox (inbox.ts). */
  urls: { dynamodb: string; s3: string; ses: string; stripe: string };
  /** One DynamoDB Local per test worker (the first is `urls.dynamodb`): see startEmulators' `dynamoInstances`. */
  dynamoUrls: string[];
  streamArn: string;
  stop(): Promise<void>;
}

/** The site origin S3 CORS allows in tests (browser tests use the full stack instead). */
export const TEST_SITE_ORIGIN = 'http://localhost:3000';

/**
 * `dynamoInstances`: DynamoDB Local runs every request of a process under one SQLite database, so test files
 * side by side would queue on one instance; each worker gets its own (file-table.setup.ts picks it).
 */
export const startEmulators = async ({ dynamoInstances = 1 }: { dynamoInstances?: number } = {}): Promise<Emulators> => {
  quietSdkWarnings();
  // Lambda's async Invoke that only accepts (a paid archive's build request): archive.test.ts runs its own.
  const lambda = await startLocalLambdaInvoke({
    jobs: [
      { name: 'build-archive', handler: 'jobs/build-archive.ts', timeoutSeconds: 900 },
      { name: 'photo-package', handler: 'jobs/photo-package.ts', timeoutSeconds: 900 },
    ],
    queues: [{ name: 'build-archive-part', handler: 'jobs/build-archive-part.ts', timeoutSeconds: 900, queue: 'archive-parts', maxReceives: 3 }],
    quiet: true,
  });
  const extraDynamo = await Promise.allSettled(Array.from({ length: Math.max(0, dynamoInstances - 1) }, () => freePort().then((port) => startDynamoDbLocal({ port, quiet: true }))));
  const [dynamoR, s3R, sesR, stripeR] = await Promise.allSettled([
    freePort().then((port) => startDynamoDbLocal({ port, quiet: true })),
    freePort().then((port) => startLocalS3({ port, bucket: LOCAL_PHOTO_BUCKET, allowedOrigins: [TEST_SITE_ORIGIN] })),
    startLocalSes({ port: 0 }),
    // No webhook URL: files that need deliveries start their own (test/support/stripe.ts).
    startStripeEmulator({ quiet: true }),
  ]);
  const stop = async (): Promise<void> => {
    await Promise.allSettled([
      lambda.stop(),
      ...extraDynamo.map((d) => (d.status === 'fulfilled' ? d.value.stop() : undefined)),
      dynamoR.status === 'fulfilled' ? dynamoR.value.stop() : undefined,
      s3R.status === 'fulfilled' ? s3R.value.stop() : undefined,
      sesR.status === 'fulfilled' ? sesR.value.stop() : undefined,
      stripeR.status === 'fulfilled' ? stripeR.value.stop() : undefined,
    ]);
  };
  const failed = [dynamoR, s3R, sesR, stripeR, ...extraDynamo].find((r) => r.status === 'rejected');
  if (failed || dynamoR.status === 'rejected' || s3R.status === 'rejected' || sesR.status === 'rejected' || stripeR.status === 'rejected') {
    await stop();
    throw failed?.status === 'rejected' ? failed.reason : new Error('an emulator did not start');
  }
  const stripe = stripeR.value;
  const dynamo = dynamoR.value;
  const s3 = s3R.value;
  const ses = sesR.value;
  try {
    const streamArn = await ensureTable(dynamo.url, LOCAL_TABLE_NAME);
    const env = {
      ...localEnv({ dynamoUrl: dynamo.url, s3Url: s3.url, sesUrl: ses.url, tokenSecret: newTokenSecret(), siteOrigin: TEST_SITE_ORIGIN }),
      ...stripe.env,
      AWS_ENDPOINT_URL_LAMBDA: lambda.url,
      AWS_ENDPOINT_URL_SQS: lambda.url,
      ARCHIVE_JOB_FUNCTION: 'build-archive',
      ARCHIVE_PARTS_QUEUE_URL: lambda.queueUrls['archive-parts'] ?? '',
      PHOTO_PACKAGE_JOB_FUNCTION: 'photo-package',
      // Staff password hashes at a test cost (the production 2^17 costs ~1 s each here; DESIGN 13).
      CANDID_SCRYPT_N: '1024',
    };
    const dynamoUrls = [dynamo.url, ...extraDynamo.flatMap((d) => (d.status === 'fulfilled' ? [d.value.url] : []))];
    return { env, urls: { dynamodb: dynamo.url, s3: s3.url, ses: ses.url, stripe: stripe.url }, dynamoUrls, streamArn, stop };
  } catch (err) {
    await stop();
    throw err;
  }
};
