import { Suspense, type ComponentProps } from 'react';
import type { LibraryImageError } from '../../../camera/decode-image';
import { ErrorBanner } from '../../../components/ErrorBanner';
import type { PhotoQueue } from '../../../model/upload/usePhotoQueue';
import type { CameraTexts } from './cameraTexts';
import { lazyPart } from './lazyPart';
import type * as RefusedPhotosModule from '../../../components/RefusedPhotos';
import type { Camera } from './useCamera';

/** Refused photos are rare (quota used elsewhere, event over) and known only after the server answered; they stay in the queue. */
const RefusedPhotos = lazyPart<ComponentProps<typeof RefusedPhotosModule.RefusedPhotos>>(() => import('../../../components/RefusedPhotos').then((m) => m.RefusedPhotos));

/** Ours (the spec has no text for a capture that fails after the shutter), or why a library photo was refused. */
export type CaptureError = 'capture' | LibraryImageError['problem'];

/** The banners above the camera: restart failure, capture failure, refused photos, storage trouble, session error. */
export function CameraAlerts({
  t,
  camera,
  captureError,
  onDismissCapture,
  queue,
  ended,
  sessionMessage,
}: {
  t: CameraTexts;
  camera: Pick<Camera, 'restartError' | 'restart' | 'dismissRestartError'>;
  captureError: CaptureError | null;
  onDismissCapture: () => void;
  queue: Pick<PhotoQueue, 'refused' | 'remove' | 'storageTrouble'>;
  ended: boolean;
  /** The failed session check, said in the device's language. */
  sessionMessage: string | null;
}) {
  return (
    <div className="camera__alerts">
      {camera.restartError && (
        <div className="banner banner--error camera__restart" role="alert">
          <p className="banner__text">{camera.restartError}</p>
          <div className="camera__restart-actions">
            <button type="button" className="btn btn--primary" onClick={() => camera.restart()}>
              {t.restartCamera}
            </button>
            <button type="button" className="btn btn--secondary" onClick={camera.dismissRestartError}>
              {t.dismiss}
            </button>
          </div>
        </div>
      )}
      {captureError && <ErrorBanner message={captureError === 'capture' ? t.captureFailed : t.library[captureError]} onDismiss={onDismissCapture} />}
      {queue.refused.length > 0 && (
        <Suspense fallback={null}>
          <RefusedPhotos photos={queue.refused} onRemove={queue.remove} />
        </Suspense>
      )}
      {/* Before the shutter, not after a photo was lost (issue #13). */}
      {queue.storageTrouble && !ended && (
        <p className="banner banner--info camera__storage" role="status" data-testid="storage-trouble">
          {queue.storageTrouble === 'full' ? t.upload.storageFull : t.upload.storageUnavailable}
        </p>
      )}
      {sessionMessage && <ErrorBanner message={sessionMessage} />}
    </div>
  );
}
