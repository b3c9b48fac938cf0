import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_WORKER_PATHS } from '../../infra/constructs/web.js';
import type { Built, Resource } from './build-stack.js';
import { buildStack, flatten, refsIn, resources } from './build-stack.js';

/** The installable app (web/pwa/): CloudFront never lets a phone keep a stale sw.js or manifest. */
let b: Built;
let res: Record<string, Resource>;
beforeAll(() => {
  b = buildStack();
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

type Behaviour = Record<string, unknown>;
const distribution = () => {
  const [d] = Object.values(res).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
  return d?.Properties?.DistributionConfig as { DefaultCacheBehavior: Behaviour; CacheBehaviors?: Behaviour[] };
};
const policyOf = (behaviour: Behaviour) => {
  const [id] = [...refsIn(behaviour.ResponseHeadersPolicyId)];
  return res[id ?? '']?.Properties?.ResponseHeadersPolicyConfig as {
    SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
    CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
  };
};

describe('service worker and manifest at the edge', () => {
  it.each(SERVICE_WORKER_PATHS)('%s comes from the web bucket, never cached at the edge, sent with Cache-Control: no-cache', (path) => {
    const d = distribution();
    const behaviour = (d.CacheBehaviors ?? []).find((c) => c.PathPattern === path);
    expect(behaviour, `no behaviour for ${path}`).toBeDefined();
    expect(behaviour!.TargetOriginId).toBe(d.DefaultCacheBehavior.TargetOriginId);
    expect(behaviour!.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(behaviour!.ViewerProtocolPolicy).toBe('redirect-to-https');
    const policy = policyOf(behaviour!);
    expect(policy.CustomHeadersConfig.Items).toContainEqual({ Header: 'cache-control', Value: 'no-cache', Override: true });
  });

  it('keeps the strict CSP (script-src \'self\', no inline) on sw.js and the manifest, the same as every page', () => {
    const d = distribution();
    const site = flatten(policyOf(d.DefaultCacheBehavior).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(site).toMatch(/script-src 'self';/);
    for (const path of SERVICE_WORKER_PATHS) {
      const behaviour = (d.CacheBehaviors ?? []).find((c) => c.PathPattern === path)!;
      expect(flatten(policyOf(behaviour).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy)).toBe(site);
    }
  });

  it('pages and hashed assets keep their own caching: no cache-control override outside sw.js and the manifest', () => {
    const d = distribution();
    const items = policyOf(d.DefaultCacheBehavior).CustomHeadersConfig.Items;
    expect(items.map((i) => i.Header)).not.toContain('cache-control');
  });
});
