import type { RefObject } from 'react';
import type { CameraFacing } from '../../../camera';
import type { CameraTexts } from './cameraTexts';

/** Beside the shutter: flip the camera, open the settings panel. */
export function CameraSideButtons({
  t,
  facing,
  onFacingChange,
  settingsButtonRef,
  onOpenSettings,
}: {
  t: CameraTexts;
  facing: CameraFacing;
  onFacingChange: (next: CameraFacing) => void;
  /** Focus comes back here after a review while the shutter waits for the camera. */
  settingsButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenSettings: () => void;
}) {
  return (
    <div className="camera__side">
      <button
        type="button"
        className="icon-btn camera__flip-btn"
        aria-label={facing === 'user' ? t.switchToBack : t.switchToFront}
        onClick={() => onFacingChange(facing === 'user' ? 'environment' : 'user')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M3 8a2 2 0 0 1 2-2h2.5l1.5-2h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 12.5a3 3 0 0 1 5.2-2M15 13.5a3 3 0 0 1-5.2 2M14.5 8.5v2h-2M9.5 17.5v-2h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <button
        ref={settingsButtonRef}
        type="button"
        className="icon-btn camera__settings-btn"
        aria-label={t.settingsButton}
        aria-haspopup="dialog"
        onClick={onOpenSettings}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8M14 4v6M8 14v6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
