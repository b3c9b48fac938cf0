import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asyncJobs, jobs, notFoundHandler, queueJobs, routes, streamHandlers, wsHandlers } from '../../functions/routes.js';
import { DEFAULT_COUNTRY, normalizeCountry } from '../../shared/pricing/countries.js';
import { PHOTO_READ_PATH } from '../edge-functions.js';
import { securityHeaders } from '../security-headers.js';
import { ensureFirstStaffAccount, LOCAL_STACK_FILE, type FirstStaffAccount } from './first-staff-account.js';
import { startDynamoDbLocal } from './dynamodb-local.js';
import { applyEnv, LOCAL_PHOTO_BUCKET, LOCAL_TABLE_NAME, localEnv, quietSdkWarnings } from './env.js';
import { createTestHooks, loadFunctionsClock } from './test-hooks.js';
import { startGateway } from './gateway.js';
import { createHandlerLoader } from './handler-loader.js';
import { freePort } from './ports.js';
import { startLocalS3 } from './s3.js';
import { startLocalLambdaInvoke } from './lambda-invoke.js';
import { startScheduler } from './scheduler.js';
import { startLocalSes } from './ses.js';
import { ALL_INTERFACES, publicSiteUrl } from './site-address.js';
import { startStreamPoller } from './stream-poller.js';
import { startStripeEmulator } from './stripe-emulator/index.js';
import { ensureTable } from './table.js';
import { loadOrCreateTokenSecret, newTokenSecret } from './token-secret.js';
import { startLocalWebSocket } from './websocket.js';

/**
 * The whole local stack (DESIGN section 10), composed from its parts: DynamoDB Local, guarded s3rver,
 * the HTTP gateway + SPA, the WebSocket API, the stream poller and the scheduler, all running the same
 * handler modules as AWS. Used by `npm start` (start.ts) and by the browser tests' global setup.
 */
export interface LocalStackPorts {
  /** Site and API (same origin). */
  site: number;
  ws: number;
  s3: number;
  dynamodb: number;
  /** aws-ses-v2-local: the SES endpoint and its inbox page. */
  ses: number;
  /** The Stripe emulator (API and hosted checkout page). */
  stripe: number;
}

export const DEFAULT_PORTS: LocalStackPorts = { site: 3000, ws: 3001, s3: 3002, dynamodb: 8765, ses: 3003, stripe: 3004 };

export interface LocalStackOptions {
  /** Any port given as 0 (or left out when `ports` is omitted in tests) is picked free by the OS. */
  ports?: Partial<LocalStackPorts>;
  /** Keep DynamoDB files, S3 objects and the token secret here (npm start: `.data/`). */
  dataDir?: string;
  /** Nothing on disk; wins over dataDir. */
  inMemory?: boolean;
  /** The built SPA (web/dist); omit to serve the API only. */
  webDist?: string;
  quiet?: boolean;
  /** Where handler modules live (default: the repository's functions/). */
  functionsDir?: string;
  /** Serve the test-only /__test__/ controls (clock, jobs): browser journeys only, see test-hooks.ts. */
  testHooks?: boolean;
  /** Listen on every interface and use the LAN address as the public site URL (site-address.ts). */
  lan?: boolean;
  /** The viewer country the gateway reports, as CloudFront would (default env CANDID_COUNTRY, else RO). */
  country?: string;
}

/** The viewer country the local gateway reports: the given one (env CANDID_COUNTRY), else RO; a malformed one stops the start. */
export const localViewerCountry = (value: string | undefined): string => {
  const country = normalizeCountry(value ?? DEFAULT_COUNTRY);
  if (!country) throw new Error('CANDID_COUNTRY must be a two-letter country code (ISO 3166-1 alpha-2), e.g. DE');
  return country;
};

export interface LocalStackUrls {
  site: string;
  /** Where phones open the site: the LAN address with `lan`, else the same as `site`. */
  public: string;
  api: string;
  /** The WebSocket API on its own port (like AWS); `${site}/ws` (ws:) reaches it too. */
  ws: string;
  wsManagement: string;
  s3: string;
  dynamodb: string;
  /** The SES endpoint; its `/` is the inbox of every e-mail sent, `/store` the same as JSON. */
  ses: string;
  /** The Stripe emulator: API under /v1, hosted page /pay/{session}, test controls under /_test/. */
  stripe: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  /** What the handlers see (also applied to this process's environment). */
  env: Record<string, string>;
  streamArn: string;
  /** The staff account this start created (first run only; DESIGN 10). */
  firstStaffAccount?: FirstStaffAccount;
  runJobNow(name: string): Promise<unknown>;
  stop(): Promise<void>;
}

