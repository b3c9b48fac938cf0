import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PHOTO_QUEUE_SYNC_TAG } from '../src/model/upload/backgroundSync';
import { drainPhotoQueue } from '../src/model/upload/drainQueue';
import { indexedDbQueueStore } from '../src/model/upload/photoQueue';
import { queueLock } from '../src/model/upload/queueLock';
import { uploadQueuedWith } from '../src/model/upload/uploadQueued';
import { NAVIGATE_FALLBACK, NAVIGATION_FALLBACK_DENYLIST } from './navigation-fallback';

/*
 * The service worker (web/pwa/service-worker.ts builds it into dist/sw.js with Workbox injectManifest):
 *
 * - Precaches the build (the list Workbox injects at self.__WB_MANIFEST) and answers offline navigations
 *   with the app shell, except where NAVIGATION_FALLBACK_DENYLIST says no. Nothing else is cached: no
 *   runtime routes, so API answers, the socket and photos always go to the network.
 * - No skipWaiting / clientsClaim: a new version takes over on the next launch, never under a running page.
 * - Background Sync ('photo-queue'): sends the device's photo queue (IndexedDB) with the page's own upload
 *   steps (web/src/model/upload), using the credential stored with each photo; a pass that still has photos
 *   waiting fails, so the browser tries again later.
 */

// The few service worker types used here (the project compiles against the DOM library, not WebWorker).
interface SyncEvent {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

interface WindowClientLike {
  readonly visibilityState: DocumentVisibilityState;
  postMessage(message: unknown): void;
}

interface ServiceWorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  clients: { matchAll(options: { type: 'window' }): Promise<readonly WindowClientLike[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(NAVIGATE_FALLBACK), { denylist: [...NAVIGATION_FALLBACK_DENYLIST] }));

/** A visible page sends its own queue (with its progress and success banner): the sync gives it this long first. */
const PAGE_FIRST_MS = 5000;

async function syncPhotoQueue(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.some((w) => w.visibilityState === 'visible')) await new Promise((resolve) => setTimeout(resolve, PAGE_FIRST_MS));
  const result = await drainPhotoQueue({ store: indexedDbQueueStore(), upload: uploadQueuedWith((photo) => photo.token), exclusive: queueLock() });
  if (result.sent > 0) {
    // Open pages drop what was sent from their view (their runners read the store again).
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'photo-queue-changed' });
  }
  if (result.waiting > 0) throw new Error(`${result.waiting} photos still waiting to upload`);
}

self.addEventListener('sync', (event) => {
  if (event.tag === PHOTO_QUEUE_SYNC_TAG) event.waitUntil(syncPhotoQueue());
});
