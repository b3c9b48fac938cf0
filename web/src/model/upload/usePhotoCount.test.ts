// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantView } from '../../../../shared/schemas/participants';
import { eventView, jsonResponse, participantView } from '../../testing/fixtures';
import type { EventSession } from '../session/sessionStore';
import { PHOTO_SYNC_INTERVAL_MS } from './photoCount';
import { usePhotoCount } from './usePhotoCount';

/**
 * The camera's photos-left count against a server whose reads of the caller (GET …/me) answer when the test
 * says, so a read can be made to race a slot the queue is granted (a phone back online sends its queue and
 * re-reads the event at the same moment).
 */
describe('the photos-left count after a read that raced a slot', () => {
  const session: EventSession = { eventId: 'e1', eventCode: 'ABC123', participantId: 'p-ana', userName: 'Ana', eventTitle: 'Party', token: 'tok', creator: false, createdAt: '2025-06-01T10:00:00.000Z', lastUsedAt: '2025-06-01T10:00:00.000Z' };
  const event = eventView({ maxPhotosPerUser: 10, status: 'active', eventState: 'countdown' });
  /** The server's figure when each held read was taken: photos taken of 10. */
  let reads: ((photosTaken: number) => void)[];
  const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
  const taken = (photosTaken: number): ParticipantView => participantView({ photosTaken });

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    reads = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        if (String(input) !== '/api/events/ABC123/me') return jsonResponse(599, { error: { code: 'UNEXPECTED', message: String(input) } });
        const photosTaken = await new Promise<number>((resolve) => reads.push(resolve));
        return jsonResponse(200, { event, participant: taken(photosTaken) });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Ana has taken 8 of 10 and keeps one more photo, not slotted yet: 1 left. */
  const first = taken(8);
  const camera = () => {
    const count = renderHook(({ participant, unslotted }) => usePhotoCount(session, event, participant, false, unslotted), {
      initialProps: { participant: first, unslotted: 1 },
    });
    expect(count.result.current.left).toBe(1);
    return count;
  };
  /** The queued photo gets its slot: the server counts it now (9 taken); no read of the event meanwhile. */
  const slot = (count: ReturnType<typeof camera>) => {
    act(() => count.result.current.slotted());
    count.rerender({ participant: first, unslotted: 0 });
    expect(count.result.current.left).toBe(1);
  };

  it("an event re-read taken before the slot, answered after it, does not hand the slot's unit back", async () => {
    const count = camera();
    slot(count);
    // The reconnect's re-read of the event (sent before the slot) answers: 8 taken.
    count.rerender({ participant: taken(8), unslotted: 0 });
    await settle();
    expect(count.result.current.left).toBe(1);
    // It may predate the slot: the count is read again, and that read (sent after the slot) is the truth.
    expect(reads).toHaveLength(1);
    reads.shift()?.(9);
    await settle();
    expect(count.result.current.left).toBe(1);
  });

  it("the 30-second re-sync taken before the slot, answered after it, does not hand the slot's unit back", async () => {
    const count = camera();
    await act(() => vi.advanceTimersByTimeAsync(PHOTO_SYNC_INTERVAL_MS));
    expect(reads).toHaveLength(1);
    slot(count);
    reads.shift()?.(8);
    await settle();
    expect(count.result.current.left).toBe(1);
    expect(reads).toHaveLength(1);
    reads.shift()?.(9);
    await settle();
    expect(count.result.current.left).toBe(1);
  });

  it('a re-read taken before the quota was found used up elsewhere does not give a photo back', async () => {
    const count = renderHook(({ participant }) => usePhotoCount(session, event, participant, false, 0), { initialProps: { participant: taken(9) } });
    expect(count.result.current.left).toBe(1);
    // Another phone of Ana's took the last one: this one's slot is refused (quota reached).
    act(() => count.result.current.quotaReached());
    expect(count.result.current.left).toBe(0);
    count.rerender({ participant: taken(9) });
    await settle();
    expect(count.result.current.left).toBe(0);
    reads.shift()?.(10);
    await settle();
    expect(count.result.current.left).toBe(0);
  });

  it('a re-read sent after the last slot is the truth (a slot released on the server gives its unit back)', async () => {
    const count = camera();
    slot(count);
    reads.splice(0);
    await act(() => vi.advanceTimersByTimeAsync(PHOTO_SYNC_INTERVAL_MS));
    expect(reads).toHaveLength(1);
    reads.shift()?.(8);
    await settle();
    expect(count.result.current.left).toBe(2);
    // From then on an event re-read is taken as it comes.
    count.rerender({ participant: taken(7), unslotted: 0 });
    await settle();
    expect(count.result.current.left).toBe(3);
    expect(reads).toHaveLength(0);
  });
});
