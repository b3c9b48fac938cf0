import { describe, expect, it } from 'vitest';
import { routes } from '../functions/routes.js';
import { API_AREAS, apiAreaOf } from './api-areas.js';

const at = (path: string) => ({ endpoint: { path } }) as Parameters<typeof apiAreaOf>[0];

describe('API area of a route (which nested stack it lands in)', () => {
  it('follows the URL: admin → staff, organizer → organizer, commerce roots → commerce, the rest → guest', () => {
    expect(apiAreaOf(at('/api/admin/orders/{orderId}'))).toBe('staff');
    expect(apiAreaOf(at('/api/admin/anything-new'))).toBe('staff');
    expect(apiAreaOf(at('/api/organizer/events'))).toBe('organizer');
    expect(apiAreaOf(at('/api/orders/{id}/checkout'))).toBe('commerce');
    expect(apiAreaOf(at('/api/payments/webhook'))).toBe('commerce');
    expect(apiAreaOf(at('/api/link-order'))).toBe('commerce');
    expect(apiAreaOf(at('/api/downloads/{token}'))).toBe('commerce');
    expect(apiAreaOf(at('/api/events/{code}/photos'))).toBe('guest');
    expect(apiAreaOf(at('/api/wall/{code}'))).toBe('guest');
    // A path root no rule names yet still gets a stack (no infra edit for a new route).
    expect(apiAreaOf(at('/api/brand-new-thing'))).toBe('guest');
  });

  it('puts every route of the table in an area with a stack, and no area is left empty', () => {
    const areas = new Set(API_AREAS.map((a) => a.area));
    for (const r of routes) expect(areas.has(apiAreaOf(r)), r.endpoint.id).toBe(true);
    for (const a of API_AREAS) expect(routes.some((r) => apiAreaOf(r) === a.area), a.area).toBe(true);
  });

  it('gives each area its own stack id', () => {
    expect(new Set(API_AREAS.map((a) => a.stackId)).size).toBe(API_AREAS.length);
  });
});
