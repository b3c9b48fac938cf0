import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PhotoView } from '#shared/schemas/photos.js';
import { useModalDialog } from '../../components/useModalDialog';
import { stepIndex } from '../../model/gallery/galleryModel';
import { useLocale, useTexts } from '../../i18n/texts';
import { photoTime } from '../../i18n/photoTime';

interface LightboxProps {
  photos: PhotoView[];
  /** The photo shown; -1 closes the lightbox. */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onDownload: (photo: PhotoView) => void;
  downloading: boolean;
  /** A failed download, said inside the lightbox (the page behind is inert). */
  error: string | null;
  /** Hide / Delete for this photo, when this person may moderate it (rendered under the navigation). */
  moderation?: (photo: PhotoView) => ReactNode;
}

/**
 * Spec: a lightbox with previous, next, close and download; Escape, ArrowLeft and ArrowRight, wrapping
 * round; it locks page scroll. A modal <dialog>: focus stays inside and returns to the photo that opened it.
 * Only here is the full polaroid (`url`) loaded; the grid shows thumbnails.
 */
export function Lightbox({ photos, index, onIndex, onClose, onDownload, downloading, error, moderation }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTexts('gallery').gallery.lightbox;
  const locale = useLocale();
  const open = index >= 0 && index < photos.length;
  useModalDialog(ref, open, onClose);
  const photo = open ? photos[index] : undefined;

  // Spec: the page behind does not scroll while the lightbox is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = { root: root.style.overflow, body: document.body.style.overflow };
    root.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before.root;
      document.body.style.overflow = before.body;
    };
  }, [open]);

  const go = (delta: number) => onIndex(stepIndex(index, delta, photos.length));

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Escape') {
      // The native dialog closes on Escape too; this also covers browsers without showModal.
      e.preventDefault();
      onClose();
    }
  };

  return (
    <dialog ref={ref} className="lightbox" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {photo && (
        <div className="lightbox__content">
          <div className="lightbox__top">
            <h2 id={titleId} className="lightbox__title">
              {t.title(photo.uploaderName)}
            </h2>
            <button type="button" className="icon-btn lightbox__close" onClick={onClose} aria-label={t.close} data-autofocus="">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <figure className="lightbox__figure">
            <img
              key={photo.id}
              className="lightbox__image"
              src={photo.url}
              width={photo.width}
              height={photo.height}
              alt={t.title(photo.uploaderName)}
              decoding="async"
            />
            <figcaption className="lightbox__caption">
              <time dateTime={photo.uploadedAt}>{photoTime(locale, photo.uploadedAt)}</time>
              <span aria-live="polite">
                {t.position(index + 1, photos.length)}
              </span>
            </figcaption>
          </figure>
          {error && (
            <p className="banner banner--error" role="alert">
              {error}
            </p>
          )}
          <div className="lightbox__nav">
            <button type="button" className="btn" onClick={() => go(-1)} aria-label={t.previousPhoto} disabled={photos.length < 2}>
              {t.previous}
            </button>
            <button type="button" className="btn lightbox__download" onClick={() => onDownload(photo)} disabled={downloading} aria-label={t.downloadPhoto}>
              {downloading ? t.downloading : t.download}
            </button>
            <button type="button" className="btn" onClick={() => go(1)} aria-label={t.nextPhoto} disabled={photos.length < 2}>
              {t.next}
            </button>
          </div>
          {moderation?.(photo)}
        </div>
      )}
    </dialog>
  );
}
