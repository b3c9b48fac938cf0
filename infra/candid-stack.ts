import { join } from 'node:path';
import { CfnOutput, CfnParameter, CfnResource, Stack, Tags, Token } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Route } from '../functions/routes.js';
import { ORIGIN_VERIFY_HEADER } from '../functions/core/http/client-key.js';
import { asyncJobs, jobs, notFoundHandler, queueJobs, routes, streamHandlers, wsHandlers } from '../functions/routes.js';
import { API_AREAS, apiAreaOf } from './api-areas.js';
import { AccessLogs } from './constructs/access-logs.js';
import { Api } from './constructs/api.js';
import { AreaStack } from './constructs/area-stack.js';
import { Data } from './constructs/data.js';
import { REPO_ROOT } from './constructs/house-function.js';
import type { HouseFunction } from './constructs/house-function.js';
import type { JobSpec } from './constructs/jobs.js';
import { Jobs } from './constructs/jobs.js';
import { Realtime } from './constructs/realtime.js';
import { StreamStats } from './constructs/stream-stats.js';
import { Web } from './constructs/web.js';
import { PHOTO_READ_PATH } from './edge-functions.js';
import { supportEmailFrom } from '../shared/support.js';
import { overBudget } from './resource-budget.js';

/** Every distribution's default domain: the photo bucket's CORS origin when the site has no fixed origin (below). */
export const CLOUDFRONT_DEFAULT_ORIGINS = 'https://*.cloudfront.net';

export interface CandidStackProps extends StackProps {
  /** @default functions/routes.ts `routes` */
  routes?: readonly Route[];
  /** @default functions/routes.ts `jobs` */
  jobs?: readonly JobSpec[];
  /** Built SPA; deployed only if the folder exists. @default <repo>/web/dist */
  webDistPath?: string;
}

/**
 * Deploy-time context (all optional, `cdk deploy -c key=value`); no lookups, so synth stays offline:
 *   domainName + certificateArn   custom site domain; the ACM certificate must be in us-east-1
 *   siteOrigin                    origin allowed by the photo bucket CORS and given to functions as
 *                                 SITE_ORIGIN; default https://{domainName} or the distribution's domain
 *   sesIdentity                   the verified SES identity (domain or address) e-mails are sent from; the
 *                                 default of the SesIdentity stack parameter (else domainName; else the
 *                                 parameter must be given at deploy)
 *   emailFrom                     the From address (CANDID_EMAIL_FROM); default `Candid <orders@{identity}>`,
 *                                 or the identity itself when it is an address
 * and from the environment, like the web build: CANDID_SUPPORT_EMAIL, the support address every function names.
 *
 * The parent stack and its nested stacks (issue #30: one template would pass CloudFormation's 500 resources;
 * each stays at or below resource-budget.ts's 300):
 *   Candid (parent)   table, photo/web/log buckets, secrets, SesIdentity parameter, CloudFront, the HTTP and
 *                     WebSocket APIs with their stages and the HTTP $default function, the outputs
 *   GuestApi, CommerceApi, OrganizerApi, StaffApi
 *                     one function + API route per route-table entry, placed by infra/api-areas.ts
 *   RealtimeHandlers  $connect/$disconnect/heartbeat routes and their functions, the stream broadcaster
 *   Background        scheduled and async jobs, the stream stats consumer, their dead-letter queues
 * Stateful resources stay in the parent with their single-stack logical ids, so an update never replaces them.
 * The APIs stay there too: CloudFront names them and every function names the site origin (CloudFront's
 * domain), so a nested stack holding an API and its functions would depend on itself through the parent.
 */
