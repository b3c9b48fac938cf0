import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../shared/api/endpoints.js';
import { buildOpenApi } from './core/openapi.js';
import { notFoundHandler, routes, routeKey, streamHandlers, wsHandlers } from './routes.js';

const here = import.meta.dirname;

describe('route table', () => {
  it('binds every endpoint exactly once, with unique method+path', () => {
    const ids = routes.map((r) => r.endpoint.id);
    expect([...ids].sort()).toEqual(Object.keys(endpoints).sort());
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });

  it.each(routes.map((r) => [routeKey(r), r.handler] as const))('%s has a handler module exporting `handler`', async (_key, file) => {
    expect(existsSync(join(here, file))).toBe(true);
    const mod = (await import(`./${file.replace(/\.ts$/, '.js')}`)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
  });

  it.each([notFoundHandler, ...Object.values(wsHandlers), ...Object.values(streamHandlers)])('%s exists', (file) => {
    expect(existsSync(join(here, file))).toBe(true);
  });

  it('has an OpenAPI operation for every route', () => {
    const doc = buildOpenApi(routes);
    for (const r of routes) {
      const op = doc.paths[r.endpoint.path]?.[r.endpoint.method.toLowerCase()] as { operationId?: string } | undefined;
      expect(op?.operationId, routeKey(r)).toBe(r.endpoint.id);
    }
  });
});
