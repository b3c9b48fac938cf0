import type * as Nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asyncJobs, jobs, queueJobs, routes } from '../../functions/routes.js';
import { HouseFunction } from '../../infra/constructs/house-function.js';
import type { Built } from './build-stack.js';
import { buildStack } from './build-stack.js';

/**
 * What each function's NodejsFunction is given to bundle with. The stack is synthesized with bundling skipped
 * (build-stack.ts), so the template cannot show it: the props are recorded as they reach NodejsFunction.
 */
const { bundlingOf } = vi.hoisted(() => ({ bundlingOf: new Map<string, Nodejs.BundlingOptions | undefined>() }));
vi.mock('aws-cdk-lib/aws-lambda-nodejs', async (importOriginal) => {
  const cdk = await importOriginal<typeof Nodejs>();
  class RecordingNodejsFunction extends cdk.NodejsFunction {
    constructor(scope: Construct, id: string, props: Nodejs.NodejsFunctionProps) {
      super(scope, id, props);
      bundlingOf.set(scope.node.path, props.bundling);
    }
  }
  return { ...cdk, NodejsFunction: RecordingNodejsFunction };
});

let b: Built;
let houseFunctions: HouseFunction[];
beforeAll(() => {
  b = buildStack();
  houseFunctions = b.stack.node.findAll().filter((c): c is HouseFunction => c instanceof HouseFunction);
});
afterAll(() => b?.cleanup());

const grantedStripe = new Set<string>(
  [...routes.map((r) => ({ handler: r.handler, grants: r.grants })), ...jobs, ...asyncJobs, ...queueJobs].filter((f) => f.grants.includes('stripe-secret:read')).map((f) => f.handler),
);

// The payment functions' cold start (#31 item 3): the Stripe SDK is installed beside their bundles, not in them.
describe('packages installed beside the bundle (bundling.nodeModules)', () => {
  it('every house function was recorded', () => {
    expect(houseFunctions.length).toBeGreaterThan(80);
    expect(houseFunctions.filter((f) => !bundlingOf.has(f.node.path)).map((f) => f.entry)).toEqual([]);
  });

  it('the functions granted the Stripe key get stripe installed beside their bundle, and bundle the rest', () => {
    expect(grantedStripe.size).toBeGreaterThan(0);
    const withStripe = houseFunctions.filter((f) => grantedStripe.has(f.entry));
    expect(withStripe.map((f) => f.entry).sort()).toEqual([...grantedStripe].sort());
    for (const f of withStripe) {
      expect(bundlingOf.get(f.node.path)?.nodeModules, f.entry).toEqual(['stripe']);
      // Still one bundle with the AWS SDK in it: only the listed package is left out.
      expect(bundlingOf.get(f.node.path)?.bundleAwsSDK, f.entry).toBe(true);
    }
  });

  it('no other function installs a package beside its bundle', () => {
    const others = houseFunctions.filter((f) => !grantedStripe.has(f.entry));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((f) => bundlingOf.get(f.node.path)?.nodeModules !== undefined).map((f) => f.entry)).toEqual([]);
  });
});
