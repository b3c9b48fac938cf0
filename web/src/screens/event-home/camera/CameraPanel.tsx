import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentProps, type ComponentType, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { PHOTO_WARNING_THRESHOLD } from '#shared/constants.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import {
  composePhoto,
  filterForKey,
  FRAME_SPECS,
  previewCss,
  QUICK_FILTERS,
  type CameraFacing,
  type ComposedPhoto,
  type FilterName,
  type PolaroidSettings,
} from '../../../camera';
import { decodeImageFile, LibraryImageError } from '../../../camera/decode-image';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { guestMessageText } from '../../../i18n/guestMessageText';
import { useFormat } from '../../../i18n/format';
import { useTexts } from '../../../i18n/texts';
import { galleryPath } from '../../../model/events/paths';
import { votingOpen } from '../../../model/voting/startVoting';
import type { EventSession } from '../../../model/session/sessionStore';
import { usePhotoCount } from '../../../model/upload/usePhotoCount';
import { usePhotoQueue } from '../../../model/upload/usePhotoQueue';
import { UploadNotices, useUploadedBanner } from './UploadNotices';
import { loadFacing, loadSettings, saveFacing, saveSettings } from './cameraPrefs';
import type * as ChallengeCardModule from './ChallengeCard';
import type * as RefusedPhotosModule from './RefusedPhotos';
import { ReviewScreen } from './ReviewScreen';
import type * as SettingsPanelModule from './SettingsPanel';
import { SHUTTER_MARK } from './shutterMarks';
import { useCamera } from './useCamera';
import { useFrameBranding } from './useFrameBranding';
import './camera.css';

/**
 * The settings panel is a chunk of its own: the camera frames and shoots without it (camera state budget,
 * DESIGN 12). It is fetched as soon as the camera mounts and mounted the first time it is opened. If it cannot
 * be fetched (offline before the service worker had it), the button opens nothing rather than breaking the
 * camera. The review of a taken photo stays in the camera's own chunk: keeping a photo never waits on the network.
 */
const loadSettingsPanel = () => import('./SettingsPanel');
/** What a chunk that failed to load renders instead: nothing. */
const Nothing = (): null => null;
/** A part of the camera in a chunk of its own: one that cannot be fetched (offline, not cached yet) renders nothing. */
const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load().then(
      (part) => ({ default: part }),
      (error: unknown) => {
        console.error('camera part failed to load', error);
        return { default: Nothing as ComponentType<P> };
      },
    ),
  );
const SettingsPanel = lazyPart<ComponentProps<typeof SettingsPanelModule.SettingsPanel>>(() => loadSettingsPanel().then((m) => m.SettingsPanel));
/** Refused photos are rare (quota used elsewhere, event over) and known only after the server answered; they stay in the queue. */
const RefusedPhotos = lazyPart<ComponentProps<typeof RefusedPhotosModule.RefusedPhotos>>(() => import('./RefusedPhotos').then((m) => m.RefusedPhotos));
/** Photo challenges (issue #33): the card, its texts and the prompts come after the camera, never in its entry. */
const ChallengeCard = lazyPart<ComponentProps<typeof ChallengeCardModule.ChallengeCard>>(() => import('./loadChallengeCard').then((m) => m.loadChallengeCard()));

interface CameraPanelProps {
  session: EventSession;
  event: EventView;
  participant: ParticipantView;
  /** The first connection check (GET …/me) has not answered yet. */
  connecting: boolean;
  /** The realtime socket is open (otherwise the event is polled, which re-syncs the count too). */
  live?: boolean;
}

interface Review {
  photo: ComposedPhoto;
  url: string;
  /** A library photo's review offers another pick instead of a retake, and the camera was never stopped. */
  source: 'camera' | 'library';
  /** The filter it was taken with: sent with its upload (the organizer's CSV export lists it). */
  filter: FilterName;
}

