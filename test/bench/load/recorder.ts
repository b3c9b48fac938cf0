import { percentile } from '../lib/stats.js';

/** Latencies per route label, errors with what came back, and the wall clock of each phase. */
export interface LoadError {
  route: string;
  status: number | string;
  body: string;
}

export class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly errors: LoadError[] = [];
  readonly phases: { name: string; seconds: number; requests: number }[] = [];
  private requests = 0;

  time<T>(route: string, work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    this.requests++;
    return work().finally(() => {
      const list = this.latencies.get(route) ?? [];
      list.push(performance.now() - t0);
      this.latencies.set(route, list);
    });
  }

  error(route: string, status: number | string, body: string): void {
    this.errors.push({ route, status, body: body.slice(0, 200) });
  }

  async phase<T>(name: string, work: () => Promise<T>): Promise<T> {
    const before = this.requests;
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.phases.push({ name, seconds: (performance.now() - t0) / 1000, requests: this.requests - before });
    }
  }

  summary(): { route: string; count: number; p50: number; p95: number; p99: number }[] {
    return [...this.latencies].map(([route, xs]) => ({
      route,
      count: xs.length,
      p50: percentile(xs, 50),
      p95: percentile(xs, 95),
      p99: percentile(xs, 99),
    }));
  }
}

/** A JSON API call through the local gateway, timed; non-2xx answers are recorded as errors. */
export const apiClient = (apiBase: string, rec: Recorder) =>
  async <T>(route: string, method: string, path: string, token?: string, body?: unknown): Promise<T | undefined> => {
    try {
      const res = await rec.time(route, () =>
        fetch(`${apiBase}${path}`, {
          method,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }).then(async (r) => ({ status: r.status, text: await r.text() })),
      );
      if (res.status >= 300) {
        rec.error(route, res.status, res.text);
        return undefined;
      }
      return JSON.parse(res.text) as T;
    } catch (e) {
      rec.error(route, 'network', e instanceof Error ? e.message : String(e));
      return undefined;
    }
  };
