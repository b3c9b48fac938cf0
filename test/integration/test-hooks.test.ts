import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';

/** The local stack's test-only controls exist only when asked for, and really move the handlers' time. */
let hooked: LocalStack;

beforeAll(async () => {
  hooked = await startLocalStack({ inMemory: true, quiet: true, testHooks: true });
}, 60_000);
afterAll(async () => {
  await hooked?.stop();
});

const post = (base: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('local stack test hooks', () => {
  it('move the clock: six days later the free gallery is over and joining is refused', async () => {
    const site = hooked.urls.site;
    const created = (await (await post(site, '/api/events', { title: 'Clock', organizerName: 'Ana' })).json()) as { event: { code: string } };
    const code = created.event.code;
    try {
      expect((await post(site, '/__test__/clock', { offsetMs: 6 * 86_400_000 })).status).toBe(200);
      const late = await post(site, `/api/events/${code}/join`, { name: 'Late Guest' });
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: { code: string } }).error.code).toBe('EVENT_ENDED');
    } finally {
      await post(site, '/__test__/clock', { offsetMs: 0 });
    }
    expect((await post(site, `/api/events/${code}/join`, { name: 'On Time' })).status).toBe(200);
  });

  it('run a job on demand and refuse bad input', async () => {
    const res = await post(hooked.urls.site, '/__test__/jobs/end-due-events');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: { ended: [] } });
    expect((await post(hooked.urls.site, '/__test__/clock', { offsetMs: 'soon' })).status).toBe(400);
  });

  it('move the viewer to another country (what CloudFront reports); a client header still changes nothing', async () => {
    const site = hooked.urls.site;
    const geo = async (headers: Record<string, string> = {}) => (await (await fetch(`${site}/api/geo`, { headers })).json()) as { country: string; currency: string };
    try {
      expect(await geo()).toMatchObject({ country: 'RO', currency: 'RON' });
      expect((await post(site, '/__test__/viewer-country', { country: 'DE' })).status).toBe(200);
      expect(await geo()).toMatchObject({ country: 'DE', currency: 'EUR' });
      expect(await geo({ 'CloudFront-Viewer-Country': 'RO' })).toMatchObject({ country: 'DE' });
      expect((await post(site, '/__test__/viewer-country', { country: 'de; drop' })).status).toBe(400);
    } finally {
      await post(site, '/__test__/viewer-country', { country: 'RO' });
    }
    expect(await geo()).toMatchObject({ country: 'RO' });
  });

  it('do not exist on a stack started without them', async () => {
    const plain = await startLocalStack({ inMemory: true, quiet: true });
    try {
      const res = await post(plain.urls.site, '/__test__/clock', { offsetMs: 1 });
      expect(res.status).not.toBe(200);
      expect((await post(plain.urls.site, '/__test__/viewer-country', { country: 'DE' })).status).not.toBe(200);
    } finally {
      await plain.stop();
    }
  }, 60_000);
});
