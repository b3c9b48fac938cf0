import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, STRIPE_WEBHOOK_THROTTLE } from '../../functions/routes.js';
import type { Built, Resource } from './build-stack.js';
import { actionsOf, buildStack, functionsTagged, refsIn, resources } from './build-stack.js';

let b: Built;
let res: Record<string, Resource>;
beforeAll(() => {
  b = buildStack();
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

const webhook = routes.find((r) => r.endpoint.id === 'stripeWebhook');
const props = (r: Resource | undefined): Record<string, unknown> => r?.Properties ?? {};

describe('the Stripe webhook route', () => {
  it('exists once, with no authorizer: the signature over the body is its credential, checked in the handler', () => {
    if (!webhook) throw new Error('no stripeWebhook route');
    const httpRoutes = Object.values(res).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && props(r).RouteKey === routeKey(webhook));
    expect(httpRoutes).toHaveLength(1);
    const route = props(httpRoutes[0]);
    expect(route.AuthorizerId).toBeUndefined();
    expect([undefined, 'NONE']).toContain(route.AuthorizationType);
    expect(Object.values(res).filter((r) => r.Type === 'AWS::ApiGatewayV2::Authorizer')).toEqual([]);
  });

  it('has its own throttle, at or above the stage default every guest route shares and above every guest route', () => {
    if (!webhook) throw new Error('no stripeWebhook route');
    const stage = Object.values(res).find((r) => r.Type === 'AWS::ApiGatewayV2::Stage' && props(r).StageName === '$default');
    const defaults = props(stage).DefaultRouteSettings as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    const own = (props(stage).RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>)[routeKey(webhook)];
    expect(own).toEqual({ ThrottlingRateLimit: STRIPE_WEBHOOK_THROTTLE.rate, ThrottlingBurstLimit: STRIPE_WEBHOOK_THROTTLE.burst });
    expect(own?.ThrottlingRateLimit).toBeGreaterThanOrEqual(defaults.ThrottlingRateLimit);
    expect(own?.ThrottlingBurstLimit).toBeGreaterThanOrEqual(defaults.ThrottlingBurstLimit);
    for (const r of routes) if (r !== webhook && r.throttle) expect(r.throttle.rate, r.endpoint.id).toBeLessThanOrEqual(STRIPE_WEBHOOK_THROTTLE.rate);
  });

  it.each(['stripeWebhook', 'checkoutOrder', 'confirmOrderPayment'])('%s reads the Stripe secret and sends e-mail, and may not Scan', (id) => {
    const fnId = Object.keys(functionsTagged(b.template, 'candid:route', id))[0] ?? '';
    const actions = actionsOf(b.template, fnId);
    expect(actions).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue', 'ses:SendEmail', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((a) => a.startsWith('s3:'))).toBe(false);
    // The function's environment names the Stripe secret it reads.
    const env = (props(res[fnId]).Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
    expect([...refsIn(env.STRIPE_SECRET_ARN)].length + (typeof env.STRIPE_SECRET_ARN === 'string' ? 1 : 0)).toBeGreaterThan(0);
  });
});
