import type { PhotoFilterId } from '#shared/photo-filters.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { requestPhotoSync } from './backgroundSync';
import { leaveGuard, type LeaveGuard } from './leaveGuard';
import { indexedDbQueueStore, memoryQueueStore, PHOTO_QUEUE_DB, type PhotoQueueStore, type QueuedPhoto } from './photoQueue';
import { requestPersistentStorage } from './photoStorage';
import { queueLock } from './queueLock';
import { QueueRunner, waitingCount } from './queueRunner';
import { uploadQueuedWith } from './uploadQueued';

/*
 * The page's photo queues (issue #13), without React: one runner per event session for the life of the page.
 * The camera's hook (usePhotoQueue) uses them, and so does the app start (resumeQueuedUploads, loaded on its
 * own after the page loaded): a guest who reloads on the gallery or the lobby has the queue sent without
 * opening the camera. Every runner tries at once when the network comes back (`online`) or the phone wakes
 * up (the page becomes visible again), and on its backoff timer in between.
 */

export type QueueEvent = { type: 'change' } | { type: 'uploaded'; photo: PhotoView } | { type: 'slot' } | { type: 'refused'; photo: QueuedPhoto };
export type QueueListener = (event: QueueEvent) => void;

export interface QueueEntry {
  runner: QueueRunner;
  token: string;
  listeners: Set<QueueListener>;
  /**
   * The photo challenge the next kept photo carries (issue #33): the camera's challenge card (a lazy chunk)
   * sets it, Keep takes it with the photo into the queue and clears it (a `change` event says so).
   */
  prompt?: string;
}

const entries = new Map<string, QueueEntry>();
let store: PhotoQueueStore | null = null;
let wakeListeners = false;
let guard: LeaveGuard | null = null;

/** Closing the page asks first while any session's kept photo is only in this page's memory (leaveGuard.ts). */
const guardUnsavedPhotos = (): void => {
  guard ??= leaveGuard();
  guard.set([...entries.values()].some((e) => e.runner.unsaved));
};

export const sharedQueueStore = (): PhotoQueueStore => {
  store ??= typeof indexedDB === 'undefined' ? memoryQueueStore() : indexedDbQueueStore();
  return store;
};

/** Every runner tries now, its backoff forgotten (the wait so far says nothing about the network now). */
export function retryAllQueues(): void {
  entries.forEach((e) => void e.runner.online().catch(() => undefined));
}

function listenForWakeUps(): void {
  if (wakeListeners || typeof window === 'undefined') return;
  wakeListeners = true;
  window.addEventListener('online', retryAllQueues);
  // A phone that slept (or a tab brought back) may have missed `online` and its timers ran late or not at all.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryAllQueues();
    // Going away (tab closed, app switched) with photos still to send: the service worker may finish them.
    else if ([...entries.values()].some((e) => waitingCount(e.runner.queued) > 0)) void requestPhotoSync();
  });
  // The service worker's Background Sync sent photos: each runner reads the store again and drops them.
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'photo-queue-changed') retryAllQueues();
    });
  }
}

export function queueEntry(eventCode: string, participantId: string, token: string): QueueEntry {
  const key = `${eventCode}:${participantId}`;
  const existing = entries.get(key);
  if (existing) {
    existing.token = token;
    return existing;
  }
  listenForWakeUps();
  const listeners = new Set<QueueListener>();
  const emit = (event: QueueEvent) => listeners.forEach((l) => l(event));
  const entry: QueueEntry = {
    token,
    listeners,
    runner: new QueueRunner({
      store: sharedQueueStore(),
      eventCode,
      participantId,
      upload: uploadQueuedWith(() => entry.token),
      exclusive: queueLock(),
      onChange: () => emit({ type: 'change' }),
      onUploaded: (photo) => emit({ type: 'uploaded', photo }),
      onSlot: () => emit({ type: 'slot' }),
      onRefused: (photo) => emit({ type: 'refused', photo }),
      // Where the browser has Background Sync, the service worker finishes the queue if the tab goes away.
      onWait: () => void requestPhotoSync(),
      onUnsavedChange: guardUnsavedPhotos,
    }),
  };
  entries.set(key, entry);
  entry.runner.start().catch((error: unknown) => console.error('photo queue could not start', error));
  return entry;
}

const newClientId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Keep Photo: onto the device first (with the credential the service worker would send it with), then uploaded.
 * Kept offline, it also asks for a Background Sync at once (online, the page sends it itself and asks only if
 * the attempt has to wait: a sync fired now would race the page for the same photo).
 */
export function keepPhoto(entry: QueueEntry, eventCode: string, participantId: string, files: QueuedPhoto['files'], filter?: PhotoFilterId): void {
  const photo: QueuedPhoto = { clientId: newClientId(), eventCode, participantId, token: entry.token, createdAt: new Date().toISOString(), files, filter, promptId: entry.prompt };
  entry.prompt = undefined;
  void requestPersistentStorage();
  if (typeof navigator !== 'undefined' && !navigator.onLine) void requestPhotoSync();
  entry.runner.add(photo).catch((error: unknown) => console.error('photo queue', error));
}

/** True when this browser may have a queue database (without creating one where there is none). */
async function mayHaveQueue(): Promise<boolean> {
  // No IndexedDB: the queue is this page's memory (tests; a browser that refuses storage has nothing kept).
  if (typeof indexedDB === 'undefined') return true;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === PHOTO_QUEUE_DB);
  } catch {
    return true;
  }
}

/**
 * App start, on any route: starts a runner for every session with photos still to send. `tokenFor` gives the
 * session's current credential on this device; a photo whose session is gone is sent with the one it was
 * kept with. Resolves with the number of sessions resumed.
 */
export async function resumeQueuedUploads(tokenFor: (eventCode: string, participantId: string) => string | undefined): Promise<number> {
  if (!(await mayHaveQueue())) return 0;
  const waiting = (await sharedQueueStore().all()).filter((p) => !p.refusal);
  const sessions = new Map<string, QueuedPhoto>();
  for (const photo of waiting) {
    const key = `${photo.eventCode}:${photo.participantId}`;
    if (!sessions.get(key)?.token) sessions.set(key, photo);
  }
  let resumed = 0;
  for (const photo of sessions.values()) {
    const token = tokenFor(photo.eventCode, photo.participantId) ?? photo.token;
    if (!token) continue;
    queueEntry(photo.eventCode, photo.participantId, token);
    resumed += 1;
  }
  return resumed;
}

/** Tests: forget every runner and the store (the next one starts empty). */
export function resetPhotoQueues(): void {
  entries.forEach((e) => e.runner.stop());
  entries.clear();
  guard?.set(false);
  store = null;
}
