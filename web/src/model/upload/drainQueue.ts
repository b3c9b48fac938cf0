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

const hasToken = (photo: QueuedPhoto): photo is QueuedPhoto & { token: string } => typeof photo.token === 'string' && photo.token !== '';

/**
 * One pass over the whole device queue, without a page (the service worker's Background Sync): the same
 * QueueRunner and upload steps as the page, one runner per session, each stopping at its first network
 * failure instead of waiting on a timer (the browser schedules the next sync). Refusals are kept in the store
 * with their reason, exactly as the page keeps them.
 */
const sessionKey = (photo: QueuedPhoto): string => `${photo.eventCode}:${photo.participantId}`;

export async function drainPhotoQueue({ store, upload, exclusive }: DrainOptions): Promise<DrainResult> {
  // A session's credential: the one stored with any of its photos (older records were kept without one).
  const sessions = new Map<string, { eventCode: string; participantId: string; token: string }>();
  for (const photo of (await store.all()).filter(hasToken)) {
    if (!photo.refusal) sessions.set(sessionKey(photo), { eventCode: photo.eventCode, participantId: photo.participantId, token: photo.token });
  }
  const sendable = (photo: QueuedPhoto): boolean => !photo.refusal && sessions.has(sessionKey(photo));
  let sent = 0;
  for (const { eventCode, participantId, token } of sessions.values()) {
    const runner = new QueueRunner({
      store,
      eventCode,
      participantId,
      upload: (photo, onSlot) => upload(hasToken(photo) ? photo : { ...photo, token }, onSlot),
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
