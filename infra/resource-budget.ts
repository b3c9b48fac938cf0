/**
 * CloudFormation refuses a template with more than 500 resources; the app keeps every template (the parent
 * and each nested stack) at or below 300, so each has room for new routes (about six resources a route).
 */
export const STACK_RESOURCE_LIMIT = 300;

export interface TemplateCount {
  /** Construct path of the stack (e.g. `Candid/GuestApi`). */
  stack: string;
  resources: number;
}

/** Number of resources in a synthesized CloudFormation template. */
export function countResources(template: { Resources?: Record<string, unknown> }): number {
  return Object.keys(template.Resources ?? {}).length;
}

/** The templates over the limit, with a readable line each (empty when all fit). */
export function overBudget(counts: readonly TemplateCount[], limit = STACK_RESOURCE_LIMIT): string[] {
  return counts.filter((c) => c.resources > limit).map((c) => `${c.stack}: ${c.resources} resources (limit ${limit})`);
}

/** One line per template for the test log: `Candid/GuestApi  168 / 300 (room for ~22 routes)`. */
export function describeCounts(counts: readonly TemplateCount[], limit = STACK_RESOURCE_LIMIT, perRoute = 6): string[] {
  return counts.map((c) => `${c.stack.padEnd(24)} ${String(c.resources).padStart(3)} / ${limit} (room for ~${Math.max(0, Math.floor((limit - c.resources) / perRoute))} routes)`);
}
