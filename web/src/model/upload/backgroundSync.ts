/**
 * Background Sync (issue #13 item 5): where the browser has it (Chromium), a kept photo asks for a sync, and
 * the service worker (web/pwa/sw.ts) finishes the queue when the connection is back, even with every tab
 * closed. Safari (iOS) and Firefox have no Background Sync: the queue finishes the next time Candid is open,
 * and the camera says so while photos wait.
 */
export const PHOTO_QUEUE_SYNC_TAG = 'photo-queue';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** True where a service worker can finish the queue with the app closed. */
export const backgroundSyncSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'SyncManager' in window;

/** Asks for a sync (best effort: the page's own runner sends the queue anyway while it is open). */
export async function requestPhotoSync(): Promise<boolean> {
  if (!backgroundSyncSupported()) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManagerLike };
    if (!registration.sync) return false;
    await registration.sync.register(PHOTO_QUEUE_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
