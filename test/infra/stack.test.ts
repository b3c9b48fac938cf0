import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grant } from '../../functions/routes.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/http/client-key.js';
import { asyncJobs, jobs, notFoundHandler, queueJobs, routeKey, routes, streamHandlers, wsHandlers } from '../../functions/routes.js';
import { CLOUDFRONT_DEFAULT_ORIGINS } from '../../infra/candid-stack.js';
import { PHOTO_READ_PATH } from '../../infra/edge-functions.js';
import { HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from '../../infra/security-headers.js';
import { tableSpec } from '../../infra/table-spec.js';
import type { Built, Resource } from './build-stack.js';
import { supportEmailFrom } from '../../shared/support.js';
import { actionsOf, buildStack, findCycle, flatten, functionStatements, functionsTagged, refsIn, resources, roleStatements, tag } from './build-stack.js';

let b: Built;
let res: Record<string, Resource>;

beforeAll(() => {
  b = buildStack();
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

const ofType = (type: string): [string, Resource][] => Object.entries(res).filter(([, r]) => r.Type === type);
const props = (r: Resource | undefined): Record<string, unknown> => {
  if (!r?.Properties) throw new Error('resource has no properties');
  return r.Properties;
};
const only = <T>(xs: T[], what: string): T => {
  if (xs.length !== 1) throw new Error(`expected exactly one ${what}, found ${xs.length}`);
  return xs[0] as T;
};
/** Logical id of the single function whose `candid:entry` tag is this handler module. */
const fnByEntry = (entry: string): string => only(Object.keys(functionsTagged(b.template, 'candid:entry', entry)), `function for ${entry}`);
/** Logical id of the function an API Gateway v2 route integrates with. */
const fnOfRoute = (route: Resource): string => {
  const integrationId = only([...refsIn(props(route).Target)], 'integration ref');
  return only([...refsIn(props(res[integrationId]).IntegrationUri)], 'function ref');
};
/** The route with this key; `$default` exists on both APIs, so the API's protocol tells them apart. */
const routeResource = (key: string, protocol: 'HTTP' | 'WEBSOCKET' = key.startsWith('$') && key !== '$default' ? 'WEBSOCKET' : 'HTTP'): Resource =>
  only(
    ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => {
      if (props(r).RouteKey !== key) return false;
      const apiId = [...refsIn(props(r).ApiId)][0];
      return apiId !== undefined && props(res[apiId]).ProtocolType === protocol;
    }),
    `${protocol} route ${key}`,
  )[1];

/** The intended policy per grant (what "exactly its grants" means), plus writing its own logs. */
const EXPECTED: Record<Grant, string[]> = {
  'table:read': ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  'table:write': [
    'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query',
    'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem',
  ],
  'photos:read': ['s3:GetObject'],
  'photos:write': ['s3:PutObject'],
  'photos:delete': ['s3:DeleteObject'],
  'uploads:read': ['s3:GetObject'],
  'uploads:write': ['s3:PutObject'],
  'uploads:delete': ['s3:DeleteObject'],
  'token-secret:read': ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
  'email:send': ['ses:SendEmail'],
  'stripe-secret:read': ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
  'archives:read': ['s3:GetObject'],
  'archives:write': ['s3:PutObject', 's3:AbortMultipartUpload'],
  'archive-job:invoke': ['lambda:InvokeFunction'],
  'archive-parts:send': ['sqs:SendMessage'],
  'photo-package-job:invoke': ['lambda:InvokeFunction'],
};
const LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const expectedActions = (grants: readonly Grant[]): string[] => [...new Set([...LOGS, ...grants.flatMap((g) => EXPECTED[g])])].sort();

describe('HTTP API from the route table', () => {
  it.each(routes.map((r) => [r.endpoint.id, r] as const))('%s has its own function and an API route with its route key', (id, route) => {
    const fnId = only(Object.keys(functionsTagged(b.template, 'candid:route', id)), `function tagged ${id}`);
    expect(tag(res[fnId] as Resource, 'candid:entry')).toBe(route.handler);
    expect(fnOfRoute(routeResource(routeKey(route)))).toBe(fnId);
  });

  it('sends $default (unknown paths) to the not-found handler', () => {
    expect(fnOfRoute(routeResource('$default'))).toBe(fnByEntry(notFoundHandler));
  });

  it('has one function per route plus not-found, $connect, $disconnect, broadcaster, stream stats and jobs, and nothing else', () => {
    expect(ofType('AWS::Lambda::Function')).toHaveLength(routes.length + 1 + 4 + jobs.length + asyncJobs.length + queueJobs.length);
    // HTTP: the routes and $default; WebSocket: $connect, $disconnect and the heartbeat $default.
    expect(ofType('AWS::ApiGatewayV2::Route')).toHaveLength(routes.length + 1 + 3);
  });

  it('throttles the stage by default and each route that declares it', () => {
    const [stageId, stage] = only(
      ofType('AWS::ApiGatewayV2::Stage').filter(([, r]) => props(r).StageName === '$default'),
      'HTTP $default stage',
    );
    const p = props(stage);
    expect(p.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) });
    const settings = (p.RouteSettings ?? {}) as Record<string, unknown>;
    const throttled = routes.filter((r) => r.throttle);
    expect(throttled.length).toBeGreaterThan(0);
    expect(Object.keys(settings).sort()).toEqual(throttled.map(routeKey).sort());
    for (const r of throttled) {
      expect(settings[routeKey(r)]).toEqual({ ThrottlingRateLimit: r.throttle?.rate, ThrottlingBurstLimit: r.throttle?.burst });
      // CloudFormation rejects route settings for a route key that does not exist yet: the stage waits for
      // the nested stack that creates the route.
      const routeId = only(
        ofType('AWS::ApiGatewayV2::Route').filter(([, x]) => props(x).RouteKey === routeKey(r)),
        routeKey(r),
      )[0];
      const routeStack = b.nestedStackOf(routeId);
      expect(routeStack, `${routeId} is in a nested stack`).toBeDefined();
      expect([stage.DependsOn ?? []].flat(), `${stageId} must depend on ${routeStack}`).toContain(routeStack);
    }
  });
});

