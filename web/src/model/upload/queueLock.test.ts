import { describe, expect, it } from 'vitest';
import { PHOTO_QUEUE_LOCK, queueLock } from './queueLock';

describe('queueLock', () => {
  it('runs each send under the one Web Lock of the photo queue', async () => {
    const names: string[] = [];
    const request = <T,>(name: string, run: () => Promise<T>): Promise<T> => {
      names.push(name);
      return run();
    };
    expect(await queueLock({ request })(async () => 7)).toBe(7);
    expect(names).toEqual([PHOTO_QUEUE_LOCK]);
  });

  it('without Web Locks it just runs', async () => {
    expect(await queueLock(undefined)(async () => 'ran')).toBe('ran');
  });
});
