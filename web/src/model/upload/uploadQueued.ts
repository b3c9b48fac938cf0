import type { QueuedPhoto } from './photoQueue';
import type { UploadQueued } from './queueRunner';
import { uploadPhoto } from './uploadPhoto';

/**
 * The upload steps of one queued photo (slot with its client id → PUT the three files → confirm), the same
 * for the page and the service worker's Background Sync: `token` is the credential to send (the page's
 * current session token; in the service worker, the one stored with the photo). The slot is kept when the
 * attempt fails: the queue tries again later with the same client id.
 */
export const uploadQueuedWith =
  (token: (photo: QueuedPhoto) => string | undefined): UploadQueued =>
  (photo, onSlot) =>
    uploadPhoto({ code: photo.eventCode, token: token(photo) ?? '', files: photo.files, clientId: photo.clientId, filter: photo.filter, promptId: photo.promptId, onSlot, keepSlot: true });
