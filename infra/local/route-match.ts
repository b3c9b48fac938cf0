/**
 * Matches a request against the route table the way API Gateway HTTP APIs do: the most specific
 * route wins (a literal segment beats `{param}`, which beats a greedy `{param+}`), path parameters are
 * URL-decoded, and anything unmatched goes to the `$default` route.
 */
export interface LocalRoute {
  method: string;
  /** API Gateway path syntax, e.g. /api/events/{code} */
  path: string;
  /** Handler module relative to the functions folder. */
  handler: string;
}

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface Compiled {
  route: LocalRoute;
  segments: Segment[];
  /** Higher is more specific. */
  rank: number[];
}

export type RouteMatch =
  | { route: LocalRoute; pathParameters: Record<string, string> }
  /** `pathKnown` when another method serves this path (API Gateway still routes it to `$default`). */
  | { route: undefined; pathKnown: boolean };

const compile = (route: LocalRoute): Compiled => {
  const segments: Segment[] = route.path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      const m = /^\{(\w+)(\+?)\}$/.exec(s);
      if (!m) return { kind: 'literal', value: s };
      return m[2] ? { kind: 'greedy', name: m[1]! } : { kind: 'param', name: m[1]! };
    });
  const rank = segments.map((s) => (s.kind === 'literal' ? 2 : s.kind === 'param' ? 1 : 0));
  return { route, segments, rank };
};

const compareRank = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -1) - (a[i] ?? -1);
    if (d) return d;
  }
  return 0;
};

const matchPath = (c: Compiled, parts: string[]): Record<string, string> | undefined => {
  const params: Record<string, string> = {};
  for (let i = 0; i < c.segments.length; i++) {
    const seg = c.segments[i]!;
    if (seg.kind === 'greedy') {
      const rest = parts.slice(i);
      if (!rest.length) return undefined;
      params[seg.name] = rest.join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (seg.kind === 'literal' ? seg.value !== part : !part) return undefined;
    if (seg.kind === 'param') params[seg.name] = part;
  }
  return parts.length === c.segments.length ? params : undefined;
};

const decode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

export const createRouteMatcher = (routes: readonly LocalRoute[]) => {
  const compiled = routes.map(compile).sort((a, b) => compareRank(a.rank, b.rank));
  return (method: string, rawPath: string): RouteMatch => {
    // Segments are compared decoded (as API Gateway does), so /api/events/AB%43 reaches {code} = "ABC".
    const parts = rawPath.split('/').filter(Boolean).map(decode);
    if (parts.some((p) => p === undefined)) return { route: undefined, pathKnown: false };
    let pathKnown = false;
    for (const c of compiled) {
      const params = matchPath(c, parts as string[]);
      if (!params) continue;
      if (c.route.method === method) return { route: c.route, pathParameters: params };
      pathKnown = true;
    }
    return { route: undefined, pathKnown };
  };
};
