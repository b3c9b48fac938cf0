import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

  it('reaches every nested stack: each one\'s resources are in a cdk-nag report, none non-compliant', () => {
    const outdir = join(b.dir, 'cdk.out');
    const rows = readdirSync(outdir)
      .filter((f) => /^AwsSolutions-.*-NagReport\.csv$/.test(f))
      .flatMap((f) => readFileSync(join(outdir, f), 'utf8').split('\n').slice(1).filter(Boolean))
      .map((line) => (line.match(/"[^"]*"/g) ?? []).map((cell) => cell.slice(1, -1)));
    const checked = new Set(rows.map(([, resource]) => resource ?? ''));
    expect(b.stack.nestedStacks.size).toBeGreaterThan(0);
    for (const nested of b.stack.nestedStacks.values()) {
      expect([...checked].some((resource) => resource.startsWith(`${nested.node.path}/`)), nested.node.path).toBe(true);
    }
    expect(rows.filter(([, , compliance]) => compliance === 'Non-Compliant').map((r) => r.slice(0, 2).join(' '))).toEqual([]);
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