describe('least privilege', () => {
  // (getEvent writes: a miss updates the caller's miss counters. getMe is a pure read.)
  it('getMe may read the table but not write it, and touches nothing but the token secret and gallery reads (the frame logo link)', () => {
    const actions = actionsOf(b.template, only(Object.keys(functionsTagged(b.template, 'candid:route', 'getMe')), 'getMe'));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:UpdateItem');
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:') && !a.startsWith('secretsmanager:'))).toEqual(['s3:GetObject']);
    expect(s3GrantsOf(routeFn('getMe'))).toEqual(['s3:GetObject events/*']);
  });

  it.each(routes.map((r) => [r.endpoint.id, r] as const))('%s gets exactly the grants of its route entry', (id, route) => {
    const fnId = only(Object.keys(functionsTagged(b.template, 'candid:route', id)), id);
    expect([...new Set(actionsOf(b.template, fnId))].sort()).toEqual(expectedActions(route.grants));
  });

  /** `s3:Action prefix/*` of every S3 statement of a function's role. */
  const s3GrantsOf = (fnId: string): string[] => {
    return functionStatements(res, fnId)
      .flatMap((st) => [st.Action].flat().filter((a) => a.startsWith('s3:')).map((a) => `${a} ${/\/([a-z]+\/\*)"/.exec(JSON.stringify(st.Resource))?.[1] ?? '?'}`))
      .sort();
  };
  const routeFn = (id: string): string => only(Object.keys(functionsTagged(b.template, 'candid:route', id)), id);

  it('presigned uploads can only write staging/; only the confirms (photo, frame logo) write the gallery keys (events/), by copying', () => {
    expect(s3GrantsOf(routeFn('requestPhotoSlot'))).toEqual(['s3:PutObject staging/*']);
    expect(s3GrantsOf(routeFn('confirmPhoto'))).toEqual([
      's3:DeleteObject events/*',
      's3:DeleteObject staging/*',
      's3:GetObject events/*',
      's3:GetObject staging/*',
      's3:PutObject events/*',
    ]);
    expect(s3GrantsOf(routeFn('releasePhotoSlot'))).toEqual(['s3:DeleteObject staging/*']);
    // The frame logo (branded frames add-on) follows the same path: a presigned PUT to staging/, then its
    // confirm checks the upload and copies it to the gallery side.
    expect(s3GrantsOf(routeFn('requestLogoUpload'))).toEqual(['s3:PutObject staging/*']);
    expect(s3GrantsOf(routeFn('setLogo'))).toEqual([
      's3:DeleteObject events/*',
      's3:DeleteObject staging/*',
      's3:GetObject events/*',
      's3:GetObject staging/*',
      's3:PutObject events/*',
    ]);
    const writers = routes.filter((r) => s3GrantsOf(routeFn(r.endpoint.id)).includes('s3:PutObject events/*')).map((r) => r.endpoint.id);
    expect(writers).toEqual(['confirmPhoto', 'setLogo']);
  });

  it('abandoned uploads (staging/) expire after a day', () => {
    const buckets = ofType('AWS::S3::Bucket').filter(([id]) => id.includes('PhotoBucket'));
    const rules = (props(only(buckets, 'photo bucket')[1]).LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'staging/', ExpirationInDays: 1, Status: 'Enabled' }));
  });

  it('the not-found handler can only write its logs', () => {
    expect([...new Set(actionsOf(b.template, fnByEntry(notFoundHandler)))].sort()).toEqual(LOGS.slice().sort());
  });

  it('no policy allows Scan or wildcard actions, and no function role uses an AWS managed policy', () => {
    for (const [id] of ofType('AWS::IAM::Role')) {
      const actions = roleStatements(res, id).flatMap((s) => [s.Action].flat());
      expect(actions, id).not.toContain('dynamodb:Scan');
      expect(actions.filter((a) => a === '*' || a.endsWith(':*')), id).toEqual([]);
    }
    for (const [fnId, fn] of ofType('AWS::Lambda::Function')) {
      const roleId = only([...refsIn(props(fn).Role)], `${fnId} role`);
      expect(props(res[roleId]).ManagedPolicyArns, fnId).toBeUndefined();
    }
  });
});

