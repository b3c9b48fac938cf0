import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyRequests, EARLY_REQUEST_TTL_MS, startEarly, takeEarly } from './earlyRequests';

afterEach(() => clearEarlyRequests());

describe('early requests', () => {
  it('hands a started request to the first taker only; a later read asks again', async () => {
    const request = vi.fn(() => Promise.resolve('page 1'));
    startEarly('k', request, 1000);
    const taken = takeEarly<string>('k', undefined, 1500);
    expect(taken).not.toBeNull();
    await expect(taken).resolves.toBe('page 1');
    expect(takeEarly('k', undefined, 1600)).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('knows nothing under another key (another tab, event or credential)', () => {
    startEarly('listPhotos ABC mine t1', () => Promise.resolve(1), 0);
    expect(takeEarly('listPhotos ABC all t1', undefined, 0)).toBeNull();
    expect(takeEarly('listPhotos ABC mine t2', undefined, 0)).toBeNull();
  });

  it('drops an answer older than the TTL, so a screen opened later reads afresh', () => {
    startEarly('k', () => Promise.resolve('old'), 0);
    expect(takeEarly('k', undefined, EARLY_REQUEST_TTL_MS + 1)).toBeNull();
    // …and it is gone, not kept for the next taker.
    expect(takeEarly('k', undefined, 0)).toBeNull();
  });

  it('does not start a second request while one is waiting under the key', () => {
    const request = vi.fn(() => Promise.resolve(1));
    startEarly('k', request, 0);
    startEarly('k', request, 10);
    expect(request).toHaveBeenCalledTimes(1);
    startEarly('k', request, EARLY_REQUEST_TTL_MS + 1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("passes a failure to the taker, and one nobody takes is not an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startEarly('taken', () => Promise.reject(new Error('401')), 0);
      startEarly('left', () => Promise.reject(new Error('offline')), 0);
      await expect(takeEarly('taken', undefined, 0)).rejects.toThrow('401');
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it("rejects with the taker's abort (the screen left) even while the request is still running", async () => {
    startEarly('k', () => new Promise(() => undefined), 0);
    const controller = new AbortController();
    const taken = takeEarly('k', controller.signal, 0);
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    const already = new AbortController();
    already.abort();
    startEarly('k2', () => Promise.resolve(1), 0);
    await expect(takeEarly('k2', already.signal, 0)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
