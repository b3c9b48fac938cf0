import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PhotoFilterId } from '#shared/photo-filters.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { QueuedPhoto } from './photoQueue';
import { backgroundSyncSupported } from './backgroundSync';
import { keepPhoto, queueEntry, resetPhotoQueues, sharedQueueStore, type QueueListener } from './photoQueues';
import { checkPhotoStorage, type PhotoStorageTrouble } from './photoStorage';
import { unslottedCount, waitingCount } from './queueRunner';
import type { PhotoFiles } from './uploadPhoto';

export { resetPhotoQueues };

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
  /** The last try failed and the queue waits to try again (spec: "Upload failed, retrying"). */
  retrying: boolean;
  /** Why this device cannot keep photos (checked when the camera opens, before the shutter), or null. */
  storageTrouble: PhotoStorageTrouble | null;
  /** The service worker can finish the queue with the app closed (Background Sync); false on iOS Safari. */
  finishesInBackground: boolean;
  /** Keep Photo: onto the device first, then uploaded. */
  keep: (files: PhotoFiles, filter?: PhotoFilterId) => void;
  /** The guest lets a refused photo go (after saving it). */
  remove: (clientId: string) => void;
}

export function usePhotoQueue(eventCode: string, participantId: string, token: string, handlers: PhotoQueueHandlers = {}): PhotoQueue {
  const entry = useMemo(() => queueEntry(eventCode, participantId, token), [eventCode, participantId, token]);
  const [photos, setPhotos] = useState<readonly QueuedPhoto[]>(() => entry.runner.queued);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const [retrying, setRetrying] = useState(() => entry.runner.retrying);
  const [storageTrouble, setStorageTrouble] = useState<PhotoStorageTrouble | null>(null);
  const [finishesInBackground] = useState(backgroundSyncSupported);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    setPhotos(entry.runner.queued);
    const listener: QueueListener = (event) => {
      if (event.type === 'change') {
        setPhotos(entry.runner.queued);
        setRetrying(entry.runner.retrying);
      } else if (event.type === 'uploaded') handlersRef.current.onUploaded?.(event.photo);
      else if (event.type === 'slot') handlersRef.current.onSlot?.();
      else if (event.photo.refusal?.code === 'PHOTO_QUOTA_REACHED') handlersRef.current.onQuotaReached?.();
    };
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  }, [entry]);

  useEffect(() => {
    let current = true;
    void checkPhotoStorage(sharedQueueStore()).then((trouble) => {
      if (current) setStorageTrouble(trouble);
    });
    return () => {
      current = false;
    };
  }, []);

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
    (files: PhotoFiles, filter?: PhotoFilterId) => keepPhoto(entry, eventCode, participantId, files, filter),
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
      retrying,
      storageTrouble,
      finishesInBackground,
      keep,
      remove,
    }),
    [photos, online, retrying, storageTrouble, finishesInBackground, keep, remove],
  );
}