describe('house function', () => {
  it('every function is Node 24 on ARM64, its own retained log group and the app environment', () => {
    const fns = ofType('AWS::Lambda::Function');
    expect(fns.length).toBeGreaterThan(0);
    for (const [id, fn] of fns) {
      const p = props(fn);
      expect(p.Runtime, id).toBe('nodejs24.x');
      expect(p.Architectures, id).toEqual(['arm64']);
      expect(p.Handler, id).toBe('index.handler');
      const env = (p.Environment as { Variables: Record<string, unknown> }).Variables;
      // No --enable-source-maps: Node would read and index every loaded file's map at import, 8.6–12.4 ms of each
      // cold start; a logged failure maps its own stack (functions/core/source-mapped-stack.ts).
      expect(env.NODE_OPTIONS, id).toBeUndefined();
      for (const k of ['TABLE_NAME', 'PHOTO_BUCKET', 'TOKEN_SECRET_ARN', 'SITE_ORIGIN']) expect(env[k], `${id} ${k}`).toBeDefined();
      // The support address the web build shows (shared/support.ts), the same in every e-mail (issue 29.5).
      expect(env.CANDID_SUPPORT_EMAIL, `${id} support address`).toBe(supportEmailFrom(process.env.CANDID_SUPPORT_EMAIL));
      const logGroupId = only([...refsIn((p.LoggingConfig as { LogGroup: unknown }).LogGroup)], `${id} log group`);
      expect(res[logGroupId]?.Type).toBe('AWS::Logs::LogGroup');
      expect(props(res[logGroupId]).RetentionInDays, id).toBeGreaterThan(0);
    }
  });

  it('a function that may read the token secret reads it through the Parameters and Secrets extension (a layer), and only such a function has it', () => {
    let readers = 0;
    for (const [id, fn] of ofType('AWS::Lambda::Function')) {
      const reads = actionsOf(b.template, id).includes('secretsmanager:GetSecretValue');
      const layers = JSON.stringify(props(fn).Layers ?? []);
      const env = (props(fn).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(/ParamsAndSecrets|parameters-and-secrets/i.test(layers), `${id} layer`).toBe(reads);
      expect('PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED' in env, `${id} extension settings`).toBe(reads);
      if (reads) readers++;
    }
    expect(readers).toBeGreaterThan(10);
  });
});

describe('realtime', () => {
  it('$connect and $disconnect of a WebSocket API go to the ws handlers', () => {
    for (const [key, entry] of [['$connect', wsHandlers.connect], ['$disconnect', wsHandlers.disconnect]] as const) {
      const route = routeResource(key);
      const apiId = only([...refsIn(props(route).ApiId)], 'api');
      expect(props(res[apiId]).ProtocolType).toBe('WEBSOCKET');
      const fnId = fnOfRoute(route);
      expect(fnId).toBe(fnByEntry(entry));
      expect(actionsOf(b.template, fnId)).toContain('dynamodb:PutItem');
    }
    expect(actionsOf(b.template, fnByEntry(wsHandlers.connect))).toContain('secretsmanager:GetSecretValue');
  });

  it('answers heartbeats on $default with a mock integration (no Lambda per ping)', () => {
    const route = routeResource('$default', 'WEBSOCKET');
    const integrationId = only([...refsIn(props(route).Target)], 'integration');
    expect(props(res[integrationId]).IntegrationType).toBe('MOCK');
  });

  it('the broadcaster reads the table stream with retries and bisecting, and may post to connections', () => {
    const fnId = fnByEntry(streamHandlers.broadcast);
    const table = b.logicalId(b.stack.data.table);
    const [, esm] = only(ofType('AWS::Lambda::EventSourceMapping').filter(([, r]) => refsIn(props(r).FunctionName).has(fnId)), 'event source mapping');
    const p = props(esm);
    expect(p.EventSourceArn).toEqual({ 'Fn::GetAtt': [table, 'StreamArn'] });
    expect(p).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 3, StartingPosition: 'LATEST' });
    expect(p.BatchSize).toBeGreaterThan(1);
    expect(p.DestinationConfig).toBeDefined();

    const env = (props(res[fnId]).Environment as { Variables: Record<string, unknown> }).Variables;
    expect(flatten(env.WS_MANAGEMENT_URL)).toMatch(/^https:\/\/«ref»\.execute-api\.«ref»\.«ref»\/live$/);
    expect(actionsOf(b.template, fnId)).toContain('execute-api:ManageConnections');
  });

  it('the stats consumer reads the same table stream, retries with bisecting, and may write the table', () => {
    const fnId = fnByEntry(streamHandlers.stats);
    const table = b.logicalId(b.stack.data.table);
    const [, esm] = only(ofType('AWS::Lambda::EventSourceMapping').filter(([, r]) => refsIn(props(r).FunctionName).has(fnId)), 'event source mapping');
    const p = props(esm);
    expect(p.EventSourceArn).toEqual({ 'Fn::GetAtt': [table, 'StreamArn'] });
    expect(p).toMatchObject({ BisectBatchOnFunctionError: true, StartingPosition: 'LATEST', BatchSize: 100 });
    expect(p.DestinationConfig).toBeDefined();
    expect(actionsOf(b.template, fnId)).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:PutItem', 'dynamodb:BatchWriteItem']));
    expect(ofType('AWS::Lambda::EventSourceMapping')).toHaveLength(2 + queueJobs.length);
    // Only counted entities start it (not its own writes): one filter on the new image, one on the old (removals).
    const patterns = (p.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((x) => JSON.parse(x.Pattern) as { dynamodb: Record<string, { entity: { S: string[] } }> });
    expect(patterns.map((x) => Object.keys(x.dynamodb)[0]).sort()).toEqual(['NewImage', 'OldImage']);
    for (const x of patterns) expect(Object.values(x.dynamodb)[0]!.entity.S.sort()).toEqual(['event', 'order', 'participant', 'photo', 'vote']);
  });
});

