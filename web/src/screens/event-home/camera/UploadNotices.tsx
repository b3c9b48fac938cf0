import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_BANNER_MS } from '#shared/constants.js';
import { useTexts } from '../../../i18n/texts';

/*
 * The texts (event texts camera.upload) are ours: the spec shows a success banner for 3 seconds without its
 * text; issue #13 added offline, waiting, keep-open and storage notices.
 */

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

/** The upload state on the preview: offline, a failed try that will be retried, how many wait, the last success. */
export function UploadNotices({
  waiting,
  online,
  retrying = false,
  uploaded,
  finishesInBackground = true,
}: {
  waiting: number;
  online: boolean;
  /** The last try failed and the queue waits to try again (spec section 8: "Upload failed, retrying"). */
  retrying?: boolean;
  uploaded: boolean;
  /** Background Sync finishes the queue with the app closed; otherwise the guest is asked to keep it open. */
  finishesInBackground?: boolean;
}) {
  const t = useTexts('event').camera.upload;
  return (
    <>
      {!online && <p className="camera__notice camera__notice--warn">{t.offline}</p>}
      {online && retrying && waiting > 0 && <p className="camera__notice camera__notice--warn">{t.retrying}</p>}
      {waiting > 0 && (
        <p className="camera__notice" data-testid="upload-waiting">
          {t.waiting(waiting)}
        </p>
      )}
      {waiting > 0 && !finishesInBackground && (
        <p className="camera__notice" data-testid="keep-open">
          {t.keepOpen}
        </p>
      )}
      {uploaded && waiting === 0 && <p className="camera__notice camera__notice--ok">{t.uploaded}</p>}
    </>
  );
}
