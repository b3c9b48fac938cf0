import { DURATION_OPTIONS_MINUTES, MAX_PARTICIPANTS_MAX } from '../../shared/event-settings.js';
import { AWARD_CATEGORY_IDS } from '../../shared/award-categories.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { SocketTicketResponse } from '../../shared/schemas/realtime.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import { fakeJpeg } from '../support/jpeg.js';
import { apiClient, Recorder } from './load/recorder.js';
import { uploadPhoto } from './load/upload.js';
import { watchEvent, type Watcher } from './load/ws-watch.js';
import { mergeFigures, realtimeFigures, realtimeRows, type ConfirmTimes } from './load/realtime-figures.js';
import { unitCosts } from './load/unit-costs.js';
import { routes } from '../../functions/routes.js';
import { call, loadHandler } from '../support/flows.js';
import { counted, installDdbCounter } from './lib/ddb-counter.js';
import { rows, round, type Row, type SectionResult } from './lib/report.js';
import { sleep } from './lib/stats.js';

/**
 * Measurement 5: a scripted event (or several at once: --events N) on the local stack, over real HTTP through the gateway. Guests join at
 * once, upload photos (slot → three presigned PUTs to the S3 emulator → confirm) and vote (ballot → wait
 * out the server's 3-second observation → vote), all guests concurrently, each guest's steps in order.
 * A few guests hold WebSockets; each photo's confirm → `photo-added` arrival on another guest's socket
 * is the realtime latency. Everything runs on this machine (2 cores): client, gateway, handlers and
 * both emulators share it, so the figures are for comparison between runs, not AWS capacity.
 */
const SECTION = 'load (local stack)';

export interface LoadSize {
  /** Events running at once (#32 item 4), each with `guests` guests and `sockets` sockets. */
  events: number;
  guests: number;
  photos: number;
  votes: number;
  sockets: number;
}
export const FULL_LOAD: LoadSize = { events: 1, guests: 200, photos: 10, votes: 20, sockets: 5 };
export const DEFAULT_LOAD: LoadSize = { events: 1, guests: 200, photos: 5, votes: 5, sockets: 5 };

/** Small fake JPEGs (test/support/jpeg.ts): valid headers and sizes for the server's checks, little to send. */
const FILES = {
  polaroid: fakeJpeg(1080, 1080, 20_000),
  raw: fakeJpeg(2048, 1536, 40_000),
  thumbnail: fakeJpeg(480, 480, 8_000),
};

/** The handlers share one SDK client here (on Lambda each container serves one request): its socket-pool warnings are counted, not printed. */
const quietPoolWarnings = (): { count: () => number; restore: () => void } => {
  const warn = console.warn;
  let n = 0;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('socket usage at capacity')) n++;
    else warn(...args);
  };
  return { count: () => n, restore: () => void (console.warn = warn) };
};

export const measureLoad = async (urls: { api: string; site: string }, size: LoadSize): Promise<SectionResult> => {
  const quiet = quietPoolWarnings();
  try {
    return await runLoad(urls, size, quiet.count);
  } finally {
    quiet.restore();
  }
};

interface Party {
  code: string;
  creatorToken: string;
  sessions: SessionResponse[];
  watchers: Watcher[];
  /**
   * Per confirmed photo: when its confirm request was sent and answered (this client's clock) and when the
   * server wrote it (its uploadedAt, epoch ms on the same machine's clock). The broadcast can overtake the
   * confirm's answer under load, so the realtime figure starts at the request, never at the answer.
   */
  confirmedAt: Map<string, ConfirmTimes>;
}