describe('data', () => {
  it('table: keys, GSIs, TTL, stream, PITR, on-demand, retained', () => {
    const id = b.logicalId(b.stack.data.table);
    const t = res[id] as Resource;
    expect(t.Type).toBe('AWS::DynamoDB::Table');
    const p = props(t);
    expect(p.KeySchema).toEqual([
      { AttributeName: tableSpec.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableSpec.sortKey, KeyType: 'RANGE' },
    ]);
    const gsis = p.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown }[];
    expect(gsis.map((g) => g.IndexName).sort()).toEqual(tableSpec.globalSecondaryIndexes.map((g) => g.indexName).sort());
    for (const g of tableSpec.globalSecondaryIndexes) {
      expect(gsis.find((x) => x.IndexName === g.indexName)?.KeySchema).toEqual([
        { AttributeName: g.partitionKey, KeyType: 'HASH' },
        { AttributeName: g.sortKey, KeyType: 'RANGE' },
      ]);
    }
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: tableSpec.ttlAttribute, Enabled: true });
    expect(p.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect((t as { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
  });

  it('photo bucket: all public access blocked, encrypted, SSL only, CORS PUT/GET from one origin (CloudFront\'s domains without a fixed site origin)', () => {
    const id = b.logicalId(b.stack.data.photoBucket);
    const p = props(res[id]);
    expect(p.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(JSON.stringify(p.BucketEncryption)).toContain('AES256');
    const rules = (p.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[]; AllowedMethods: string[] }[] }).CorsRules;
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule?.AllowedMethods.slice().sort()).toEqual(['GET', 'PUT']);
    // No custom domain and no siteOrigin here: the distribution's generated domain cannot be named without a
    // cycle (its /p/* origin is this bucket), so CloudFront's domains; variants.test.ts checks the exact origin.
    expect(rule?.AllowedOrigins).toEqual([CLOUDFRONT_DEFAULT_ORIGINS]);
    const [, policy] = only(
      ofType('AWS::S3::BucketPolicy').filter(([, r]) => refsIn(props(r).Bucket).has(id)),
      'photo bucket policy',
    );
    expect(JSON.stringify(props(policy).PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });
});

describe('web', () => {
  const distribution = () => props(only(ofType('AWS::CloudFront::Distribution'), 'distribution')[1]).DistributionConfig as {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors?: Record<string, unknown>[];
    Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
    CustomErrorResponses?: unknown;
  };

  it('serves /api/* from the HTTP API uncached with all methods, and the rest from the private web bucket', () => {
    const d = distribution();
    const api = only((d.CacheBehaviors ?? []).filter((c) => c.PathPattern === '/api/*'), '/api/* behaviour');
    expect(api.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect((api.AllowedMethods as string[]).slice().sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const apiOrigin = d.Origins.find((o) => o.Id === api.TargetOriginId);
    expect(refsIn(apiOrigin?.DomainName)).toEqual(new Set([b.logicalId(b.stack.api.httpApi)]));

    const webOrigin = d.Origins.find((o) => o.Id === d.DefaultCacheBehavior.TargetOriginId);
    expect(webOrigin?.OriginAccessControlId).toBeDefined();
    expect(refsIn(webOrigin?.DomainName)).toEqual(new Set([b.logicalId(b.stack.web.bucket)]));
    // Distribution-wide error pages would turn the API's JSON 404s into index.html.
    expect(d.CustomErrorResponses).toBeUndefined();
    expect(d.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(api.ResponseHeadersPolicyId).toEqual(d.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it('sends the security headers: strict CSP, HSTS, no framing, nosniff, referrer and permissions policy', () => {
    const policy = res[only([...refsIn(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)], 'response headers policy')];
    const cfg = props(policy).ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    const sec = cfg.SecurityHeadersConfig;
    const csp = flatten(sec.ContentSecurityPolicy?.ContentSecurityPolicy);
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toBeDefined();
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')?.some((s) => s.startsWith('wss://'))).toBe(true);
    expect(sec.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true });
    expect(sec.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(sec.ContentTypeOptions).toBeDefined();
    expect(sec.ReferrerPolicy).toMatchObject({ ReferrerPolicy: REFERRER_POLICY });
    expect(cfg.CustomHeadersConfig.Items).toContainEqual(expect.objectContaining({ Header: 'permissions-policy', Value: PERMISSIONS_POLICY }));
  });

  /** Runs the CloudFront Function associated (viewer-request) with a behaviour, on a request URI. */
  const viewerRequest = (behaviour: Record<string, unknown>) => {
    const [assoc] = behaviour.FunctionAssociations as { EventType: string; FunctionARN: unknown }[];
    expect(assoc?.EventType).toBe('viewer-request');
    const fnId = only([...refsIn(assoc?.FunctionARN)], 'function ref');
    const code = String(props(res[fnId]).FunctionCode);
    const handler = new Function(`${code}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    return (uri: string) => handler({ request: { uri } }).uri;
  };

  it('the SPA fallback rewrites extension-less paths to /index.html and leaves files alone', () => {
    const run = viewerRequest(distribution().DefaultCacheBehavior);
    expect(run('/')).toBe('/index.html');
    expect(run('/e/ABC123')).toBe('/index.html');
    expect(run('/admin/orders')).toBe('/index.html');
    expect(run('/assets/index-3f9a.js')).toBe('/assets/index-3f9a.js');
    expect(run('/favicon.svg')).toBe('/favicon.svg');
  });

  it('serves the WebSocket API same-origin at /ws (as the local stack does), rewritten to its stage', () => {
    const d = distribution();
    const ws = only((d.CacheBehaviors ?? []).filter((c) => c.PathPattern === '/ws'), '/ws behaviour');
    expect(ws.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
    // Sec-WebSocket-* headers and the query string (event, token) must reach API Gateway.
    expect(ws.OriginRequestPolicyId).toBe(cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    const origin = d.Origins.find((o) => o.Id === ws.TargetOriginId);
    expect(refsIn(origin?.DomainName)).toEqual(new Set([b.logicalId(b.stack.realtime.webSocketApi)]));
    expect(viewerRequest(ws)('/ws')).toBe(`/${b.stack.realtime.stageName}`);
  });

  it('reads photos on the site origin: /p/* to the photo bucket without OAC, prefix stripped, presigned query forwarded, never cached, GET/HEAD over HTTPS', () => {
    const d = distribution();
    const behaviours = d.CacheBehaviors ?? [];
    const photos = only(behaviours.filter((c) => c.PathPattern === '/p/*'), '/p/* behaviour');
    expect(PHOTO_READ_PATH).toBe('/p');
    const origin = d.Origins.find((o) => o.Id === photos.TargetOriginId);
    // The regional bucket host the functions presign for; no OAC/OAI (CloudFront would re-sign, S3 must check the presign).
    expect(origin?.DomainName).toEqual({ 'Fn::GetAtt': [b.logicalId(b.stack.data.photoBucket), 'RegionalDomainName'] });
    expect(origin?.OriginAccessControlId).toBeUndefined();
    expect(origin?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(photos.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect((photos.AllowedMethods as string[]).slice().sort()).toEqual(['GET', 'HEAD']);
    expect(photos.ViewerProtocolPolicy).toBe('https-only');
    expect(photos.ResponseHeadersPolicyId).toEqual(d.DefaultCacheBehavior.ResponseHeadersPolicyId);
    const policy = props(res[only([...refsIn(photos.OriginRequestPolicyId)], 'photo origin request policy')]).OriginRequestPolicyConfig as {
      QueryStringsConfig: { QueryStringBehavior: string };
      HeadersConfig: { HeaderBehavior: string };
      CookiesConfig: { CookieBehavior: string };
    };
    // All of the presigned query; no Host (CloudFront sends the origin's, which the signature covers), no cookies.
    expect(policy.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(policy.HeadersConfig.HeaderBehavior).toBe('none');
    expect(policy.CookiesConfig.CookieBehavior).toBe('none');
    expect(viewerRequest(photos)('/p/events/ABC123/01HPHOTO/thumbnail.jpg')).toBe('/events/ABC123/01HPHOTO/thumbnail.jpg');
    // The bucket grants CloudFront nothing (no OAC/OAI statement): its policy only denies (plain HTTP). A presign is the only way in.
    const [, bucketPolicy] = only(
      ofType('AWS::S3::BucketPolicy').filter(([, r]) => refsIn(props(r).Bucket).has(b.logicalId(b.stack.data.photoBucket))),
      'photo bucket policy',
    );
    expect((props(bucketPolicy).PolicyDocument as { Statement: { Effect: string }[] }).Statement.map((st) => st.Effect)).toEqual(['Deny']);
    // The web bucket (with OAC) and this one: no other S3 origin.
    expect(d.Origins.filter((o) => o.S3OriginConfig !== undefined)).toHaveLength(2);
  });

  it('gives every function PHOTO_READ_PATH, and the CSP reads images from the site alone (uploads still reach the bucket)', () => {
    const fns = ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'candid:entry') !== undefined);
    expect(fns.length).toBeGreaterThan(0);
    for (const [id, fn] of fns) expect((props(fn).Environment as { Variables: Record<string, unknown> }).Variables.PHOTO_READ_PATH, id).toBe(PHOTO_READ_PATH);
    const policy = res[only([...refsIn(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)], 'response headers policy')];
    const csp = flatten((props(policy).ResponseHeadersPolicyConfig as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } }).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('connect-src')?.some((src) => src.includes('.s3.'))).toBe(true);
  });

  it('proves to the API that a request came through CloudFront: a generated secret as origin header and as ORIGIN_SECRET', () => {
    const d = distribution();
    const api = only((d.CacheBehaviors ?? []).filter((c) => c.PathPattern === '/api/*'), '/api/* behaviour');
    const origin = d.Origins.find((o) => o.Id === api.TargetOriginId) as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] } | undefined;
    const header = only((origin?.OriginCustomHeaders ?? []).filter((h) => h.HeaderName === ORIGIN_VERIFY_HEADER), 'origin verify header');
    const secretId = b.logicalId(b.stack.api.originSecret);
    expect(props(res[secretId]).GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    // A deploy-time reference to the generated secret, never a literal in the template.
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(refsIn(header.HeaderValue)).toEqual(new Set([secretId]));
    // Every route function that reads the viewer address gets the same value.
    for (const id of ['getEvent', 'joinEvent']) {
      const fn = b.stack.api.routeFunctions.get(id);
      expect(fn, id).toBeDefined();
      const env = (props(res[b.logicalId(fn!.fn)]).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(JSON.stringify(env.ORIGIN_SECRET)).toBe(value);
    }
    // The edge, not the viewer, writes the viewer address.
    const [assoc] = api.FunctionAssociations as { FunctionARN: unknown }[];
    const code = String(props(res[only([...refsIn(assoc?.FunctionARN)], 'function ref')]).FunctionCode);
    const handler = new Function(`${code}; return handler;`)() as (e: unknown) => { headers: Record<string, { value: string }> };
    const out = handler({ request: { uri: '/api/x', headers: { 'x-candid-viewer-address': { value: '10.9.9.9:1' } } }, viewer: { ip: '203.0.113.5' } });
    expect(out.headers['x-candid-viewer-address']).toEqual({ value: '203.0.113.5:0' });
  });

  it('answers /api/geo per viewer country for 1 h: a cache policy keyed on CloudFront-Viewer-Country alone, ahead of /api/*', () => {
    const d = distribution();
    const behaviours = d.CacheBehaviors ?? [];
    const geo = only(behaviours.filter((c) => c.PathPattern === '/api/geo'), '/api/geo behaviour');
    expect(behaviours.findIndex((c) => c.PathPattern === '/api/geo')).toBeLessThan(behaviours.findIndex((c) => c.PathPattern === '/api/*'));
    // The same origin as /api/* (with the origin secret), GET/HEAD only, no origin request policy (no Host, no viewer headers).
    const api = only(behaviours.filter((c) => c.PathPattern === '/api/*'), '/api/* behaviour');
    expect(geo.TargetOriginId).toBe(api.TargetOriginId);
    expect((geo.AllowedMethods as string[]).slice().sort()).toEqual(['GET', 'HEAD']);
    expect(geo.OriginRequestPolicyId).toBeUndefined();
    const policy = res[only([...refsIn(geo.CachePolicyId)], 'geo cache policy')];
    const cfg = props(policy).CachePolicyConfig as {
      MinTTL: number; DefaultTTL: number; MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
        QueryStringsConfig: { QueryStringBehavior: string };
        CookiesConfig: { CookieBehavior: string };
      };
    };
    expect([cfg.MinTTL, cfg.DefaultTTL, cfg.MaxTTL]).toEqual([3600, 3600, 3600]);
    const key = cfg.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['CloudFront-Viewer-Country'] });
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('none');
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
    // The geo function signs with the token secret and may touch nothing else.
    const fn = b.stack.api.routeFunctions.get('getGeo');
    expect(fn).toBeDefined();
  });

  it('deploys no web build when there is none', () => {
    expect(b.stack.web.deployed).toBe(false);
    expect(ofType('Custom::CDKBucketDeployment')).toHaveLength(0);
  });
});

describe('jobs', () => {
  it.each(jobs.map((j) => [j.name, j] as const))('%s runs on its schedule with its grants', (_name, job) => {
    const fnId = fnByEntry(job.handler);
    const rules = ofType('AWS::Events::Rule').filter(([, r]) => refsIn(props(r).Targets).has(fnId));
    const [, rule] = only(rules, `rule for ${job.name}`);
    const m = job.every.minutes;
    // CDK writes whole days and hours in those units (a daily job is `rate(1 day)`).
    const [n, unit] = m % 1440 === 0 ? [m / 1440, 'day'] : m % 60 === 0 ? [m / 60, 'hour'] : [m, 'minute'];
    expect(props(rule).ScheduleExpression).toBe(`rate(${n} ${n === 1 ? unit : `${unit}s`})`);
    expect([...new Set(actionsOf(b.template, fnId))].sort()).toEqual(expectedActions(job.grants));
  });
});

describe('async jobs', () => {
  it.each(asyncJobs.map((j) => [j.name, j] as const))('%s is invoked asynchronously with two retries into the dead-letter queue, and has its grants', (_name, job) => {
    const fnId = fnByEntry(job.handler);
    const [, config] = only(
      ofType('AWS::Lambda::EventInvokeConfig').filter(([, r]) => refsIn(props(r).FunctionName).has(fnId)),
      `invoke config of ${job.name}`,
    );
    expect(props(config).MaximumRetryAttempts).toBe(2);
    const onFailure = (props(config).DestinationConfig as { OnFailure?: { Destination?: unknown } } | undefined)?.OnFailure?.Destination;
    const queueIds = new Set(ofType('AWS::SQS::Queue').map(([id]) => id));
    expect([...refsIn(onFailure)].some((id) => queueIds.has(id))).toBe(true);
    // Lambda hands a failed event to the on-failure queue with the function's role: that send, nothing more.
    const DESTINATION = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];
    expect([...new Set(actionsOf(b.template, fnId))].sort()).toEqual([...new Set([...expectedActions(job.grants), ...DESTINATION])].sort());
  });
});

describe('queue jobs', () => {
  it.each(queueJobs.map((j) => [j.name, j] as const))('%s takes one message at a time from its queue, which dead-letters after its receives; it has its grants', (_name, job) => {
    const fnId = fnByEntry(job.handler);
    const [, mapping] = only(
      ofType('AWS::Lambda::EventSourceMapping').filter(([, r]) => refsIn(props(r).FunctionName).has(fnId)),
      `event source mapping of ${job.name}`,
    );
    expect(props(mapping)).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const queueId = only([...refsIn(props(mapping).EventSourceArn)], 'queue of the mapping');
    const queue = props(res[queueId]);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(job.timeoutSeconds * 6);
    expect((queue.RedrivePolicy as { maxReceiveCount?: number }).maxReceiveCount).toBe(job.maxReceives);
    // Lambda's poller reads and deletes the queue's messages with the function's role: that, nothing more.
    const POLL = ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'];
    expect([...new Set(actionsOf(b.template, fnId))].sort()).toEqual([...new Set([...expectedActions(job.grants), ...POLL])].sort());
  });

  it('the archive planner may send to the parts queue only', () => {
    const partsFn = fnByEntry('jobs/build-archive-part.ts');
    const [, mapping] = only(ofType('AWS::Lambda::EventSourceMapping').filter(([, r]) => refsIn(props(r).FunctionName).has(partsFn)), 'mapping of the part job');
    const queueId = only([...refsIn(props(mapping).EventSourceArn)], 'queue of the mapping');
    const sends = functionStatements(res, fnByEntry('jobs/build-archive.ts')).filter((st) => [st.Action].flat().includes('sqs:SendMessage'));
    // Its on-failure destination (the dead-letter queue) and the parts queue: no other.
    const targets = new Set(sends.flatMap((st) => [...refsIn(st.Resource)]));
    expect(targets.has(queueId)).toBe(true);
    expect(targets.size).toBe(2);
  });
});

describe('template', () => {
  it('has no dependency cycle (distribution / APIs / functions / photo bucket)', () => {
    expect(findCycle(b.template)).toBeUndefined();
  });
});
