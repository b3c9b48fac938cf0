import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundHandler } from '../../functions/routes.js';
import type { JobSpec } from '../../infra/constructs/jobs.js';
import type { Built, Resource } from './build-stack.js';
import { actionsOf, buildStack, describeFindings, findCycle, flatten, functionsTagged, refsIn, resources, tag } from './build-stack.js';

/**
 * The stack with every deploy-time option set: custom domain + certificate, explicit siteOrigin, a web
 * build to deploy, and a sample job list passed as a prop (the jobs construct must not depend on routes.ts).
 */
const SITE = 'https://photos.example.com';
const CERT = 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';
// Any existing handler module will do: bundling is skipped, only the entry file must exist.
const SAMPLE_JOBS: JobSpec[] = [{ name: 'sample-job', handler: notFoundHandler, every: { minutes: 7 }, grants: ['table:read'] }];

let b: Built;
let res: Record<string, Resource>;
let webDist: string;
const GALLERY_LINK = '</assets/gallery-first-abc.js>; rel=modulepreload, </assets/gallery-first-abc.css>; rel=preload; as=style; crossorigin';
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'candid-web-dist-'));
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Candid</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'route-links.json'), JSON.stringify({ '/gallery': GALLERY_LINK }));
  b = buildStack({
    nag: true,
    context: { domainName: 'photos.example.com', certificateArn: CERT, siteOrigin: SITE },
    props: { webDistPath: webDist, jobs: SAMPLE_JOBS },
  });
  res = resources(b.template);
});
afterAll(() => {
  b?.cleanup();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const ofType = (type: string) => Object.entries(res).filter(([, r]) => r.Type === type);

describe('deploy-time options', () => {
  it("a built route's Link header (route-links.json) is sent with index.html at that route, with the same security headers", () => {
    const [[, d]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    type Behavior = { PathPattern: string; ResponseHeadersPolicyId: unknown; FunctionAssociations?: unknown[]; CachePolicyId?: unknown };
    const cfg = d.Properties?.DistributionConfig as { CacheBehaviors: Behavior[]; DefaultCacheBehavior: Omit<Behavior, 'PathPattern'> };
    const gallery = cfg.CacheBehaviors.find((x) => x.PathPattern === '/gallery');
    expect(gallery?.FunctionAssociations).toEqual(cfg.DefaultCacheBehavior.FunctionAssociations);
    expect(gallery?.CachePolicyId).toEqual(cfg.DefaultCacheBehavior.CachePolicyId);
    const policyId = (gallery?.ResponseHeadersPolicyId as { Ref: string }).Ref;
    const policy = res[policyId]?.Properties?.ResponseHeadersPolicyConfig as { CustomHeadersConfig: { Items: { Header: string; Value: string }[] }; SecurityHeadersConfig: unknown };
    expect(policy.CustomHeadersConfig.Items).toContainEqual({ Header: 'link', Value: GALLERY_LINK, Override: true });
    const site = res[(cfg.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref]?.Properties?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown };
    expect(policy.SecurityHeadersConfig).toEqual(site.SecurityHeadersConfig);
  });

  it('custom domain: alias, its certificate and TLSv1.2_2021', () => {
    const [[, d]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const cfg = (d.Properties?.DistributionConfig ?? {}) as { Aliases?: string[]; ViewerCertificate?: Record<string, unknown> };
    expect(cfg.Aliases).toEqual(['photos.example.com']);
    expect(cfg.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERT, MinimumProtocolVersion: 'TLSv1.2_2021' });
  });

  it('siteOrigin is the photo bucket CORS origin and every function\'s SITE_ORIGIN', () => {
    const bucket = res[b.logicalId(b.stack.data.photoBucket)];
    const rules = (bucket?.Properties?.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] }).CorsRules;
    expect(rules.map((r) => r.AllowedOrigins)).toEqual([[SITE]]);
    // Our functions (the CDK deployment handler is not one of them).
    const fns = ofType('AWS::Lambda::Function').filter(([, r]) => tag(r, 'candid:entry') !== undefined);
    expect(fns.length).toBeGreaterThan(0);
    for (const [id, fn] of fns) {
      const env = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(flatten(env.SITE_ORIGIN), id).toBe(SITE);
    }
  });

  it('deploys the web build: hashed assets immutable and kept, entry points revalidated', () => {
    expect(b.stack.web.deployed).toBe(true);
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, r]) => r.Properties ?? {});
    expect(deployments).toHaveLength(2);
    const cache = (p: Record<string, unknown>) => (p.SystemMetadata as Record<string, string> | undefined)?.['cache-control'];
    const assets = deployments.find((p) => JSON.stringify(p.Include) === '["assets/*"]');
    expect(assets && cache(assets)).toContain('immutable');
    const entry = deployments.find((p) => JSON.stringify(p.Exclude) === '["assets/*"]');
    expect(entry && cache(entry)).toBe('no-cache');
    // Old hashed chunks stay for tabs still running the previous index.html.
    expect(deployments.map((p) => p.Prune)).toEqual([false, false]);
  });

  it('a job from the list gets a function with exactly its grants and a rate schedule', () => {
    const [fnId] = Object.keys(functionsTagged(b.template, 'candid:job', 'sample-job'));
    expect(fnId).toBeDefined();
    const rule = ofType('AWS::Events::Rule').find(([, r]) => refsIn(r.Properties?.Targets).has(fnId as string));
    expect(rule?.[1].Properties?.ScheduleExpression).toBe('rate(7 minutes)');
    const actions = actionsOf(b.template, fnId as string);
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('redirects a request to the CloudFront default domain to the custom domain, keeping path and query (commerce spec "App root")', () => {
    const [[, d]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const cfg = (d.Properties?.DistributionConfig ?? {}) as { DefaultCacheBehavior: { FunctionAssociations: { EventType: string; FunctionARN: unknown }[] } };
    const [assoc] = cfg.DefaultCacheBehavior.FunctionAssociations;
    expect(assoc?.EventType).toBe('viewer-request');
    const fnId = [...refsIn(assoc?.FunctionARN)][0] as string;
    const code = String(res[fnId]?.Properties?.FunctionCode);
    type Out = { statusCode?: number; headers?: Record<string, { value: string }>; uri?: string };
    const handler = new Function(`${code}; return handler;`)() as (e: unknown) => Out;
    const at = (host: string, uri: string, querystring = {}) => handler({ request: { uri, headers: { host: { value: host } }, querystring }, viewer: { ip: '192.0.2.1' } });
    const moved = at('d111111abcdef8.cloudfront.net', '/order/CND-1', { code: { value: 'ABC123' } });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers?.location?.value).toBe('https://photos.example.com/order/CND-1?code=ABC123');
    expect(at('photos.example.com', '/order/CND-1').uri).toBe('/index.html');
  });

  it('has no dependency cycle', () => {
    expect(findCycle(b.template)).toBeUndefined();
  });

  it('cdk-nag: no unsuppressed AwsSolutions errors or warnings (incl. the CDK deployment handler)', () => {
    const nag = Match.stringLikeRegexp('AwsSolutions-.*');
    const a = Annotations.fromStack(b.stack);
    expect(describeFindings(a.findError('*', nag))).toEqual([]);
    expect(describeFindings(a.findWarning('*', nag))).toEqual([]);
  });
});
