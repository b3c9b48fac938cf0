/**
 * One sender at a time across the pages of this origin and the service worker (Background Sync): a Web Lock
 * (Chromium, Safari 15.4+, Firefox). Inside it the queue runner reads the photo back from IndexedDB, so a
 * photo another sender recorded meanwhile is not sent a second time. Without Web Locks each sender runs on
 * its own; the server's idempotent slot and confirm (per client id) still keep it to one photo.
 */
export const PHOTO_QUEUE_LOCK = 'candid-photo-queue';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function queueLock(locks: LockManagerLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks): <T>(run: () => Promise<T>) => Promise<T> {
  if (!locks) return (run) => run();
  return (run) => locks.request(PHOTO_QUEUE_LOCK, run);
}
