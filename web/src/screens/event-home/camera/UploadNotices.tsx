import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_BANNER_MS } from '#shared/constants.js';

/** Ours (the spec shows a success banner for 3 seconds without its text). */
export const UPLOAD_SUCCESS_MESSAGE = 'Photo uploaded! It is in the gallery now.';
/** Ours (issue #13): the camera says it is offline and that kept photos are safe. */
export const OFFLINE_MESSAGE = 'Offline. Photos stay on this phone until you are back online.';

/** Ours (issue #13): where the browser has no Background Sync (iOS Safari), photos upload only while Candid is open. */
export const KEEP_OPEN_MESSAGE = 'Keep Candid open until your photos upload. If you close it, they upload the next time you open Candid.';
/** Ours (issue #13): said before the shutter when the device cannot keep photos (private mode, IndexedDB refused). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'This browser cannot keep photos on the phone (private browsing?). Photos still upload while you are online, but one taken offline would be lost.';
/** Ours (issue #13): said before the shutter when the device's storage is (nearly) full. */
export const STORAGE_FULL_MESSAGE =
  'Your phone is almost out of storage. Photos still upload while you are online, but there may be no room to keep them offline. Free some space to be safe.';

export const storageTroubleMessage = (trouble: 'unavailable' | 'full'): string =>
  trouble === 'full' ? STORAGE_FULL_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE;

export const waitingMessage = (waiting: number): string => `${waiting} waiting to upload`;

/** The success banner: shown for 3 seconds after each recorded photo. */
export function useUploadedBanner(): [boolean, () => void] {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  const show = useCallback(() => setShownAt(Date.now()), []);
  return [shownAt !== null, show];
}

/** The upload state on the preview: offline, how many wait, the last success. */
export function UploadNotices({
  waiting,
  online,
  uploaded,
  finishesInBackground = true,
}: {
  waiting: number;
  online: boolean;
  uploaded: boolean;
  /** Background Sync finishes the queue with the app closed; otherwise the guest is asked to keep it open. */
  finishesInBackground?: boolean;
}) {
  return (
    <>
      {!online && <p className="camera__notice camera__notice--warn">{OFFLINE_MESSAGE}</p>}
      {waiting > 0 && (
        <p className="camera__notice" data-testid="upload-waiting">
          {waitingMessage(waiting)}
        </p>
      )}
      {waiting > 0 && !finishesInBackground && (
        <p className="camera__notice" data-testid="keep-open">
          {KEEP_OPEN_MESSAGE}
        </p>
      )}
      {uploaded && waiting === 0 && <p className="camera__notice camera__notice--ok">{UPLOAD_SUCCESS_MESSAGE}</p>}
    </>
  );
}
