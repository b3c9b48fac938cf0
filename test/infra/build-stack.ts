import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { CandidStack } from '../../infra/candid-stack.js';
import type { CandidStackProps } from '../../infra/candid-stack.js';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface BuildOptions {
  /** Apply cdk-nag AwsSolutionsChecks before synthesis. */
  nag?: boolean;
  /** Extra context (deploy-time keys such as siteOrigin, domainName, certificateArn). */
  context?: Record<string, unknown>;
  props?: CandidStackProps;
}

export interface Built {
  app: App;
  stack: CandidStack;
  template: Template;
  /** Temp folder holding the App outdir; removed by cleanup(). */
  dir: string;
  /** CloudFormation logical id of a construct's resource. */
  logicalId(c: IConstruct): string;
  cleanup(): void;
}

type Json = Record<string, unknown>;

/**
 * Synthesizes the real stack in-process, with the same feature flags as `cdk.json` (so tests see what
 * `cdk synth` deploys) and bundling skipped (DESIGN section 13). No web/dist unless a test passes one.
 */
export function buildStack(opts: BuildOptions = {}): Built {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Json };
  const dir = mkdtempSync(join(tmpdir(), 'candid-infra-'));
  const app = new App({
    outdir: join(dir, 'cdk.out'),
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      // With this cdk.json flag on, an error annotation (e.g. an unsuppressed nag finding) throws inside
      // synthesis, before any assertion runs. Off here, findings stay annotations that the nag tests list.
      ...(opts.nag ? { '@aws-cdk/core:annotationsInValidationReport': false } : {}),
      ...opts.context,
    },
  });
  let stack: CandidStack;
  let template: Template;
  try {
    stack = new CandidStack(app, 'Candid', { webDistPath: join(dir, 'no-web-dist'), ...opts.props });
    if (opts.nag) Aspects.of(app).add(new AwsSolutionsChecks());
    template = Template.fromStack(stack);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    app,
    stack,
    template,
    dir,
    logicalId: (c) => {
      const el = (c.node.defaultChild ?? c) as CfnElement;
      return stack.resolve(el.logicalId) as string;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type Resource = { Type: string; Properties?: Json; DependsOn?: string | string[]; Metadata?: Json };

export const resources = (t: Template): Record<string, Resource> =>
  (t.toJSON() as { Resources: Record<string, Resource> }).Resources;

/** Logical ids a value refers to through Ref / Fn::GetAtt (pseudo parameters excluded). */
export function refsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) refsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'Ref' && typeof v === 'string' && !v.startsWith('AWS::')) out.add(v);
      else if (k === 'Fn::GetAtt' && Array.isArray(v) && typeof v[0] === 'string') out.add(v[0]);
      else refsIn(v, out);
    }
  }
  return out;
}

/** A dependency cycle among the template's resources (Ref, GetAtt, DependsOn), or undefined. */
export function findCycle(t: Template): string[] | undefined {
  const res = resources(t);
  const edges = new Map<string, string[]>();
  for (const [id, r] of Object.entries(res)) {
    const deps = refsIn(r.Properties);
    for (const d of [r.DependsOn ?? []].flat()) deps.add(d);
    edges.set(id, [...deps].filter((d) => d in res));
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const d of edges.get(id) ?? []) {
      const c = visit(d);
      if (c) return c;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const c = visit(id);
    if (c) return c;
  }
  return undefined;
}

/** The literal text of a string that may be an Fn::Join of literals and tokens (tokens become «ref»). */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'Fn::Join' in value) {
    const [sep, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    return parts.map(flatten).join(sep);
  }
  return '«ref»';
}

/** The Lambda functions (logical id → resource) carrying tag key=value. */
export function functionsTagged(t: Template, key: string, value: string): Record<string, Resource> {
  return t.findResources('AWS::Lambda::Function', {
    Properties: { Tags: Match.arrayWith([{ Key: key, Value: value }]) },
  }) as Record<string, Resource>;
}

/** Tag value of a resource. */
export const tag = (r: Resource, key: string): string | undefined =>
  (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find((x) => x.Key === key)?.Value;

export interface PolicyStatementJson {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
  Principal?: unknown;
}

/**
 * Every statement a role is granted: its inline policies (house functions keep their grants there) and any
 * AWS::IAM::Policy attached to it.
 */
export function roleStatements(res: Record<string, Resource>, roleId: string): PolicyStatementJson[] {
  const inline = ((res[roleId]?.Properties?.Policies as { PolicyDocument: { Statement: PolicyStatementJson[] } }[] | undefined) ?? []).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
  const attached = Object.values(res)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && refsIn(r.Properties?.Roles).has(roleId))
    .flatMap((r) => (r.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement);
  return [...inline, ...attached];
}

/** Every statement granted to a function's role. */
export function functionStatements(res: Record<string, Resource>, fnLogicalId: string): PolicyStatementJson[] {
  const fn = res[fnLogicalId];
  if (!fn) throw new Error(`no resource ${fnLogicalId}`);
  const roleId = [...refsIn(fn.Properties?.Role)][0];
  if (!roleId) throw new Error(`${fnLogicalId} has no role`);
  return roleStatements(res, roleId);
}

/** All IAM actions granted to a function's role (over every policy of it). */
export function actionsOf(t: Template, fnLogicalId: string): string[] {
  return functionStatements(resources(t), fnLogicalId)
    .filter((s) => s.Effect === 'Allow')
    .flatMap((s) => [s.Action].flat());
}

/** Readable list of annotations (for an `toEqual([])` failure message). */
export const describeFindings = (xs: SynthesisMessage[]): string[] => xs.map((x) => `${x.id}: ${String(x.entry.data)}`);
