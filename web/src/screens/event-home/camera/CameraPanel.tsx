import { Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { PHOTO_WARNING_THRESHOLD } from '#shared/constants.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { composePhoto, type CameraFacing, type ComposedPhoto, type FilterName, type PolaroidSettings } from '../../../camera';
import { decodeImageFile, LibraryImageError } from '../../../camera/decode-image';
import { guestMessageText } from '../../../i18n/guestMessageText';
import { useFormat } from '../../../i18n/format';
import { useTexts } from '../../../i18n/texts';
import { galleryPath } from '../../../model/events/paths';
import type { EventSession } from '../../../model/session/sessionStore';
import { usePhotoCount } from '../../../model/upload/usePhotoCount';
import { usePhotoQueue } from '../../../model/upload/usePhotoQueue';
import { UploadNotices, useUploadedBanner } from './UploadNotices';
import { CameraAlerts, type CaptureError } from './CameraAlerts';
import { CameraFailed } from './CameraFailed';
import { CameraSideButtons } from './CameraSideButtons';
import { loadFacing, loadSettings, saveFacing, saveSettings } from './cameraPrefs';
import type * as ChallengeCardModule from './ChallengeCard';
import { lazyPart } from './lazyPart';
import { PolaroidPreview } from './PolaroidPreview';
import { QuickFilters } from './QuickFilters';
import { ReviewScreen } from './ReviewScreen';
import type * as SettingsPanelModule from './SettingsPanel';
import { SHUTTER_MARK } from './shutterMarks';
import { useCamera } from './useCamera';
import { useFilterKeys } from './useFilterKeys';
import { useFrameBranding } from './useFrameBranding';
import './camera.css';

/**
 * The settings panel is a chunk of its own: the camera frames and shoots without it (camera state budget,
 * DESIGN 12). It is fetched as soon as the camera mounts and mounted the first time it is opened. If it cannot
 * be fetched (offline before the service worker had it), the button opens nothing rather than breaking the
 * camera. The review of a taken photo stays in the camera's own chunk: keeping a photo never waits on the network.
 */
const loadSettingsPanel = () => import('./SettingsPanel');
const SettingsPanel = lazyPart<ComponentProps<typeof SettingsPanelModule.SettingsPanel>>(() => loadSettingsPanel().then((m) => m.SettingsPanel));
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
  const [captureError, setCaptureError] = useState<CaptureError | null>(null);
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

  useFilterKeys(settings, setSettings, !review && !ended);

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
  // Refused or broken camera: the advice takes the preview's place (a card is too small to read it in).
  const failed = !ended && camera.status === 'failed' && camera.error !== null;

  return (
    <>
      <CameraAlerts
        t={t}
        camera={camera}
        captureError={captureError}
        onDismissCapture={() => setCaptureError(null)}
        queue={queue}
        ended={ended}
        sessionMessage={count.sessionError && guestMessageText(count.sessionError, texts.errors)}
      />

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
            <CameraFailed
              t={t}
              camera={camera}
              event={event}
              canAddFromLibrary={canAddFromLibrary}
              onPickFromLibrary={() => libraryInputRef.current?.click()}
              gallery={galleryPath(event.code, participant.name)}
            />
          )}
          <PolaroidPreview
            t={t}
            settings={settings}
            facing={facing}
            videoRef={videoRef}
            hidden={failed}
            camera={camera}
            ended={ended}
            completed={event.status === 'completed'}
            gallery={galleryPath(event.code, participant.name)}
          >
            {/* Offline it is not connecting: the offline notice says what goes on. */}
            {connecting && queue.online && <p className="camera__notice">{t.connecting}</p>}
            <UploadNotices waiting={queue.waiting} online={queue.online} retrying={queue.retrying} uploaded={uploadedBanner} finishesInBackground={queue.finishesInBackground} />
          </PolaroidPreview>
        </div>

        {!ended && (
          <Suspense fallback={null}>
            <ChallengeCard code={event.code} participantId={participant.id} token={session.token} />
          </Suspense>
        )}

        {!ended && <QuickFilters t={t} filter={settings.filter} onPick={(filter) => setSettings({ ...settings, filter })} />}

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
            <CameraSideButtons
              t={t}
              facing={facing}
              onFacingChange={switchFacing}
              settingsButtonRef={settingsButtonRef}
              onOpenSettings={() => {
                setSettingsUsed(true);
                setSettingsOpen(true);
              }}
            />
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
