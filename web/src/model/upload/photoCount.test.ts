import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { errorResponse, eventView, jsonResponse, participantView } from '../../testing/fixtures';
import { PHOTO_SYNC_RETRY_DELAY_MS, photoCountReducer, photosLeft, readServerCount } from './photoCount';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('photosLeft (quota − confirmed − queued)', () => {
  it('takes the queued photos the server has not counted yet off the server figure', () => {
    expect(photosLeft(5, 0)).toBe(5);
    expect(photosLeft(5, 2)).toBe(3);
    expect(photosLeft(1, 3)).toBe(0);
  });
});

describe('photoCountReducer', () => {
  it('a re-sync while photos wait never hands their units back', () => {
    // Quota 5, two kept offline (not slotted): 3 left, whatever the re-sync says about the server's 5.
    let s = photoCountReducer({ serverLeft: 5 }, { type: 'server', serverLeft: 5 });
    expect(photosLeft(s.serverLeft, 2)).toBe(3);
    // Online again: one gets its slot, so one fewer is unslotted and the server figure goes down with it.
    s = photoCountReducer(s, { type: 'slotted' });
    expect(photosLeft(s.serverLeft, 1)).toBe(3);
    // The re-sync then agrees (4 left on the server, one still queued without a slot).
    s = photoCountReducer(s, { type: 'server', serverLeft: 4 });
    expect(photosLeft(s.serverLeft, 1)).toBe(3);
  });

  it('quota reached elsewhere means none left', () => {
    expect(photoCountReducer({ serverLeft: 2 }, { type: 'quota-reached' })).toEqual({ serverLeft: 0 });
    expect(photoCountReducer({ serverLeft: 0 }, { type: 'slotted' })).toEqual({ serverLeft: 0 });
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