/** Arrow keys and R are for the filters, except while the guest types or picks in a form control. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}


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
 * The camera screen's working part (spec "Camera screen", "Photo flow"): live polaroid preview, quick
 * filters, the settings panel, photos left, the shutter, the review, and the upload of kept photos.
 */
export function CameraPanel({ session, event, participant, connecting, live = true }: CameraPanelProps) {
  // Ended, or past the free gallery's 5 days (spec section 4): no camera either way (the server takes no photo).
  const ended = event.status === 'completed' || event.galleryExpired;
  const texts = useTexts('event');
  const t = texts.camera;
  const format = useFormat();
  const videoRef = useRef<HTMLVideoElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const shutterRef = useRef<HTMLButtonElement>(null);
  const libraryInputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [settings, setSettingsState] = useState<PolaroidSettings>(loadSettings);
  const [facing, setFacingState] = useState<CameraFacing>(loadFacing);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [capturing, setCapturing] = useState(false);
  // Ours (the spec has no text for a capture that fails after the shutter), or why a library photo was refused.
  const [captureError, setCaptureError] = useState<'capture' | LibraryImageError['problem'] | null>(null);
  const camera = useCamera(videoRef, facing, !ended, t.errors);
  const [uploadedBanner, showUploaded] = useUploadedBanner();
  // Kept photos live on the device until the server recorded them (issue #13); the count includes them.
  const queue = usePhotoQueue(event.code, participant.id, session.token, {
    onUploaded: (photo) => {
      count.uploaded(photo);
      showUploaded();
    },
    onSlot: () => count.slotted(),
    onQuotaReached: () => count.quotaReached(),
  });
  const count = usePhotoCount(session, event, participant, !live, queue.unslotted);
  const branding = useFrameBranding(event, session.token);

  const setSettings = useCallback((next: PolaroidSettings) => {
    setSettingsState(next);
    saveSettings(next);
  }, []);
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  });

  const switchFacing = (next: CameraFacing) => {
    if (next === facing) return;
    setFacingState(next);
    saveFacing(next);
    if (!review) camera.restart(next);
  };

  // Fetch the settings panel's chunk at once, while the guest frames the first shot.
  useEffect(() => {
    loadSettingsPanel().catch(() => {
      // Offline and not cached yet: opening the panel asks for it again.
    });
  }, []);

  // Spec: arrow keys cycle the filters and R resets (not while typing in a field).
  useEffect(() => {
    if (review || ended) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      const current = settingsRef.current;
      const filter = filterForKey(current.filter, e.key);
      if (!filter) return;
      e.preventDefault();
      if (filter !== current.filter) setSettings({ ...current, filter });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [review, ended, setSettings]);

  // The review's object URL goes with it.
  useEffect(() => {
    if (!review) return;
    return () => URL.revokeObjectURL(review.url);
  }, [review]);

  const streaming = camera.status === 'streaming';
  // Uploads run behind the camera (offline too): only the count stops the shutter.
  const canCapture = streaming && count.left > 0 && !capturing && !review && !ended && !count.sessionError;

  async function capture() {
    const video = camera.frame();
    if (!canCapture || !video) return;
    setCaptureError(null);
    setCapturing(true);
    performance.mark(SHUTTER_MARK);
    try {
      const brand = await branding.forCapture();
      const photo = await composePhoto(video, { settings, mirror: facing === 'user', brandText: brand.text, brandLogo: brand.logo });
      camera.stop();
      setReview({ photo, url: URL.createObjectURL(photo.polaroid.blob), source: 'camera', filter: settings.filter });
    } catch (error) {
      console.error('capture failed', error);
      setCaptureError('capture');
    } finally {
      setCapturing(false);
    }
  }

  // Photos from the library (an event setting): same frame, filters, quota and upload path as the shutter.
  const canAddFromLibrary = event.libraryPhotos === true && count.left > 0 && !capturing && !review && !ended && !count.sessionError;

  async function addFromLibrary(file: File) {
    if (!canAddFromLibrary) return;
    setCaptureError(null);
    setCapturing(true);
    try {
      const bitmap = await decodeImageFile(file);
      try {
        const brand = await branding.forCapture();
        const photo = await composePhoto(bitmap, { settings, brandText: brand.text, brandLogo: brand.logo });
        setReview({ photo, url: URL.createObjectURL(photo.polaroid.blob), source: 'library', filter: settings.filter });
      } finally {
        bitmap.close();
      }
    } catch (error) {
      if (!(error instanceof LibraryImageError)) console.error('library photo failed', error);
      setCaptureError(error instanceof LibraryImageError ? error.problem : 'capture');
    } finally {
      setCapturing(false);
    }
  }

  function closeReview(keep: boolean) {
    const kept = review?.photo;
    const keptFilter = review?.filter;
    const fromLibrary = review?.source === 'library';
    setReview(null);
    // Spec: the camera restarts after Keep or Retake (stop, 100 ms, open); a library pick never stopped it.
    if (!fromLibrary) camera.restart();
    // "Pick Another" opens the picker again (the tap is the user gesture the picker needs).
    else if (!keep) libraryInputRef.current?.click();
    if (keep && kept) queue.keep({ polaroid: kept.polaroid.blob, raw: kept.raw.blob, thumbnail: kept.thumbnail.blob }, keptFilter);
    // Focus goes back to the camera's controls (the shutter waits for the camera, so the settings button).
    requestAnimationFrame(() => {
      const target = shutterRef.current && !shutterRef.current.disabled ? shutterRef.current : settingsButtonRef.current;
      target?.focus({ preventScroll: true });
    });
  }

  // Why the shutter is off (its description); an ended event says it on the print itself.
  const hint = ended
    ? null
    : count.sessionError
      ? guestMessageText(count.sessionError, texts.errors)
      : count.left <= 0
        ? texts.errors.PHOTO_QUOTA_REACHED
        : camera.status === 'starting'
          ? t.startingCamera
          : null;
  const spec = FRAME_SPECS[settings.frameStyle];
  // Refused or broken camera: the advice takes the preview's place (a card is too small to read it in).
  const failed = !ended && camera.status === 'failed' && camera.error !== null;

  return (
    <>
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
        {captureError && <ErrorBanner message={captureError === 'capture' ? t.captureFailed : t.library[captureError]} onDismiss={() => setCaptureError(null)} />}
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
        {count.sessionError && <ErrorBanner message={guestMessageText(count.sessionError, texts.errors)} />}
      </div>

      {review && (
        <ReviewScreen
          photo={review.photo}
          url={review.url}
          fromLibrary={review.source === 'library'}
          onRetake={() => closeReview(false)}
          onKeep={() => closeReview(true)}
        />
      )}
      {event.libraryPhotos === true && !ended && (
        <input
          ref={libraryInputRef}
          type="file"
          // image/* (not a list of types): iOS then hands over a JPEG of a HEIC photo.
          accept="image/*"
          hidden
          data-testid="library-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void addFromLibrary(file);
          }}
        />
      )}

      <section className="camera" aria-label={t.section} hidden={review !== null}>
        {/* The stage takes the height the screen has left; the card fits in it (it shrinks first). */}
        <div className="camera__stage">
          {failed && (
            <div className="camera__failed" role="alert">
              <p className="camera__error">{camera.error}</p>
              <button type="button" className="btn btn--primary" onClick={() => camera.start()}>
                {t.tryAgain}
              </button>
              {/* Never a dead end: without a camera the guest can still look and vote. */}
              <nav className="camera__elsewhere" aria-label={t.withoutCamera}>
                {event.libraryPhotos === true && (
                  <button type="button" className="btn btn--secondary" disabled={!canAddFromLibrary} onClick={() => libraryInputRef.current?.click()}>
                    {t.addFromLibrary}
                  </button>
                )}
                <Link className="btn btn--secondary" to={galleryPath(event.code, participant.name)}>
                  {t.openGallery}
                </Link>
                {votingOpen(event) && (
                  <Link className="btn btn--secondary" to={`${galleryPath(event.code, participant.name)}&view=voting`}>
                    {t.voteOnPhotos}
                  </Link>
                )}
              </nav>
            </div>
          )}
          {/* Kept mounted while failed (hidden): Try Again opens the camera into its <video>. */}
          <div className="camera__card" style={cardStyle(settings)} hidden={failed}>
            <div className={ended ? 'camera__film camera__film--ended' : 'camera__film'} style={{ borderRadius: `${spec.photoCornerRadius * 100}%` }}>
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
                {/* Offline it is not connecting: the offline notice says what goes on. */}
                {connecting && queue.online && <p className="camera__notice">{t.connecting}</p>}
                <UploadNotices waiting={queue.waiting} online={queue.online} uploaded={uploadedBanner} finishesInBackground={queue.finishesInBackground} />
              </div>
              {ended ? (
                <div className="camera__overlay camera__overlay--ended">
                  <p>{t.ended}</p>
                  {event.status === 'completed' ? (
                    <Link className="btn btn--secondary" to={`${galleryPath(event.code, participant.name)}&view=awards`}>
                      {t.viewAwards}
                    </Link>
                  ) : (
                    <Link className="btn btn--secondary" to={galleryPath(event.code, participant.name)}>
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
        </div>

        {!ended && (
          <Suspense fallback={null}>
            <ChallengeCard code={event.code} participantId={participant.id} token={session.token} />
          </Suspense>
        )}

        {!ended && (
          <div className="filters" role="group" aria-label={t.quickFilters}>
            {QUICK_FILTERS.map((name) => (
              <button
                key={name}
                type="button"
                className="filters__btn"
                aria-pressed={settings.filter === name}
                onClick={() => setSettings({ ...settings, filter: name })}
              >
                <span className={`filters__swatch filters__swatch--${name}`} aria-hidden="true" />
                {t.filterNames[name]}
              </button>
            ))}
          </div>
        )}

        {/* An ended event takes no photos: no count, no shutter, no settings (nothing that looks usable). */}
        {!ended && (
          <div className="home__controls">
            <p className={count.left <= PHOTO_WARNING_THRESHOLD ? 'badge badge--low' : 'badge'} data-testid="photos-left">
              {t.photosLeftBefore(count.left)}
              <strong>{format.number(count.left)}</strong>
              {t.photosLeftAfter(count.left)}
            </p>
            <button
              ref={shutterRef}
              type="button"
              className="shutter"
              disabled={!canCapture}
              aria-label={t.takePhoto}
              aria-describedby={hint ? hintId : undefined}
              aria-busy={capturing}
              onClick={() => void capture()}
            >
              <span className="shutter__inner" aria-hidden="true" />
            </button>
            <div className="camera__side">
              <button
                type="button"
                className="icon-btn camera__flip-btn"
                aria-label={facing === 'user' ? t.switchToBack : t.switchToFront}
                onClick={() => switchFacing(facing === 'user' ? 'environment' : 'user')}
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
                onClick={() => {
                  setSettingsUsed(true);
                  setSettingsOpen(true);
                }}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path
                    d="M4 7h10M18 7h2M4 17h4M12 17h8M14 4v6M8 14v6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
          </div>
        )}
        {/* Beyond the spec (an event setting): a row of its own, so three buttons never crowd the shutter on a 360 px phone. */}
        {event.libraryPhotos === true && !ended && !failed && (
          <button type="button" className="btn btn--secondary camera__library" disabled={!canAddFromLibrary} onClick={() => libraryInputRef.current?.click()}>
            {t.addFromLibrary}
          </button>
        )}
        {hint && (
          <p id={hintId} className="camera__hint">
            {hint}
          </p>
        )}
      </section>

      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsPanel
            open={settingsOpen && !ended}
            settings={settings}
            facing={facing}
            onChange={setSettings}
            onFacingChange={switchFacing}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
