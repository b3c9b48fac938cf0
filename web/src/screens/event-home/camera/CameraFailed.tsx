import { Link } from 'react-router-dom';
import type { EventView } from '#shared/schemas/events.js';
import { votingOpen } from '../../../model/voting/startVoting';
import type { CameraTexts } from './cameraTexts';
import type { Camera } from './useCamera';

/** Refused or broken camera: the advice, Try Again, and what the guest can do without a camera. */
export function CameraFailed({
  t,
  camera,
  event,
  canAddFromLibrary,
  onPickFromLibrary,
  gallery,
}: {
  t: CameraTexts;
  camera: Pick<Camera, 'error' | 'start'>;
  event: EventView;
  canAddFromLibrary: boolean;
  onPickFromLibrary: () => void;
  /** The gallery's path for this guest. */
  gallery: string;
}) {
  return (
    <div className="camera__failed" role="alert">
      <p className="camera__error">{camera.error}</p>
      <button type="button" className="btn btn--primary" onClick={() => camera.start()}>
        {t.tryAgain}
      </button>
      {/* Never a dead end: without a camera the guest can still look and vote. */}
      <nav className="camera__elsewhere" aria-label={t.withoutCamera}>
        {event.libraryPhotos === true && (
          <button type="button" className="btn btn--secondary" disabled={!canAddFromLibrary} onClick={onPickFromLibrary}>
            {t.addFromLibrary}
          </button>
        )}
        <Link className="btn btn--secondary" to={gallery}>
          {t.openGallery}
        </Link>
        {votingOpen(event) && (
          <Link className="btn btn--secondary" to={`${gallery}&view=voting`}>
            {t.voteOnPhotos}
          </Link>
        )}
      </nav>
    </div>
  );
}
