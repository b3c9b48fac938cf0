import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../functions/routes.js';
import { routes } from '../../functions/routes.js';
import { API_AREAS, apiAreaOf } from '../../infra/api-areas.js';
import { STACK_RESOURCE_LIMIT, describeCounts, overBudget } from '../../infra/resource-budget.js';
import type { Built, Resource } from './build-stack.js';
import { buildStack, functionsTagged, resources } from './build-stack.js';

/**
 * Issue #30: the app is a parent stack and nested stacks, none over STACK_RESOURCE_LIMIT resources (CloudFormation
 * refuses 500), routes placed by infra/api-areas.ts, stateful resources kept in the parent with their ids.
 */
let b: Built;
let res: Record<string, Resource>;
beforeAll(() => {
  b = buildStack();
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

const nestedResourceId = (stackId: string): string => {
  const nested = b.stack.nestedStacks.get(stackId)?.nestedStackResource;
  if (!nested) throw new Error(`no nested stack ${stackId}`);
  return b.logicalId(nested);
};

describe('resource budget', () => {
  it(`every template (parent and nested) has at most ${STACK_RESOURCE_LIMIT} resources`, () => {
    console.log(['[stacks] resources per template:', ...describeCounts(b.counts)].join('\n  '));
    expect(b.counts.map((c) => c.stack)).toEqual(['Candid', ...[...b.stack.nestedStacks.keys()].map((id) => `Candid/${id}`)]);
    expect(overBudget(b.counts)).toEqual([]);
  });

  it('synthesis fails for a route table that overflows an area (guest routes added until GuestApi passes the limit)', () => {
    const template = routes.find((r) => r.endpoint.id === 'getEvent') as Route;
    const extra = Array.from({ length: Math.ceil((STACK_RESOURCE_LIMIT - (b.counts.find((c) => c.stack === 'Candid/GuestApi')?.resources ?? 0)) / 6) + 3 }, (_, i) => ({
      ...template,
      endpoint: { ...template.endpoint, id: `fakeGuest${i}`, path: `/api/events/{code}/fake-${i}` },
    })) as Route[];
    // Synthesis itself refuses it (CandidStack's validation), naming the stack; the pure check is unit-tested
    // in infra/resource-budget.test.ts.
    expect(() => buildStack({ props: { routes: [...routes, ...extra] } })).toThrow(/Candid\/GuestApi: \d+ resources \(limit 300\)/);
  });

  it('counts on the construct tree what the synthesized templates hold', () => {
    expect(b.stack.resourceCounts()).toEqual(b.counts);
  });
});

describe('placement', () => {
  it.each(routes.map((r) => [r.endpoint.id, r] as const))('%s: its function and API route are in the stack of its area', (id, route) => {
    const spec = API_AREAS.find((a) => a.area === apiAreaOf(route));
    expect(spec).toBeDefined();
    const [fnId] = Object.keys(functionsTagged(b.template, 'candid:route', id));
    expect(fnId).toBeDefined();
    expect(b.nestedStackOf(fnId as string)).toBe(nestedResourceId(spec?.stackId ?? ''));
    const routeIds = Object.entries(res).filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === `${route.endpoint.method} ${route.endpoint.path}`).map(([rid]) => rid);
    expect(routeIds).toHaveLength(1);
    expect(b.nestedStackOf(routeIds[0] as string)).toBe(nestedResourceId(spec?.stackId ?? ''));
  });

  it('the parent holds the nested stacks and nothing per route: one AWS::CloudFormation::Stack each', () => {
    const parent = b.templates[0]?.json.Resources ?? {};
    const nested = Object.entries(parent).filter(([, r]) => r.Type === 'AWS::CloudFormation::Stack').map(([id]) => id).sort();
    expect(nested).toEqual([...b.stack.nestedStacks.keys()].map(nestedResourceId).sort());
    expect(Object.values(parent).filter((r) => r.Type === 'AWS::Lambda::Function')).toHaveLength(1);
  });
});

describe('stateful resources (an update over the single-stack layout must not replace them)', () => {
  // The logical ids the single-stack layout gave them: a different id is a new table, bucket or secret.
  const KEPT = {
    table: 'DataTableFDBAD0F2',
    photoBucket: 'DataPhotoBucketAD8405B8',
    webBucket: 'WebBucketE51352C0',
    accessLogs: 'AccessLogsBucketCD784A59',
    tokenSecret: 'DataTokenSecret0E2B5D01',
    stripeSecret: 'DataStripeSecret0B27F45F',
  };

  it('stay in the parent template with the ids they had; the table and buckets are retained', () => {
    const parent = b.templates[0]?.json.Resources ?? {};
    expect(b.logicalId(b.stack.data.table)).toBe(KEPT.table);
    expect(b.logicalId(b.stack.data.photoBucket)).toBe(KEPT.photoBucket);
    expect(b.logicalId(b.stack.web.bucket)).toBe(KEPT.webBucket);
    expect(b.logicalId(b.stack.data.tokenSecret)).toBe(KEPT.tokenSecret);
    expect(b.logicalId(b.stack.data.stripeSecret)).toBe(KEPT.stripeSecret);
    for (const id of Object.values(KEPT)) expect(parent[id], id).toBeDefined();
    for (const id of [KEPT.table, KEPT.photoBucket, KEPT.webBucket, KEPT.accessLogs]) {
      expect((parent[id] as { DeletionPolicy?: string }).DeletionPolicy, id).toBe('Retain');
      expect((parent[id] as { UpdateReplacePolicy?: string }).UpdateReplacePolicy, id).toBe('Retain');
    }
  });
});
