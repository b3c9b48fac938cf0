import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Built } from './build-stack.js';
import { buildStack, describeFindings, resources } from './build-stack.js';

/** cdk-nag AwsSolutions on the default stack (no custom domain, no web build): nothing left unexplained. */
let b: Built;
beforeAll(() => {
  b = buildStack({ nag: true });
});
afterAll(() => b?.cleanup());

const NAG = Match.stringLikeRegexp('AwsSolutions-.*');

describe('cdk-nag AwsSolutions', () => {
  it('the checks ran (some findings are suppressed with reasons)', () => {
    const suppressed = Object.values(resources(b.template)).flatMap(
      (r) => ((r.Metadata?.cdk_nag as { rules_to_suppress?: unknown[] } | undefined)?.rules_to_suppress ?? []),
    );
    expect(suppressed.length).toBeGreaterThan(0);
  });

  it('has no unsuppressed errors', () => {
    expect(describeFindings(Annotations.fromStack(b.stack).findError('*', NAG))).toEqual([]);
  });

  it('has no unsuppressed warnings', () => {
    expect(describeFindings(Annotations.fromStack(b.stack).findWarning('*', NAG))).toEqual([]);
  });

  it('every suppression names a rule and gives a real reason', () => {
    for (const [id, r] of Object.entries(resources(b.template))) {
      const rules = (r.Metadata?.cdk_nag as { rules_to_suppress?: { id: string; reason: string }[] } | undefined)?.rules_to_suppress ?? [];
      for (const s of rules) {
        expect(s.id, id).toMatch(/^AwsSolutions-[A-Z]+\d+$/);
        expect(s.reason.length, `${id} ${s.id}`).toBeGreaterThanOrEqual(40);
      }
    }
  });
});
