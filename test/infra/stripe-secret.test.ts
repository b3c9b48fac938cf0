import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import type { Built, Resource } from './build-stack.js';
import { buildStack, describeFindings, functionStatements, functionsTagged, refsIn, resources } from './build-stack.js';

/**
 * The Stripe secret and its grant. No route of the table reads it yet (checkout and webhook come with
 * issue #14's next pieces), so one route is given the grant here: the stack must turn it into exactly a read
 * of that one secret through the secrets extension, and stay clean under cdk-nag.
 */
let b: Built;
let res: Record<string, Resource>;
beforeAll(() => {
  b = buildStack({ nag: true, props: { routes: routes.map((r) => (r.endpoint.id === 'getEvent' ? { ...r, grants: [...r.grants, 'stripe-secret:read'] } : r)) } });
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

const secretsStatements = (fnId: string): { Action: string[]; Resource: unknown }[] => {
  return functionStatements(res, fnId)
    .map((s) => ({ Action: [s.Action].flat(), Resource: s.Resource }))
    .filter((s) => s.Action.some((a) => a.startsWith('secretsmanager:')));
};

describe('Stripe secret', () => {
  it('is one generated Secrets Manager secret: placeholder JSON, no value in the template', () => {
    const id = b.logicalId(b.stack.data.stripeSecret);
    const p = res[id]?.Properties ?? {};
    expect(p.SecretString).toBeUndefined();
    expect(p.GenerateSecretString).toMatchObject({ SecretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }), GenerateStringKey: 'placeholder' });
  });

  it("'stripe-secret:read' reads exactly that secret, through the Parameters and Secrets extension", () => {
    const fnId = Object.keys(functionsTagged(b.template, 'candid:route', 'getEvent'))[0] ?? '';
    const statements = secretsStatements(fnId);
    expect(statements).toHaveLength(1);
    expect([...refsIn(statements[0]?.Resource)]).toEqual([b.logicalId(b.stack.data.stripeSecret)]);
    expect(statements[0]?.Action.sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    const fn = res[fnId]?.Properties ?? {};
    expect(JSON.stringify(fn.Layers ?? [])).toMatch(/ParamsAndSecrets|parameters-and-secrets/i);
    expect([...refsIn((fn.Environment as { Variables: Record<string, unknown> }).Variables.STRIPE_SECRET_ARN)]).toEqual([b.logicalId(b.stack.data.stripeSecret)]);
  });

  it('is a stack output, for the operator who puts the keys in', () => {
    expect([...refsIn(b.template.findOutputs('StripeSecretArn').StripeSecretArn?.Value)]).toEqual([b.logicalId(b.stack.data.stripeSecret)]);
  });

  it('leaves cdk-nag clean', () => {
    const NAG = Match.stringLikeRegexp('AwsSolutions-.*');
    expect(describeFindings(Annotations.fromStack(b.stack).findError('*', NAG))).toEqual([]);
    expect(describeFindings(Annotations.fromStack(b.stack).findWarning('*', NAG))).toEqual([]);
  });
});
