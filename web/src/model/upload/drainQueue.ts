import type { PhotoQueueStore, QueuedPhoto } from './photoQueue';
import { QueueRunner, type UploadQueued } from './queueRunner';

export interface DrainOptions {
  store: PhotoQueueStore;
  upload: UploadQueued;
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface DrainResult {
  /** Photos the server recorded in this pass. */
  sent: number;
  /** Photos still to send (a network failure stopped their session's pass). */
  waiting: number;
}

/** Photos a background pass can send: not refused, and kept with a credential to send them with. */
const sendable = (photo: QueuedPhoto): boolean => !photo.refusal && typeof photo.token === 'string' && photo.token !== '';

/**
 * One pass over the whole device queue, without a page (the service worker's Background Sync): the same
 * QueueRunner and upload steps as the page, one runner per session, each stopping at its first network
 * failure instead of waiting on a timer (the browser schedules the next sync). Refusals are kept in the store
 * with their reason, exactly as the page keeps them.
 */
export async function drainPhotoQueue({ store, upload, exclusive }: DrainOptions): Promise<DrainResult> {
  const sessions = new Map<string, QueuedPhoto>();
  for (const photo of (await store.all()).filter(sendable)) sessions.set(`${photo.eventCode}:${photo.participantId}`, photo);
  let sent = 0;
  for (const { eventCode, participantId } of sessions.values()) {
    const runner = new QueueRunner({
      store,
      eventCode,
      participantId,
      upload,
      ...(exclusive ? { exclusive } : {}),
      onUploaded: () => {
        sent += 1;
      },
      // A network failure ends this pass (no timer in a service worker: it may be stopped at any time).
      setTimer: () => 'stopped',
      clearTimer: () => undefined,
    });
    await runner.start();
  }
  const waiting = (await store.all()).filter(sendable).length;
  return { sent, waiting };
}