export class CandidStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly realtime: Realtime;
  readonly streamStats: StreamStats;
  readonly jobs: Jobs;
  readonly web: Web;
  /** Every nested stack by construct id (the API areas, Realtime, Background). */
  readonly nestedStacks = new Map<string, AreaStack>();

  constructor(scope: Construct, id: string, props: CandidStackProps = {}) {
    super(scope, id, { description: 'Candid: private event photo platform', ...props });
    Tags.of(this).add('project', 'candid');

    const domainName = this.context('domainName');
    const certificateArn = this.context('certificateArn');
    if ((domainName === undefined) !== (certificateArn === undefined)) {
      throw new Error('context domainName and certificateArn go together (certificate in us-east-1)');
    }

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const identityDefault = this.context('sesIdentity') ?? domainName;
    const sesIdentity = new CfnParameter(this, 'SesIdentity', {
      type: 'String',
      description: 'Verified SES identity (domain or e-mail address) that order e-mails are sent from',
      ...(identityDefault ? { default: identityDefault } : {}),
    }).valueAsString;
    const emailFrom = this.context('emailFrom') ?? (identityDefault?.includes('@') ? identityDefault : `Candid <orders@${sesIdentity}>`);
    // The deploy's CANDID_SUPPORT_EMAIL, read here as the web build reads it (`npm run deploy` runs both in one
    // environment), so the site and the e-mails name the same address.
    const supportEmail = supportEmailFrom(process.env.CANDID_SUPPORT_EMAIL);
    this.data = new Data(this, 'Data', { accessLogs: accessLogs.bucket, email: { identity: sesIdentity, from: emailFrom }, supportEmail });
    // Jobs first: routes granted `archive-job:invoke` need the archive builder to exist.
    const background = this.addAreaStack('Background', 'Candid scheduled and async jobs, table stream stats');
    this.jobs = new Jobs(background, 'Jobs', { data: this.data, jobs: props.jobs ?? jobs, asyncJobs, queueJobs });
    this.streamStats = new StreamStats(background, 'StreamStats', { data: this.data, handler: streamHandlers.stats });
    this.api = new Api(this, 'Api', { data: this.data, notFoundHandler });
    // Each route goes to its area's stack by the rule in api-areas.ts; a stack with no route is not made.
    const tableRoutes = props.routes ?? routes;
    for (const { area, stackId, description } of API_AREAS) {
      const areaRoutes = tableRoutes.filter((r) => apiAreaOf(r) === area);
      if (areaRoutes.length === 0) continue;
      const stack = this.addAreaStack(stackId, description);
      for (const route of areaRoutes) this.api.addRoute(stack, route);
    }
    this.realtime = new Realtime(this, 'Realtime', {
      data: this.data,
      handlerScope: this.addAreaStack('RealtimeHandlers', 'Candid realtime: WebSocket routes and handlers, stream broadcaster'),
      handlers: wsHandlers,
      broadcastHandler: streamHandlers.broadcast,
    });
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      webSocket: this.realtime,
      accessLogs: accessLogs.bucket,
      photoBucket: this.data.photoBucket,
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: this.api.originSecretValue },
      webDistPath: props.webDistPath ?? join(REPO_ROOT, 'web', 'dist'),
      ...(domainName && certificateArn ? { domain: { name: domainName, certificateArn } } : {}),
    });

    // The site origin is known last (it may be the distribution's generated domain). Functions reference it;
    // the distribution references the APIs (not their functions) and the photo bucket (its /p/* origin).
    // So the photo bucket's CORS (uploads PUT straight to S3) cannot name a generated distribution domain
    // (bucket → distribution → bucket): without a custom domain or siteOrigin it allows CloudFront's domains,
    // as the CSP's socket origin does (web.ts). CORS only says which pages may read S3's answers: the
    // presigned signature, not the origin, is what admits a request. See web.ts for the CSP side of the cycle.
    const siteOrigin = this.context('siteOrigin') ?? this.web.siteOrigin;
    this.data.allowSiteOrigin(Token.isUnresolved(siteOrigin) ? CLOUDFRONT_DEFAULT_ORIGINS : siteOrigin);
    const all: HouseFunction[] = [...this.api.functions, ...this.realtime.functions, ...this.streamStats.functions, ...this.jobs.functions];
    for (const f of all) {
      f.addEnvironment('SITE_ORIGIN', siteOrigin);
      // Read links on the site's origin: the distribution's /p/* behaviour (web.ts) passes them to the photo bucket.
      f.addEnvironment('PHOTO_READ_PATH', PHOTO_READ_PATH);
    }

    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'DistributionDomainName', { value: this.web.distribution.distributionDomainName });
    new CfnOutput(this, 'HttpApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'WebSocketUrl', { value: this.realtime.url });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'PhotoBucketName', { value: this.data.photoBucket.bucketName });
    // Where an operator puts the Stripe keys after the first deploy (README, Deploying to AWS).
    new CfnOutput(this, 'StripeSecretArn', { value: this.data.stripeSecret.secretArn });

    // `cdk synth` and `cdk deploy` stop here, not halfway through a CloudFormation deploy, when a template
    // outgrows the budget (test/infra/stacks.test.ts checks the synthesized templates too).
    this.node.addValidation({ validate: () => overBudget(this.resourceCounts()) });
  }

  /** Resources per template (this stack and each nested stack), counted on the construct tree. */
  resourceCounts(): { stack: string; resources: number }[] {
    const counts = new Map<Stack, number>([[this, 0], ...[...this.nestedStacks.values()].map((s) => [s, 0] as const)]);
    for (const c of this.node.findAll()) {
      if (!CfnResource.isCfnResource(c)) continue;
      const owner = Stack.of(c);
      counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
    return [...counts].map(([stack, resources]) => ({ stack: stack.node.path, resources }));
  }

  private addAreaStack(id: string, description: string): AreaStack {
    const stack = new AreaStack(this, id, description);
    this.nestedStacks.set(id, stack);
    return stack;
  }

  private context(key: string): string | undefined {
    const v: unknown = this.node.tryGetContext(key);
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw new Error(`context ${key} must be a string`);
    return v;
  }
}
