import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { flows, loadHandler, type Flows, type Handler } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let f: Flows;
let join: Handler;
let get: Handler;
beforeAll(async () => {
  f = await flows();
  [join, get] = await Promise.all([loadHandler('http/events/join.js'), loadHandler('http/events/get.js')]);
});

/** A request from one client address (tests use their own addresses so counts never mix). */
const from = (ip: string, code: string, body?: unknown) => {
  const e = apiEvent({ method: body ? 'POST' : 'GET', pathParameters: { code }, body });
  e.requestContext.http.sourceIp = ip;
  return e;
};

describe('unknown event codes are rate-limited per client', () => {
  it('slows, then refuses a guesser — found codes included — while other clients are unaffected', async () => {
    const { event } = await f.createEvent();
    const guesser = '203.0.113.7';
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 14; i++) statuses.push((await join(from(guesser, `ZZ${String(i).padStart(4, '0')}`, { name: 'Guesser' }))).statusCode ?? 0);
    const slowedFor = Date.now() - started;
    expect(statuses.slice(0, 14)).toEqual(Array(14).fill(404));
    // Misses 6–14 were delayed 250 ms more each (capped): the guesser waited seconds, not milliseconds.
    expect(slowedFor).toBeGreaterThan(2000);

    const refused = await join(from(guesser, 'ZZ9999', { name: 'Guesser' }));
    expect(refused.statusCode).toBe(429);
    expect(parseBody(refused)).toEqual({ error: { code: 'RATE_LIMITED', message: messages.RATE_LIMITED } });
    // Even a real code is refused now, or guessing would still pay off.
    expect((await get(from(guesser, event.code))).statusCode).toBe(429);

    const guest = await join(from('198.51.100.20', event.code, { name: 'Normal Guest' }));
    expect(guest.statusCode).toBe(200);
  });

  it('a guest who mistypes a few times is not slowed', async () => {
    const { event } = await f.createEvent();
    const ip = '198.51.100.44';
    const started = Date.now();
    for (const typo of ['ABC123', 'ABD123', 'ABE123']) expect((await get(from(ip, typo))).statusCode).toBe(404);
    expect((await get(from(ip, event.code))).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('behind CloudFront the viewer address counts, not the edge', async () => {
    const edge = '130.176.0.1';
    const viewers = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}:443`);
    for (const viewer of viewers) {
      const e = from(edge, 'NOPE00');
      e.headers['cloudfront-viewer-address'] = viewer;
      expect((await get(e)).statusCode).toBe(404);
    }
  });
});
