import type { Route } from '../functions/routes.js';

/**
 * Which nested stack a route's function and API route live in (issue #30: CloudFormation refuses a template
 * over 500 resources, and each route costs six). Derived from the route's URL, never from a list of routes,
 * so a route added to functions/routes.ts lands in a stack with no infra edit.
 */
export type ApiArea = 'guest' | 'commerce' | 'organizer' | 'staff';

export interface ApiAreaSpec {
  area: ApiArea;
  /** Construct id of the nested stack (part of every logical id inside it: never rename lightly). */
  stackId: string;
  description: string;
}

/** In stack order (the order only decides the order of construction, not of deployment). */
export const API_AREAS: readonly ApiAreaSpec[] = [
  { area: 'guest', stackId: 'GuestApi', description: 'Candid guest event flow routes (events, photos, votes, wall, geo)' },
  { area: 'commerce', stackId: 'CommerceApi', description: 'Candid commerce routes (orders, payments, downloads)' },
  { area: 'organizer', stackId: 'OrganizerApi', description: 'Candid organizer account routes' },
  { area: 'staff', stackId: 'StaffApi', description: 'Candid staff back-office routes' },
];

/** First path segments (after /api/) of the commerce routes: a path root, not a route, so new routes under them follow. */
const COMMERCE_ROOTS: ReadonlySet<string> = new Set(['orders', 'payments', 'link-order', 'downloads']);

/**
 * The rule: `/api/admin/…` is the staff back office, `/api/organizer/…` the organizer's account, the commerce
 * path roots above are commerce, and everything else (events, wall, geo, meta) is the guest event flow.
 */
export function apiAreaOf(route: Pick<Route, 'endpoint'>): ApiArea {
  const root = route.endpoint.path.split('/')[2] ?? '';
  if (root === 'admin') return 'staff';
  if (root === 'organizer') return 'organizer';
  if (COMMERCE_ROOTS.has(root)) return 'commerce';
  return 'guest';
}
