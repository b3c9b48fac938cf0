import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.js';
import { errorResponse, eventView, jsonResponse, participantView } from '../../testing/fixtures';
import { PHOTO_SYNC_RETRY_DELAY_MS, photoCountReducer, readServerCount, reconcilePhotosLeft } from './photoCount';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reconcilePhotosLeft (spec: the 30-second re-sync corrects a discrepancy over 1)', () => {
  it('corrects a discrepancy over 1 either way', () => {
    expect(reconcilePhotosLeft(2, 5, false)).toBe(5);
    expect(reconcilePhotosLeft(2, 5, true)).toBe(5);
    expect(reconcilePhotosLeft(7, 5, false)).toBe(5);
  });

  it('never shows more than the server grants, even by one', () => {
    expect(reconcilePhotosLeft(6, 5, false)).toBe(5);
    expect(reconcilePhotosLeft(6, 5, true)).toBe(5);
    expect(reconcilePhotosLeft(1, 0, true)).toBe(0);
  });

  it('tolerates being one lower while an upload is in flight (the slot not yet counted), not otherwise', () => {
    expect(reconcilePhotosLeft(4, 5, true)).toBe(4);
    expect(reconcilePhotosLeft(4, 5, false)).toBe(5);
  });

  it('changes nothing when they agree', () => {
    expect(reconcilePhotosLeft(3, 3, true)).toBe(3);
  });
});

describe('photoCountReducer', () => {
  it('Keep takes one at once; a failure restores it; a success keeps it', () => {
    let s = photoCountReducer({ left: 3, inFlight: 0 }, { type: 'take' });
    expect(s).toEqual({ left: 2, inFlight: 1 });
    expect(photoCountReducer(s, { type: 'failed' })).toEqual({ left: 3, inFlight: 0 });
    s = photoCountReducer(s, { type: 'uploaded' });
    expect(s).toEqual({ left: 2, inFlight: 0 });
  });

  it('a sync during the upload keeps the optimistic count; quota reached means none left', () => {
    const uploading = photoCountReducer({ left: 3, inFlight: 0 }, { type: 'take' });
    expect(photoCountReducer(uploading, { type: 'server', serverLeft: 3 })).toEqual({ left: 2, inFlight: 1 });
    expect(photoCountReducer({ left: 2, inFlight: 1 }, { type: 'quota-reached' })).toEqual({ left: 0, inFlight: 0 });
    expect(photoCountReducer({ left: 0, inFlight: 0 }, { type: 'take' })).toEqual({ left: 0, inFlight: 1 });
  });
});

describe('readServerCount', () => {
  const me = () => jsonResponse(200, { event: eventView({ maxPhotosPerUser: 10 }), participant: participantView({ photosTaken: 4 }) });

  it('retries network failures up to 3 attempts, 1 s apart', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(me());
    vi.stubGlobal('fetch', fetchMock);
    const read = readServerCount('ABC123', 'tok');
    await vi.advanceTimersByTimeAsync(PHOTO_SYNC_RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PHOTO_SYNC_RETRY_DELAY_MS);
    expect((await read)?.participant.photosTaken).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('after 3 failed attempts it gives null (the count stays as it is)', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const read = readServerCount('ABC123', 'tok');
    await vi.advanceTimersByTimeAsync(PHOTO_SYNC_RETRY_DELAY_MS * 3);
    expect(await read).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry what is not a network or timeout error', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(errorResponse(403, 'KICKED', messages.KICKED));
    vi.stubGlobal('fetch', fetchMock);
    expect(await readServerCount('ABC123', 'tok')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
