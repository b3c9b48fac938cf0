import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, Aspects, NestedStack, Stack } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { CandidStack } from '../../infra/candid-stack.js';
import type { CandidStackProps } from '../../infra/candid-stack.js';
import { countResources } from '../../infra/resource-budget.js';
import type { TemplateCount } from '../../infra/resource-budget.js';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface BuildOptions {
  /** Apply cdk-nag AwsSolutionsChecks before synthesis. */
  nag?: boolean;
  /** Extra context (deploy-time keys such as siteOrigin, domainName, certificateArn). */
  context?: Record<string, unknown>;
  props?: CandidStackProps;
}

/** One synthesized template: the parent's or a nested stack's. */
export interface StackTemplate {
  /** Construct path, e.g. `Candid` or `Candid/GuestApi`. */
  path: string;
  stack: Stack;
  json: CfnTemplate;
}

export interface Built {
  app: App;
  stack: CandidStack;
  /**
   * The whole app as one template: the parent's and every nested stack's resources together, each nested
   * parameter replaced by what the parent passes in and each nested output read where the parent uses it.
   * So a grant reads `Fn::GetAtt [Table, Arn]` wherever the function is, as in a single stack.
   */
  template: Template;
  /** The parent's template and each nested stack's, as CloudFormation gets them. */
  templates: StackTemplate[];
  /** Resource count of each template. */
  counts: TemplateCount[];
  /** The logical id (in the parent) of the nested stack resource holding this merged resource; undefined if in the parent. */
  nestedStackOf(logicalId: string): string | undefined;
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
  let templates: StackTemplate[];
  let merged: MergedTemplate;
  try {
    stack = new CandidStack(app, 'Candid', { webDistPath: join(dir, 'no-web-dist'), ...opts.props });
    if (opts.nag) Aspects.of(app).add(new AwsSolutionsChecks());
    const assembly = app.synth();
    const stacks = [stack, ...stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack)];
    templates = stacks.map((s) => ({
      path: s.node.path,
      stack: s,
      json: JSON.parse(readFileSync(join(assembly.directory, s.templateFile), 'utf8')) as CfnTemplate,
    }));
    merged = mergeTemplates(templates);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    app,
    stack,
    template: Template.fromJSON(merged.template),
    templates,
    counts: templates.map((t) => ({ stack: t.path, resources: countResources(t.json) })),
    nestedStackOf: (id) => merged.owner.get(id),
    dir,
    logicalId: (c) => {
      const el = (c.node.defaultChild ?? c) as CfnElement;
      return Stack.of(el).resolve(el.logicalId) as string;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface CfnTemplate {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown }>;
  [section: string]: unknown;
}

interface MergedTemplate {
  template: CfnTemplate;
  /** Merged logical id → the parent's logical id of the nested stack resource it came from. */
  owner: Map<string, string>;
}

/**
 * The parent's template with every nested stack's resources inlined (see Built.template). A logical id that
 * two templates share would make the merged view ambiguous, so it throws instead.
 */
export function mergeTemplates(templates: readonly StackTemplate[]): MergedTemplate {
  const [root, ...nested] = templates;
  if (!root || root.stack.nestedStackParent) throw new Error('the first template must be the parent stack');
  const byResourceId = new Map<string, StackTemplate>();
  for (const t of nested) {
    const parent = t.stack.nestedStackParent;
    const resource = (t.stack as NestedStack).nestedStackResource;
    if (parent !== root.stack || !resource) throw new Error(`${t.path}: only nested stacks directly under the parent are merged`);
    byResourceId.set(root.stack.resolve(resource.logicalId) as string, t);
  }
  const nestedParams = (resourceId: string): Record<string, unknown> =>
    (root.json.Resources[resourceId]?.Properties?.Parameters as Record<string, unknown> | undefined) ?? {};

  // In the parent's terms: a nested stack's output it reads becomes that output's value.
  const inParent = (value: unknown): unknown =>
    mapJson(value, (node) => {
      const att = node['Fn::GetAtt'];
      if (!Array.isArray(att) || typeof att[0] !== 'string' || typeof att[1] !== 'string' || !att[1].startsWith('Outputs.')) return undefined;
      const t = byResourceId.get(att[0]);
      const output = t?.json.Outputs?.[att[1].slice('Outputs.'.length)];
      if (!t || !output) throw new Error(`no output ${att[1]} in nested stack ${att[0]}`);
      return inParent(inNested(att[0], t, output.Value));
    });
  // In the parent's terms: a nested stack's parameter becomes what the parent passes for it.
  const inNested = (resourceId: string, t: StackTemplate, value: unknown): unknown =>
    mapJson(value, (node) => {
      const ref = node.Ref;
      if (typeof ref !== 'string' || !(ref in (t.json.Parameters ?? {}))) return undefined;
      const passed = nestedParams(resourceId)[ref];
      if (passed === undefined) throw new Error(`${t.path}: the parent passes no parameter ${ref}`);
      return inParent(passed);
    });

  const resources: Record<string, Resource> = {};
  const owner = new Map<string, string>();
  for (const [id, r] of Object.entries(root.json.Resources)) resources[id] = inParent(r) as Resource;
  for (const [resourceId, t] of byResourceId) {
    for (const [id, r] of Object.entries(t.json.Resources)) {
      if (id in resources) throw new Error(`logical id ${id} is in ${t.path} and in another template`);
      resources[id] = inNested(resourceId, t, r) as Resource;
      owner.set(id, resourceId);
    }
  }
  return { template: { ...root.json, Resources: resources, Outputs: inParent(root.json.Outputs) as CfnTemplate['Outputs'] }, owner };
}

/** Copies a JSON value, replacing each object `replace` returns a value for (undefined: keep it and descend). */
function mapJson(value: unknown, replace: (node: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapJson(v, replace));
  if (!value || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const replaced = replace(node);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapJson(v, replace)]));
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
