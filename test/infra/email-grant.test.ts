import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, routes } from '../../functions/routes.js';
import type { Built, Resource } from './build-stack.js';
import { buildStack, flatten, functionStatements, functionsTagged, resources } from './build-stack.js';

/**
 * `email:send` (no route sends mail yet: the commerce routes and jobs add it): a function with the grant may
 * call ses:SendEmail on the configured SES identity only, and gets CANDID_EMAIL_FROM; others get neither.
 */
const [mailer, other] = routes;
if (!mailer || !other) throw new Error('need two routes');
const [firstJob] = jobs;
if (!firstJob) throw new Error('need a job');

let b: Built;
let res: Record<string, Resource>;
beforeAll(() => {
  b = buildStack({
    context: { sesIdentity: 'candid.example' },
    props: {
      routes: [{ ...mailer, grants: [...mailer.grants, 'email:send'] }, other],
      jobs: [{ ...firstJob, grants: [...firstJob.grants, 'email:send'] }],
    },
  });
  res = resources(b.template);
});
afterAll(() => b?.cleanup());

const fnTagged = (key: string, value: string): string => {
  const ids = Object.keys(functionsTagged(b.template, key, value));
  if (ids.length !== 1) throw new Error(`expected one function ${key}=${value}`);
  return ids[0] as string;
};
const sesStatements = (fnId: string): { Action: string | string[]; Resource: unknown }[] => {
  return functionStatements(res, fnId)
    .filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
};
const envOf = (fnId: string): Record<string, unknown> =>
  ((res[fnId]?.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});

describe('email:send', () => {
  it.each([
    ['route', 'candid:route', mailer.endpoint.id],
    ['job', 'candid:job', firstJob.name],
  ])('a %s with the grant may only ses:SendEmail on the SES identity, and knows the From address', (_kind, key, value) => {
    const fnId = fnTagged(key, value);
    const statements = sesStatements(fnId);
    expect(statements).toHaveLength(1);
    expect([statements[0]?.Action].flat()).toEqual(['ses:SendEmail']);
    expect(flatten(statements[0]?.Resource)).toMatch(/^arn:«ref»:ses:«ref»:«ref»:identity\/«ref»$/);
    expect(JSON.stringify(statements[0]?.Resource)).toContain('"Ref":"SesIdentity"');
    expect(flatten(envOf(fnId).CANDID_EMAIL_FROM)).toBe('Candid <orders@«ref»>');
  });

  it('a function without the grant has neither the permission nor the address', () => {
    const fnId = fnTagged('candid:route', other.endpoint.id);
    expect(sesStatements(fnId)).toEqual([]);
    expect(envOf(fnId).CANDID_EMAIL_FROM).toBeUndefined();
  });

  it('the SES identity is a stack parameter, defaulted from context', () => {
    const params = (b.template.toJSON() as { Parameters: Record<string, { Type: string; Default?: string }> }).Parameters;
    expect(params.SesIdentity).toMatchObject({ Type: 'String', Default: 'candid.example' });
  });
});
