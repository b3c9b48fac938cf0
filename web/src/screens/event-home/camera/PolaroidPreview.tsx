import type { CSSProperties, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { FRAME_SPECS, previewCss, type CameraFacing, type PolaroidSettings } from '../../../camera';
import type { CameraTexts } from './cameraTexts';
import type { Camera } from './useCamera';

/**
 * The preview card takes the frame style's proportions (fractions of the card width, like the capture).
 * --card-ratio (height over width) lets the CSS size the card from the height the screen has left.
 */
function cardStyle(settings: PolaroidSettings): CSSProperties {
  const spec = FRAME_SPECS[settings.frameStyle];
  // Of the card's own width (--card-w, camera.css): a percentage would be of the stage around it.
  const pct = (v: number) => `calc(var(--card-w, 100%) * ${v.toFixed(4)})`;
  const ratio = spec.border.top + spec.border.bottom + (1 - 2 * spec.border.side);
  return {
    ['--frame-bottom' as string]: String(spec.border.bottom),
    ['--card-ratio' as string]: ratio.toFixed(4),
    padding: `${pct(spec.border.top)} ${pct(spec.border.side)} ${pct(spec.border.bottom)}`,
    background: `linear-gradient(135deg, ${spec.paper.light}, ${spec.paper.dark})`,
    boxShadow: spec.cssShadow,
  };
}

/**
 * The live polaroid: the framed, filtered <video>, the notices over it, the ended print or the starting
 * splash, and the caption. Kept mounted while the camera failed (hidden): Try Again opens the camera into its <video>.
 */
export function PolaroidPreview({
  t,
  settings,
  facing,
  videoRef,
  hidden,
  camera,
  ended,
  completed,
  gallery,
  children,
}: {
  t: CameraTexts;
  settings: PolaroidSettings;
  facing: CameraFacing;
  videoRef: RefObject<HTMLVideoElement | null>;
  hidden: boolean;
  camera: Pick<Camera, 'status'>;
  ended: boolean;
  /** The event was completed (awards to see), not only past its free gallery. */
  completed: boolean;
  /** The gallery's path for this guest. */
  gallery: string;
  /** The notices over the preview (connecting, uploads). */
  children: ReactNode;
}) {
  return (
    <div className="camera__card" style={cardStyle(settings)} hidden={hidden}>
      <div className={ended ? 'camera__film camera__film--ended' : 'camera__film'} style={{ borderRadius: `${FRAME_SPECS[settings.frameStyle].photoCornerRadius * 100}%` }}>
        <video
          ref={videoRef}
          className={facing === 'user' ? 'camera__video camera__video--mirror' : 'camera__video'}
          style={{ filter: previewCss(settings) }}
          muted
          playsInline
          autoPlay
          aria-hidden="true"
        />
        <div className="camera__notices" role="status" aria-live="polite">
          {children}
        </div>
        {ended ? (
          <div className="camera__overlay camera__overlay--ended">
            <p>{t.ended}</p>
            {completed ? (
              <Link className="btn btn--secondary" to={`${gallery}&view=awards`}>
                {t.viewAwards}
              </Link>
            ) : (
              <Link className="btn btn--secondary" to={gallery}>
                {t.viewGallery}
              </Link>
            )}
          </div>
        ) : camera.status === 'starting' ? (
          <div className="camera__overlay camera__overlay--quiet" aria-hidden="true">
            <span className="splash__mark" />
          </div>
        ) : null}
      </div>
      <p className="camera__caption" aria-live="polite">
        {ended ? (
          t.theEnd
        ) : (
          <>
            <span className="visually-hidden">{t.filterLabel}</span>
            {t.filterNames[settings.filter]}
          </>
        )}
      </p>
    </div>
  );
}
