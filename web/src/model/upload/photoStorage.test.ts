import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryQueueStore, type PhotoQueueStore } from './photoQueue';
import { checkPhotoStorage, MIN_FREE_BYTES, requestPersistentStorage, resetPersistRequest } from './photoStorage';

afterEach(() => resetPersistRequest());

describe('the device\'s room for kept photos (checked before the shutter)', () => {
  it('no trouble with an open queue and room to spare', async () => {
    expect(await checkPhotoStorage(memoryQueueStore(), { estimate: async () => ({ quota: 10 * MIN_FREE_BYTES, usage: MIN_FREE_BYTES }) })).toBeNull();
    expect(await checkPhotoStorage(memoryQueueStore(), undefined)).toBeNull();
  });

  it('"full" when the quota leaves less than a few photos\' room', async () => {
    const estimate = async () => ({ quota: 2 * MIN_FREE_BYTES, usage: MIN_FREE_BYTES + 1 });
    expect(await checkPhotoStorage(memoryQueueStore(), { estimate })).toBe('full');
  });

  it('"unavailable" when IndexedDB refuses to open (private mode) or is missing', async () => {
    const refusing: PhotoQueueStore = { all: () => Promise.reject(new DOMException('denied', 'InvalidStateError')), put: vi.fn(), remove: vi.fn() };
    expect(await checkPhotoStorage(refusing, undefined)).toBe('unavailable');
    expect(await checkPhotoStorage(null, undefined)).toBe('unavailable');
  });

  it('asks for persistent storage once per page, not when it is already granted', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persist, persisted: async () => false })).toBe(true);
    expect(await requestPersistentStorage({ persist, persisted: async () => false })).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
    resetPersistRequest();
    const again = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persist: again, persisted: async () => true })).toBe(true);
    expect(again).not.toHaveBeenCalled();
  });
});
