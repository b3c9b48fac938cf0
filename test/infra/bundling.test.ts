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

// The payment functions' cold start (#31 item 3): the Stripe SDK is bundled apart from them (bundle-apart.ts).
describe('packages bundled apart from the function', () => {
  it('every house function was recorded', () => {
    expect(houseFunctions.length).toBeGreaterThan(80);
    expect(houseFunctions.filter((f) => !bundlingOf.has(f.node.path)).map((f) => f.entry)).toEqual([]);
  });

  it('the functions granted the Stripe key leave stripe out of their bundle and build it into their asset', () => {
    expect(grantedStripe.size).toBeGreaterThan(0);
    const withStripe = houseFunctions.filter((f) => grantedStripe.has(f.entry));
    expect(withStripe.map((f) => f.entry).sort()).toEqual([...grantedStripe].sort());
    for (const f of withStripe) {
      const bundling = bundlingOf.get(f.node.path);
      expect(bundling?.externalModules, f.entry).toEqual(['stripe']);
      // Still one bundle with the AWS SDK in it: only the listed package is left out.
      expect(bundling?.bundleAwsSDK, f.entry).toBe(true);
      expect(bundling?.nodeModules, f.entry).toBeUndefined();
      const after = bundling?.commandHooks?.afterBundling('/in', '/out') ?? [];
      expect(after.join('\n'), f.entry).toContain("--outfile='/out/node_modules/stripe/index.mjs'");
      // The same target and minification as the function's own bundle.
      expect(after.join('\n'), f.entry).toContain(`--target=${bundling?.target ?? 'none'}`);
      expect(after.join('\n'), f.entry).toContain('--minify');
    }
  });

  it('no other function leaves a package out of its bundle', () => {
    const others = houseFunctions.filter((f) => !grantedStripe.has(f.entry));
    expect(others.length).toBeGreaterThan(0);
    const leftOut = (b: Nodejs.BundlingOptions | undefined): boolean => b?.externalModules !== undefined || b?.nodeModules !== undefined || b?.commandHooks !== undefined;
    expect(others.filter((f) => leftOut(bundlingOf.get(f.node.path))).map((f) => f.entry)).toEqual([]);
  });
});
