import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import { messages } from '../../shared/messages.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { Gateway } from '../../infra/local/gateway.js';
import { flows, loadHandler, type Flows, type Handler } from '../support/flows.js';
import { requestFrom, type LoopbackAnswer } from '../support/loopback-http.js';
import { useEmulators } from '../support/use-emulators.js';
import { VIEWER_ADDRESS_HEADER } from '../../functions/core/http/client-key.js';
import { MISS_WINDOW_MS, MISSES_BEFORE_SLOWING, slowdownMs } from '../../functions/core/domain/events/guarded-lookup.js';
import { clockInFreshWindow } from '../support/fresh-window.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';
process.env.CANDID_TEST_CLOCK = '1';
/** What CloudFront's origin custom header carries (the CDK stack generates it; the local stack per start). */
const ORIGIN_SECRET = 'test-origin-secret-0123456789abcdef';
process.env.ORIGIN_SECRET = ORIGIN_SECRET;
/** The viewer address as CloudFront (our /api/* function) and the local gateway write it. */
const VIEWER = VIEWER_ADDRESS_HEADER;
const VERIFY = 'x-candid-origin-verify';
const DEVICE = 'x-candid-device';

let f: Flows;
let join: Handler;
let get: Handler;
let gateway: Gateway;
let setClockOffset: (ms: number) => void;
let pausedMs: () => number;
beforeAll(async () => {
  f = await flows();
  ({ setClockOffset, pausedMs } = await import('../../functions/core/clock.js'));
  [join, get] = await Promise.all([loadHandler('http/events/join.js'), loadHandler('http/events/get.js')]);
  gateway = await startFunctionsGateway({
    originSecret: ORIGIN_SECRET,
  });
});
afterAll(async () => {
  await gateway?.stop();
});
// Each test counts misses up to the limit within one 5-minute window. The slow-downs are counted by the
// test clock (clock.ts pause), not waited: each test reads how long the server made the client wait.
beforeEach(() => void clockInFreshWindow(MISS_WINDOW_MS, setClockOffset));
afterEach(() => setClockOffset(0));

/** The slow-down misses 6–14 of one window add up to: 250 ms more each, capped at 2 s. */
const SLOWED_UP_TO_14 = Array.from({ length: 14 - MISSES_BEFORE_SLOWING }, (_, i) => slowdownMs(i + 1)).reduce((a, b) => a + b, 0);

/** How long the server paused its answers during `run` (the test clock counts the slow-downs). */
const pausedDuring = async (run: () => Promise<void>): Promise<number> => {
  const before = pausedMs();
  await run();
  return pausedMs() - before;
};

/** A request from one client address (tests use their own addresses so counts never mix). */
const from = (ip: string, code: string, body?: unknown) => {
  const e = apiEvent({ method: body ? 'POST' : 'GET', pathParameters: { code }, body });
  e.requestContext.http.sourceIp = ip;
  return e;
};

/** A real HTTP request to the local gateway from a loopback address of the test's own, so its counters mix neither with other tests nor with other files hitting 127.0.0.1. */
const send = (o: { from: string; path: string; method?: string; headers?: Record<string, string>; body?: unknown }): Promise<LoopbackAnswer> => {
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  return requestFrom(o.from, `${gateway.url}${o.path}`, {
    method: o.method ?? (payload ? 'POST' : 'GET'),
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...o.headers },
    ...(payload ? { body: payload } : {}),
  });
};

const guess = (i: number): string => `ZQ${String(i).padStart(4, '0')}`;
const deviceId = (name: string): string => `device-${name}-0123456789`.slice(0, 40);