const runLoad = async (urls: { api: string; site: string }, size: LoadSize, poolWarnings: () => number): Promise<SectionResult> => {
  const r = rows(SECTION);
  const rec = new Recorder();
  const api = apiClient(urls.api, rec);
  const t0 = performance.now();
  const created = await Promise.all(
    Array.from({ length: size.events }, (_, i) =>
      api<CreateEventResponse>('createEvent', 'POST', '/events', undefined, {
        title: `Load ${i + 1}`,
        organizerName: 'Ana',
        maxParticipants: Math.min(MAX_PARTICIPANTS_MAX, size.guests + 5),
        maxPhotosPerUser: Math.max(1, size.photos),
        durationMinutes: DURATION_OPTIONS_MINUTES[DURATION_OPTIONS_MINUTES.length - 1],
      }),
    ),
  );
  if (created.some((c) => !c)) throw new Error(`could not create the events: ${JSON.stringify(rec.errors)}`);

  // Every event's guests join at once (the evening's start at several venues).
  const joined = await rec.phase('join', () =>
    Promise.all(
      created.map(async (c) => ({
        code: c!.event.code,
        creatorToken: c!.creatorToken,
        sessions: (await Promise.all(Array.from({ length: size.guests }, (_, i) => api<SessionResponse>('join', 'POST', `/events/${c!.event.code}/join`, undefined, { name: `Guest ${i + 1}` })))).filter(
          (x): x is SessionResponse => x !== undefined,
        ),
      })),
    ),
  );
  await Promise.all(joined.map((p) => api('startEvent', 'POST', `/events/${p.code}/start`, p.creatorToken)));

  const wsBase = urls.site.replace(/^http/, 'ws');
  const parties: Party[] = await Promise.all(
    joined.map(async (p) => ({
      ...p,
      confirmedAt: new Map<string, ConfirmTimes>(),
      watchers: await Promise.all(
        // As the web client does: a single-use connect ticket first, then the upgrade with only the ticket.
        p.sessions.slice(0, size.sockets).map((s) =>
          rec.time('ws connect', async () => {
            const t = await api<SocketTicketResponse>('issueSocketTicket', 'POST', `/events/${p.code}/socket-ticket`, s.token);
            if (!t) throw new Error(`no socket ticket: ${JSON.stringify(rec.errors)}`);
            return watchEvent(wsBase, p.code, t.ticket, s.participant.id);
          }),
        ),
      ),
    })),
  );
  const first = parties[0]!;
  const code = first.code;
  const sessions = parties.flatMap((p) => p.sessions);

  // The same confirm with nothing else running (one extra guest's photos, one after another): the baseline
  // the loaded figure is read against — the gap is the shared machine, not the confirm's own work.
  const solo = new Recorder();
  const soloApi = apiClient(urls.api, solo);
  const soloGuest = await soloApi<SessionResponse>('join', 'POST', `/events/${code}/join`, undefined, { name: 'Solo' });
  for (let i = 0; soloGuest && i < Math.min(3, size.photos); i++) await uploadPhoto(soloApi, solo, code, soloGuest.token, FILES);
  const soloConfirm = solo.summary().find((x) => x.route === 'confirmPhoto');

  const uploadOne = async (p: Party, s: SessionResponse): Promise<void> => {
    const up = await uploadPhoto(api, rec, p.code, s.token, FILES);
    if (up) p.confirmedAt.set(up.photo.id, { sentAt: up.confirmSentAt, answeredAt: performance.now(), writtenAt: Date.parse(up.photo.uploadedAt), uploaderId: up.photo.uploaderId });
  };
  // The peak after the first dance: every guest of every event shooting at once.
  await rec.phase('photos', () =>
    Promise.all(
      parties.flatMap((p) =>
        p.sessions.map(async (s) => {
          for (let i = 0; i < size.photos; i++) await uploadOne(p, s);
        }),
      ),
    ),
  );

  // What one ballot costs in DynamoDB now that the event holds all these photos (it grows with them).
  await installDdbCounter();
  const ballotHandler = await loadHandler(routes.find((x) => x.endpoint.id === 'nextBallot')!.handler.replace(/\.ts$/, '.js'));
  const ballotCost = (await counted(() => ballotHandler(call(code, first.sessions[0]!.token, {}, { method: 'POST', body: {} })))).calls;

  let observationWaits = 0;
  let caughtUp = 0;
  const voteAs = async (p: Party, s: SessionResponse, guestIndex: number): Promise<void> => {
    for (let i = 0; i < size.votes; i++) {
      const b = await api<BallotResponse>('nextBallot', 'POST', `/events/${p.code}/ballot`, s.token, {});
      if (!b) continue;
      if (b.kind !== 'photo') {
        caughtUp++;
        return;
      }
      // The spec's 3-second look at the photo, as the server counts it (same clock on this machine).
      const wait = Date.parse(b.votableAt) - Date.now() + 25;
      observationWaits++;
      await sleep(Math.max(0, wait));
      const category = AWARD_CATEGORY_IDS[(guestIndex + i) % AWARD_CATEGORY_IDS.length];
      await api('castVote', 'POST', `/events/${p.code}/votes`, s.token, { photoId: b.photo.id, category });
    }
  };
  await rec.phase('votes', () => Promise.all(parties.flatMap((p) => p.sessions.map((s, i) => voteAs(p, s, i)))));
  await sleep(1500); // late frames
  const watchers = parties.flatMap((p) => p.watchers);
  watchers.forEach((w) => w.close());
  const wallSeconds = (performance.now() - t0) / 1000;

  // Realtime: each confirmed photo of an event on each socket of another guest of that event.
  const realtime = mergeFigures(parties.map((p) => realtimeFigures(p.watchers, p.confirmedAt)));
  const confirmed = parties.reduce((a, p) => a + p.confirmedAt.size, 0);
  // The model's units per request beside DynamoDB's own figures on the first event, as full as the run made it.
  const costs = await unitCosts(code, FILES);

  const out: Row[] = [];
  const totalRequests = [...rec.latencies.values()].reduce((a, xs) => a + xs.length, 0);
  out.push(
    r.report('scale', `${size.events} event${size.events === 1 ? '' : 's'} at once: ${sessions.length} guests × ${size.photos} photos × ${size.votes} votes, ${watchers.length} sockets`),
    r.report('wall clock', round(wallSeconds), 's', undefined, `${totalRequests} requests, ${round(totalRequests / wallSeconds)} req/s overall`),
  );
  for (const p of rec.phases)
    out.push(r.report(`phase ${p.name}`, round(p.seconds), 's', undefined, `${p.requests} requests, ${round(p.requests / Math.max(p.seconds, 0.001))} req/s`));
  for (const s of rec.summary())
    out.push(r.report(`${s.route} p50 / p95 / p99`, `${Math.round(s.p50)} / ${Math.round(s.p95)} / ${Math.round(s.p99)}`, 'ms', undefined, `${s.count} requests`));
  out.push(
    r.report(
      'confirmPhoto alone (no other load) p50',
      soloConfirm ? Math.round(soloConfirm.p50) : null,
      'ms',
      undefined,
      `${soloConfirm?.count ?? 0} confirms one after another before the photos phase${solo.errors.length ? `; ${solo.errors.length} failed: ${solo.errors[0]!.body}` : ''}`,
    ),
    r.report('photos confirmed', confirmed, undefined, undefined, `of ${sessions.length * size.photos}`),
    r.report('votes phase: ballots answered "no more photos"', caughtUp),
    r.report(
      `nextBallot at ${first.confirmedAt.size} photos: DynamoDB calls`,
      ballotCost.length,
      'calls',
      undefined,
      `${ballotCost.map((c) => c.command).join(', ')} · ${Math.round(ballotCost.reduce((a, c) => a + (c.capacity ?? 0), 0))} CU`,
    ),
    r.report('handler SDK socket-pool warnings (local artifact)', poolWarnings(), undefined, undefined, 'all handlers share one DynamoDB client (50 sockets) in this process'),
    r.report('errors', rec.errors.length, undefined, { text: '0', ok: rec.errors.length === 0 }, errorSummary(rec)),
    ...realtimeRows(r, realtime),
    ...costs.map((c) =>
      r.report(`${c.kind}: DynamoDB units, model → measured`, `${round(c.model, 1)} → ${round(c.measured, 1)}`, 'CU', undefined, `measured: ${c.calls} calls on an event at ${first.confirmedAt.size + 1} photos (DynamoDB's ConsumedCapacity); model: scale/scenarios.ts`),
    ),
  );
  return {
    section: SECTION,
    rows: out,
    tables: [
      {
        title: `DynamoDB units per request: the peak model's (a 12-photo event, from item sizes) and DynamoDB's own on a load event at ${first.confirmedAt.size + 1} photos`,
        header: ['request', 'model CU', 'measured CU', 'measured ÷ model', 'calls'],
        rows: costs.map((c) => [c.kind, round(c.model, 1), round(c.measured, 1), c.model > 0 ? round(c.measured / c.model, 2) : '—', c.calls]),
        note: 'A ratio far from 1 means the model under- or over-counts that request: docs/capacity.md reads it.',
      },
    ],
    details: {
      unitCosts: costs,
      size,
      phases: rec.phases,
      routes: rec.summary(),
      errors: rec.errors.slice(0, 50),
      errorCount: rec.errors.length,
      realtime: { deliveries: realtime.fromSent.length, missing: realtime.missing, beforeAnswer: realtime.beforeAnswer, observationWaits },
    },
  };
};

const errorSummary = (rec: Recorder): string | undefined => {
  if (rec.errors.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const e of rec.errors) counts.set(`${e.route} ${e.status}`, (counts.get(`${e.route} ${e.status}`) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ×${n}`).join(', ') + ` — first: ${rec.errors[0]!.body}`;
};
