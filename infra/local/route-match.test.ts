import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-match.js';

const match = createRouteMatcher([
  { method: 'GET', path: '/api/events/{code}', handler: 'get' },
  { method: 'POST', path: '/api/events', handler: 'create' },
  { method: 'GET', path: '/api/events/{code}/photos/{id}', handler: 'photo' },
  { method: 'GET', path: '/api/events/mine', handler: 'mine' },
  { method: 'GET', path: '/api/files/{key+}', handler: 'files' },
]);

describe('route matching (API Gateway semantics)', () => {
  it('matches templates and decodes parameters', () => {
    expect(match('GET', '/api/events/AB%20C')).toEqual({ route: expect.objectContaining({ handler: 'get' }), pathParameters: { code: 'AB C' } });
    expect(match('GET', '/api/events/X/photos/01H')).toMatchObject({ pathParameters: { code: 'X', id: '01H' } });
  });

  it('prefers literal segments whatever the declaration order', () => {
    expect(match('GET', '/api/events/mine').route?.handler).toBe('mine');
  });

  it('matches greedy parameters over the rest of the path', () => {
    expect(match('GET', '/api/files/a/b/c.jpg')).toMatchObject({ pathParameters: { key: 'a/b/c.jpg' } });
    expect(match('GET', '/api/files').route).toBeUndefined();
  });

  it('reports a known path with another method, and unknown paths', () => {
    expect(match('DELETE', '/api/events/X')).toEqual({ route: undefined, pathKnown: true });
    expect(match('GET', '/api/events/X/extra')).toEqual({ route: undefined, pathKnown: false });
    expect(match('GET', '/api/events/%E0%A4%A')).toEqual({ route: undefined, pathKnown: false });
  });
});
