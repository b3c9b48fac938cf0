import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_BANNER_MS } from '#shared/constants.js';

/** Ours (the spec shows a success banner for 3 seconds without its text). */
export const UPLOAD_SUCCESS_MESSAGE = 'Photo uploaded! It is in the gallery now.';
/** Ours (issue #13): the camera says it is offline and that kept photos are safe. */
export const OFFLINE_MESSAGE = 'Offline. Photos stay on this phone until you are back online.';

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
export function UploadNotices({ waiting, online, uploaded }: { waiting: number; online: boolean; uploaded: boolean }) {
  return (
    <>
      {!online && <p className="camera__notice camera__notice--warn">{OFFLINE_MESSAGE}</p>}
      {waiting > 0 && (
        <p className="camera__notice" data-testid="upload-waiting">
          {waitingMessage(waiting)}
        </p>
      )}
      {uploaded && waiting === 0 && <p className="camera__notice camera__notice--ok">{UPLOAD_SUCCESS_MESSAGE}</p>}
    </>
  );
}
