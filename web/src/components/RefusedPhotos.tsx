import { useEffect, useState } from 'react';
import type { QueuedPhoto } from '../model/upload/photoQueue';
import { guestMessageText } from '../i18n/guestMessageText';
import { useTexts } from '../i18n/texts';
import type { GuestErrorCode } from '#shared/guest-messages.js';
import './refused-photos.css';

/** The download's file name: the time it was taken, file-name safe. */
export const savedFileName = (photo: QueuedPhoto): string => `candid-${photo.createdAt.replace(/[:.]/g, '-')}.jpg`;

/**
 * Photos the server refused for good (quota used on another device, event ended, removed, gallery
 * expired): they stay on the phone with the reason and can be saved to it; nothing is dropped silently.
 * The camera shows them, and so do the gallery and the awards (DevicePhotos), where the end of the event
 * takes a guest.
 */
export function RefusedPhotos({ photos, onRemove }: { photos: readonly QueuedPhoto[]; onRemove: (clientId: string) => void }) {
  if (photos.length === 0) return null;
  return (
    <>
      {photos.map((photo) => (
        <RefusedPhoto key={photo.clientId} photo={photo} onRemove={onRemove} />
      ))}
    </>
  );
}

function RefusedPhoto({ photo, onRemove }: { photo: QueuedPhoto; onRemove: (clientId: string) => void }) {
  const texts = useTexts('event');
  const t = texts.camera.upload;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(photo.files.polaroid);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo.files.polaroid]);
  return (
    <div className="banner banner--error refused" role="alert" data-testid="refused-photo">
      <p className="banner__text">
        {t.refusedBefore}
        {refusalText(photo.refusal, texts.errors, t.failedStatus)}
        {t.refusedAfter}
      </p>
      <div className="refused__actions">
        {url && (
          <a className="btn btn--primary" href={url} download={savedFileName(photo)}>
            {t.saveToPhone}
          </a>
        )}
        <button type="button" className="btn btn--secondary" onClick={() => onRemove(photo.clientId)}>
          {t.remove}
        </button>
      </div>
    </div>
  );
}

/** The refusal by its code in the device's language (it was stored with the English text when it happened). */
function refusalText(
  refusal: QueuedPhoto['refusal'],
  errors: Readonly<Record<GuestErrorCode, string>>,
  failedStatus: (status: string) => string,
): string {
  if (!refusal) return '';
  const code = refusal.code as GuestErrorCode | null;
  if (code && code in errors) return errors[code];
  // uploadFailureMessage's "Upload failed: {status} {statusText}" (spec section 8), a refusal without a code.
  const status = /^Upload failed: (.*)$/.exec(refusal.message)?.[1];
  return status === undefined ? guestMessageText(refusal.message, errors) : failedStatus(status);
}