describe('unknown event codes are rate-limited per client', () => {
  it('slows, then refuses a guesser — found codes included — while other clients are unaffected', async () => {
    const { event } = await f.createEvent();
    const guesser = '203.0.113.7';
    const statuses: number[] = [];
    const slowedFor = await pausedDuring(async () => {
      for (let i = 0; i < 14; i++) statuses.push((await join(from(guesser, `ZZ${String(i).padStart(4, '0')}`, { name: 'Guesser' }))).statusCode ?? 0);
    });
    expect(statuses.slice(0, 14)).toEqual(Array(14).fill(404));
    // Misses 6–14 were delayed 250 ms more each (capped at 2 s): the guesser waited 11 s, not milliseconds.
    expect(slowedFor).toBe(SLOWED_UP_TO_14);
    expect(SLOWED_UP_TO_14).toBe(11_000);

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
    const slowedFor = await pausedDuring(async () => {
      for (const typo of ['ABC123', 'ABD123', 'ABE123']) expect((await get(from(ip, typo))).statusCode).toBe(404);
      expect((await get(from(ip, event.code))).statusCode).toBe(200);
    });
    expect(slowedFor).toBe(0);
  });

  it('behind CloudFront (the secret origin header present) the viewer address counts, not the edge', async () => {
    const edge = '130.176.0.1';
    const viewers = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}:443`);
    for (const viewer of viewers) {
      const e = from(edge, 'NOPE00');
      e.headers[VIEWER] = viewer;
      e.headers[VERIFY] = ORIGIN_SECRET;
      expect((await get(e)).statusCode).toBe(404);
    }
  });

  it('without the secret (or with a wrong one) a viewer address header is ignored: fresh forged values are still refused', async () => {
    const source = '203.0.113.61';
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const e = from(source, guess(i));
      e.headers[VIEWER] = `192.0.2.${i + 1}:443`;
      if (i % 2) e.headers[VERIFY] = 'guessed-secret';
      statuses.push((await get(e)).statusCode ?? 0);
    }
    expect(statuses.slice(0, 14)).toEqual(Array(14).fill(404));
    expect(statuses.slice(14)).toEqual([429, 429]);
  });
});

describe('through the local gateway, which plays CloudFront', () => {
  it('forged viewer-address, CloudFront-Viewer-Address and secret headers change nothing: the guesser is slowed, then refused with Retry-After', async () => {
    const me = '127.0.0.21';
    const statuses: number[] = [];
    const slowedFor = await pausedDuring(async () => {
      for (let i = 0; i < 14; i++) {
        const forged = { [VIEWER]: `198.51.100.${i + 1}:${40000 + i}`, 'cloudfront-viewer-address': `198.51.101.${i + 1}:1`, [VERIFY]: 'not-the-secret' };
        statuses.push((await send({ from: me, path: `/api/events/${guess(100 + i)}`, headers: forged })).status);
      }
    });
    expect(statuses).toEqual(Array(14).fill(404));
    expect(slowedFor).toBe(SLOWED_UP_TO_14);

    const refused = await send({ from: me, path: `/api/events/${guess(199)}/join`, headers: { [VIEWER]: '198.51.100.250:1' }, body: { name: 'Guesser' } });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: 'RATE_LIMITED', message: messages.RATE_LIMITED } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it('a 2 KB viewer address or device id is no database key: answered 404, never 500', async () => {
    const huge = `${'9'.repeat(2048)}:443`;
    const variants: Record<string, string>[] = [{ [VIEWER]: huge }, { [VIEWER]: huge, [VERIFY]: ORIGIN_SECRET }, { [DEVICE]: 'd'.repeat(2048) }];
    for (const headers of variants) {
      const res = await send({ from: '127.0.0.22', path: `/api/events/${guess(200)}`, headers });
      expect(res.status, res.body).toBe(404);
    }
  });

  it('counts per device first: one guessing phone is refused while another phone on the same Wi-Fi still joins', async () => {
    const { event } = await f.createEvent();
    const venue = '127.0.0.23';
    const guesser = { [DEVICE]: deviceId('guesser') };
    for (let i = 0; i < 14; i++) expect((await send({ from: venue, path: `/api/events/${guess(300 + i)}`, headers: guesser })).status).toBe(404);
    expect((await send({ from: venue, path: `/api/events/${guess(314)}`, headers: guesser })).status).toBe(429);
    // Refused now even with the real code.
    const refused = await send({ from: venue, path: `/api/events/${event.code}/join`, headers: guesser, body: { name: 'Guesser' } });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    const guest = await send({ from: venue, path: `/api/events/${event.code}/join`, headers: { [DEVICE]: deviceId('guest') }, body: { name: 'Venue Guest' } });
    expect(guest.status, guest.body).toBe(200);
  });

  it('a fresh device id per guess still counts against the address', async () => {
    const me = '127.0.0.24';
    // Up to the address's slowing threshold the misses are quick; past it each one waits.
    const quick = await pausedDuring(async () => {
      for (let i = 0; i < 40; i++) expect((await send({ from: me, path: `/api/events/${guess(400 + i)}`, headers: { [DEVICE]: deviceId(`rot${i}`) } })).status).toBe(404);
    });
    expect(quick).toBe(0);
    let res: LoopbackAnswer | undefined;
    const slowedFor = await pausedDuring(async () => {
      res = await send({ from: me, path: `/api/events/${guess(499)}`, headers: { [DEVICE]: deviceId('rot-last') } });
    });
    expect(res?.status).toBe(404);
    expect(slowedFor).toBe(slowdownMs(1));
  });
});
