import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PhotoView } from '#shared/schemas/photos.js';
import { indexedDbQueueStore, memoryQueueStore, type PhotoQueueStore, type QueuedPhoto } from './photoQueue';
import { QueueRunner, unslottedCount, waitingCount } from './queueRunner';
import { uploadPhoto, type PhotoFiles } from './uploadPhoto';

type QueueEvent = { type: 'change' } | { type: 'uploaded'; photo: PhotoView } | { type: 'slot' } | { type: 'refused'; photo: QueuedPhoto };
type Listener = (event: QueueEvent) => void;

interface Entry {
  runner: QueueRunner;
  token: string;
  listeners: Set<Listener>;
}

/**
 * One runner per event session for the life of the page: it keeps sending while the guest looks at the
 * gallery (the camera screen going away cancels nothing), and it starts with the app.
 */
const entries = new Map<string, Entry>();
let store: PhotoQueueStore | null = null;

const sharedStore = (): PhotoQueueStore => {
  store ??= typeof indexedDB === 'undefined' ? memoryQueueStore() : indexedDbQueueStore();
  return store;
};

function entryFor(eventCode: string, participantId: string, token: string): Entry {
  const key = `${eventCode}:${participantId}`;
  const existing = entries.get(key);
  if (existing) {
    existing.token = token;
    return existing;
  }
  if (entries.size === 0 && typeof window !== 'undefined') {
    // Back online: every session's queue tries at once (and forgets its backoff).
    window.addEventListener('online', () => entries.forEach((e) => void e.runner.online()));
  }
  const listeners = new Set<Listener>();
  const emit = (event: QueueEvent) => listeners.forEach((l) => l(event));
  const entry: Entry = {
    token,
    listeners,
    runner: new QueueRunner({
      store: sharedStore(),
      eventCode,
      participantId,
      upload: (photo, onSlot) => uploadPhoto({ code: eventCode, token: entry.token, files: photo.files, clientId: photo.clientId, onSlot, keepSlot: true }),
      onChange: () => emit({ type: 'change' }),
      onUploaded: (photo) => emit({ type: 'uploaded', photo }),
      onSlot: () => emit({ type: 'slot' }),
      onRefused: (photo) => emit({ type: 'refused', photo }),
    }),
  };
  entries.set(key, entry);
  entry.runner.start().catch((error: unknown) => console.error('photo queue could not start', error));
  return entry;
}

/** Tests: forget every runner and the store (the next one starts empty). */
export function resetPhotoQueues(): void {
  entries.forEach((e) => e.runner.stop());
  entries.clear();
  store = null;
}

const newClientId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface PhotoQueueHandlers {
  onUploaded?: (photo: PhotoView) => void;
  onSlot?: () => void;
  onQuotaReached?: () => void;
}

export interface PhotoQueue {
  /** This session's photos on the device, oldest first (waiting or refused). */
  photos: readonly QueuedPhoto[];
  /** Kept and not yet recorded by the server ("2 waiting to upload"). */
  waiting: number;
  /** Queued photos the server does not count yet. */
  unslotted: number;
  refused: readonly QueuedPhoto[];
  online: boolean;
  /** Keep Photo: onto the device first, then uploaded. */
  keep: (files: PhotoFiles) => void;
  /** The guest lets a refused photo go (after saving it). */
  remove: (clientId: string) => void;
}

export function usePhotoQueue(eventCode: string, participantId: string, token: string, handlers: PhotoQueueHandlers = {}): PhotoQueue {
  const entry = useMemo(() => entryFor(eventCode, participantId, token), [eventCode, participantId, token]);
  const [photos, setPhotos] = useState<readonly QueuedPhoto[]>(() => entry.runner.queued);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    setPhotos(entry.runner.queued);
    const listener: Listener = (event) => {
      if (event.type === 'change') setPhotos(entry.runner.queued);
      else if (event.type === 'uploaded') handlersRef.current.onUploaded?.(event.photo);
      else if (event.type === 'slot') handlersRef.current.onSlot?.();
      else if (event.photo.refusal?.code === 'PHOTO_QUOTA_REACHED') handlersRef.current.onQuotaReached?.();
    };
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }, [entry]);

  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);

  const keep = useCallback(
    (files: PhotoFiles) => {
      const photo: QueuedPhoto = { clientId: newClientId(), eventCode, participantId, createdAt: new Date().toISOString(), files };
      entry.runner.add(photo).catch((error: unknown) => console.error('photo queue', error));
    },
    [entry, eventCode, participantId],
  );
  const remove = useCallback((clientId: string) => void entry.runner.remove(clientId).catch(() => undefined), [entry]);

  return useMemo(
    () => ({
      photos,
      waiting: waitingCount(photos),
      unslotted: unslottedCount(photos),
      refused: photos.filter((p) => p.refusal),
      online,
      keep,
      remove,
    }),
    [photos, online, keep, remove],
  );
}