const repoRoot = join(import.meta.dirname, '..', '..');

const resolvePorts = async (p: Partial<LocalStackPorts> = {}): Promise<LocalStackPorts> => ({
  site: p.site || (await freePort()),
  ws: p.ws || (await freePort()),
  s3: p.s3 || (await freePort()),
  dynamodb: p.dynamodb || (await freePort()),
  ses: p.ses || (await freePort()),
  stripe: p.stripe || (await freePort()),
});

export const startLocalStack = async (options: LocalStackOptions = {}): Promise<LocalStack> => {
  quietSdkWarnings();
  const ports = await resolvePorts(options.ports);
  const quiet = options.quiet ?? false;
  const persist = options.inMemory ? undefined : options.dataDir;
  const publicSite = publicSiteUrl(ports.site, options.lan ?? false);
  const country = localViewerCountry(options.country ?? process.env.CANDID_COUNTRY);
  const viewer = { country };
  const siteOrigins = [...new Set([`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`, publicSite])];
  const stops: (() => Promise<void>)[] = [];
  const stop = async (): Promise<void> => {
    // Reverse order: stop feeding handlers before their databases go away.
    for (const s of stops.splice(0).reverse()) await s().catch((err: unknown) => console.error('[stack] stop:', err));
  };

  try {
    // The emulators are independent and DynamoDB's JVM is the slow part: start them together.
    const [dynamoR, s3R, sesR] = await Promise.allSettled([
      startDynamoDbLocal({ port: ports.dynamodb, ...(persist ? { dbPath: join(persist, 'dynamodb') } : {}), quiet: true }),
      startLocalS3({
        port: ports.s3,
        bucket: LOCAL_PHOTO_BUCKET,
        ...(persist ? { directory: join(persist, 's3') } : {}),
        allowedOrigins: siteOrigins,
      }),
      startLocalSes({ port: ports.ses }),
    ]);
    if (dynamoR.status === 'fulfilled') stops.push(dynamoR.value.stop);
    if (s3R.status === 'fulfilled') stops.push(s3R.value.stop);
    if (sesR.status === 'fulfilled') stops.push(sesR.value.stop);
    if (dynamoR.status === 'rejected') throw dynamoR.reason;
    if (s3R.status === 'rejected') throw s3R.reason;
    if (sesR.status === 'rejected') throw sesR.reason;
    const dynamo = dynamoR.value;
    const s3 = s3R.value;
    const ses = sesR.value;

    const functionsDir = options.functionsDir ?? join(repoRoot, 'functions');
    // With the test hooks the emulator lives on the handlers' clock (the module instance they import), so
    // POST /__test__/clock moves Stripe's sessions, events and webhook signatures along with the handlers.
    const testClock = options.testHooks ? await loadFunctionsClock(functionsDir) : undefined;
    // Stripe's webhooks go to the site's own route, as the endpoint registered in Stripe does in AWS.
    const stripe = await startStripeEmulator({
      ...(testClock ? { now: () => testClock.now().getTime() } : {}),
      port: ports.stripe,
      webhookUrl: `http://127.0.0.1:${ports.site}/api/payments/webhook`,
      ...(options.lan ? { host: ALL_INTERFACES, pageHost: new URL(publicSite).hostname } : {}),
      ...(options.testHooks ? { asyncDelayMs: 500 } : {}),
      quiet,
    });
    stops.push(stripe.stop);

    const streamArn = await ensureTable(dynamo.url, LOCAL_TABLE_NAME);
    // New each start: only the gateway (our "CloudFront") and the handlers need to agree on it.
    const originSecret = newTokenSecret();
    const env = localEnv({
      originSecret,
      dynamoUrl: dynamo.url,
      s3Url: s3.url,
      sesUrl: ses.url,
      tokenSecret: persist ? loadOrCreateTokenSecret(join(persist, 'token-secret')) : newTokenSecret(),
      wsManagementUrl: `http://127.0.0.1:${ports.ws}`, // the WebSocket server below
      siteOrigin: publicSite,
      photoReadPath: PHOTO_READ_PATH, // the gateway's /p/* (below), as CloudFront's behaviour in AWS
    });
    Object.assign(env, stripe.env);
    if (options.testHooks) env.CANDID_TEST_CLOCK = '1';
    // Handlers create their SDK clients at import time: the environment must be in place first.
    applyEnv(env);

    const firstStaffAccount = await ensureFirstStaffAccount();
    // Where `npm run staff` finds this stack's table (infra/local/staff-cli.ts).
    if (persist) writeFileSync(join(persist, LOCAL_STACK_FILE), JSON.stringify({ dynamodb: dynamo.url }) + '\n');

    const loader = createHandlerLoader(functionsDir);
    // Lambda's asynchronous Invoke for one-off jobs (the raw archive) and the SQS queue of its part jobs, run in
    // this process; handlers find them like the SDK would.
    const lambda = await startLocalLambdaInvoke({ loader, jobs: asyncJobs, queues: queueJobs, quiet });
    stops.push(lambda.stop);
    Object.assign(env, {
      AWS_ENDPOINT_URL_LAMBDA: lambda.url,
      AWS_ENDPOINT_URL_SQS: lambda.url,
      ARCHIVE_JOB_FUNCTION: 'build-archive',
      ARCHIVE_PARTS_QUEUE_URL: lambda.queueUrls['archive-parts'] ?? '',
      PHOTO_PACKAGE_JOB_FUNCTION: 'photo-package',
    });
    applyEnv(env);
    // The scheduler starts after the gateway; the jobs hook reaches it through this late binding.
    let runJob: (name: string) => Promise<unknown> = () => Promise.reject(new Error('scheduler not started'));
    let settleStreams: () => Promise<boolean> = () => Promise.reject(new Error('stream poller not started'));
    const ws = await startLocalWebSocket({ port: ports.ws, loader, handlers: wsHandlers, quiet });
    stops.push(ws.stop);

    const wsOrigin = `ws://127.0.0.1:${ports.ws}`;
    const gateway = await startGateway({
      port: ports.site,
      routes: routes.map((r) => ({ method: r.endpoint.method, path: r.endpoint.path, handler: r.handler })),
      notFoundHandler,
      loader,
      ...(options.webDist ? { webDist: options.webDist } : {}),
      siteUrl: `${publicSite}/`,
      ...(options.lan ? { host: ALL_INTERFACES } : {}),
      // Photos are read through /p/* ('self'); uploads still PUT straight to the emulator.
      headers: securityHeaders({ img: [], connect: [s3.url, wsOrigin] }),
      photos: { path: PHOTO_READ_PATH, upstream: s3.url },
      originSecret,
      // With the test hooks a browser test can move the viewer to another country (POST /__test__/viewer-country).
      viewerCountry: options.testHooks ? () => viewer.country : country,
      onUpgrade: ws.handleUpgrade, // ws://<site>/ws reaches the same WebSocket API
      ...(options.testHooks ? { intercept: createTestHooks(functionsDir, (name) => runJob(name), viewer, () => settleStreams(), () => lambda.idle()) } : {}),
      quiet,
    });
    stops.push(gateway.stop);

    const poller = await startStreamPoller({
      endpoint: dynamo.url,
      streamArn,
      loader,
      handlers: Object.values(streamHandlers),
      quiet,
    });
    stops.push(poller.stop);
    settleStreams = () => poller.settle();

    const scheduler = startScheduler(jobs, loader, { quiet });
    stops.push(scheduler.stop);
    runJob = scheduler.runJobNow;

    return {
      urls: {
        site: gateway.url,
        public: publicSite,
        api: `${gateway.url}/api`,
        ws: ws.url,
        wsManagement: ws.managementUrl,
        s3: s3.url,
        dynamodb: dynamo.url,
        ses: ses.url,
        stripe: stripe.url,
      },
      env,
      streamArn,
      ...(firstStaffAccount ? { firstStaffAccount } : {}),
      runJobNow: scheduler.runJobNow,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
};
