import type { Row, rows } from '../lib/report.js';
import { percentile } from '../lib/stats.js';
import type { Watcher } from './ws-watch.js';

export interface ConfirmTimes {
  /** performance.now() when the confirm request was sent, and when its answer arrived. */
  sentAt: number;
  answeredAt: number;
  /** The server's write time (the photo's uploadedAt), epoch ms. */
  writtenAt: number;
  uploaderId: string;
}

export interface RealtimeFigures {
  /** ms from the confirm request leaving the client to the frame on another guest's socket. */
  fromSent: number[];
  /** ms from the server's write (uploadedAt) to that frame. */
  fromWrite: number[];
  /** Deliveries that arrived before the confirm's own answer (the broadcast overtook it). */
  beforeAnswer: number;
  /** Photos a socket of another guest never received. */
  missing: number;
}

/** Each confirmed photo on each socket of a guest who did not take it. */
export const realtimeFigures = (watchers: readonly Pick<Watcher, 'participantId' | 'arrivals'>[], confirmed: ReadonlyMap<string, ConfirmTimes>): RealtimeFigures => {
  const out: RealtimeFigures = { fromSent: [], fromWrite: [], beforeAnswer: 0, missing: 0 };
  for (const w of watchers)
    for (const [photoId, c] of confirmed) {
      if (c.uploaderId === w.participantId) continue;
      const a = w.arrivals.get(photoId);
      if (!a) {
        out.missing++;
        continue;
      }
      out.fromSent.push(a.at - c.sentAt);
      out.fromWrite.push(a.epoch - c.writtenAt);
      if (a.at < c.answeredAt) out.beforeAnswer++;
    }
  return out;
};

/** Several events' figures as one (each event's photos reach only that event's sockets). */
export const mergeFigures = (all: readonly RealtimeFigures[]): RealtimeFigures => ({
  fromSent: all.flatMap((f) => f.fromSent),
  fromWrite: all.flatMap((f) => f.fromWrite),
  beforeAnswer: all.reduce((a, f) => a + f.beforeAnswer, 0),
  missing: all.reduce((a, f) => a + f.missing, 0),
});

const fig = (xs: number[], p: number): number | null => (xs.length ? Math.round(percentile(xs, p)) : null);

/**
 * The rows: p50/p95 from the request (budget p95 ≤ 1 s, report only: timing) and from the server's write, and
 * one deterministic check that the figure exists and is not negative — a start taken after the delivery (as the
 * confirm's answer once was) or no delivery at all fails the bench rather than passing as "ok".
 */
export const realtimeRows = (r: ReturnType<typeof rows>, f: RealtimeFigures): Row[] => {
  const all = [...f.fromSent, ...f.fromWrite];
  const lowest = all.length ? Math.min(...all) : null;
  // Date.now() and the server's ISO time are whole milliseconds: a write and its delivery in the same
  // millisecond read as 0, and rounding can put them 1 ms apart the wrong way.
  const sound = lowest !== null && lowest >= -1;
  return [
    r.report('new photo → other guest socket p50 (from confirm sent)', fig(f.fromSent, 50), 'ms', undefined, `${f.fromSent.length} deliveries, ${f.missing} missing, ${f.beforeAnswer} before the confirm's answer`),
    r.report('new photo → other guest socket p95 (from confirm sent)', fig(f.fromSent, 95), 'ms', f.fromSent.length ? { text: '≤ 1000 ms', ok: percentile(f.fromSent, 95) <= 1000 } : undefined),
    // uploadedAt is taken when the confirm handler starts (before its checks and copies), so this is the
    // server's side of the figure: handler work + transaction + stream poll + broadcast, without the client's queue.
    r.report('new photo → other guest socket p50 / p95 (from server uploadedAt)', f.fromWrite.length ? `${fig(f.fromWrite, 50)} / ${fig(f.fromWrite, 95)}` : null, 'ms', undefined, "uploadedAt = the confirm handler's start"),
    r.check('realtime figure present and not negative (lowest)', lowest === null ? null : Math.round(lowest), '≥ 0 ms, ≥ 1 delivery', sound, 'ms'),
  ];
};
