import { describe, expect, it } from 'vitest';
import { rows } from '../lib/report.js';
import { realtimeFigures, realtimeRows, type ConfirmTimes } from './realtime-figures.js';

const watcher = (participantId: string, arrivals: Record<string, { at: number; epoch: number }>) => ({
  participantId,
  arrivals: new Map(Object.entries(arrivals).map(([id, a]) => [id, { ...a, uploaderId: '' }])),
});
const confirmed = (entries: Record<string, ConfirmTimes>) => new Map(Object.entries(entries));
const check = (f: ReturnType<typeof realtimeFigures>) => realtimeRows(rows('load'), f).find((r) => r.kind === 'check');

describe('the realtime figure', () => {
  it('starts at the confirm request: a broadcast that overtakes the answer is still a positive latency', () => {
    const f = realtimeFigures([watcher('b', { p1: { at: 1_300, epoch: 10_250 } })], confirmed({ p1: { sentAt: 1_000, answeredAt: 1_500, writtenAt: 10_200, uploaderId: 'a' } }));
    expect(f).toEqual({ fromSent: [300], fromWrite: [50], beforeAnswer: 1, missing: 0 });
    expect(check(f)).toMatchObject({ ok: true, value: 50 });
  });

  it("skips the uploader's own socket and counts a photo another guest never got as missing", () => {
    const f = realtimeFigures([watcher('a', {}), watcher('b', {})], confirmed({ p1: { sentAt: 0, answeredAt: 1, writtenAt: 0, uploaderId: 'a' } }));
    expect(f.missing).toBe(1);
    expect(check(f)).toMatchObject({ ok: false, value: null });
  });

  it('fails the check on a negative figure (a start taken after the delivery)', () => {
    const f = realtimeFigures([watcher('b', { p1: { at: 900, epoch: 10_000 } })], confirmed({ p1: { sentAt: 1_000, answeredAt: 1_100, writtenAt: 10_000, uploaderId: 'a' } }));
    expect(check(f)).toMatchObject({ ok: false, value: -100 });
  });
});
