import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterPaint } from '../../early/appStart';
import { rememberGridTop } from '../../boot/firstPaintOverlay';
import { FIRST_ROW_THUMBNAILS } from '../../early/galleryPrefetch';
import { useGrowingList } from '../../components/useGrowingList';
import { useImagesFirst } from '../../components/useImagesFirst';
import { useLongPress } from '../../components/useLongPress';
import type { PhotoView } from '#shared/schemas/photos.js';
import { topCategories } from '../../model/gallery/galleryModel';
import { photoTime, photoTimeShort } from '../../i18n/photoTime';
import { useLocale, useTexts } from '../../i18n/texts';

/** Images above the fold load at once (they are the page's largest paint); the rest when scrolled near. */
const EAGER_IMAGES = 4;

/** Cards one commit adds: a phone's first screens (six rows of two), then as many again a task (useGrowingList). */
const CARDS_PER_COMMIT = 12;

const photoKey = (photo: PhotoView): string => photo.id;

interface PhotoGridProps {
  photos: PhotoView[];
  onOpen: (photo: PhotoView) => void;
  onDownload: (photo: PhotoView) => void;
  /** The photo being downloaded (its button waits). */
  downloadingId: string | null;
  /** Whether this person may hide or delete the photo (creator: any; guest: their own), and how. */
  canManage?: (photo: PhotoView) => boolean;
  onManage?: (photo: PhotoView) => void;
}

/**
 * The gallery grid: thumbnails in fixed boxes (no layout shift while they load), uploader, date and time,
 * a download button and the vote badges. When new photos arrive on top while the guest has scrolled down,
 * the page moves with them so what the guest was looking at stays put.
 */
export function PhotoGrid({ photos, onOpen, onDownload, downloadingId, canManage, onManage }: PhotoGridProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const before = useRef<{ first: string | undefined; height: number | undefined }>({ first: undefined, height: undefined });
  // The first row is the page's largest paint: the other thumbnails wait until it has loaded.
  const firstRow = useImagesFirst(Math.min(photos.length, FIRST_ROW_THUMBNAILS));
  const t = useTexts('gallery').gallery.grid;
  // The cards are memoized: a screen update (a live event, a vote count elsewhere) re-renders only the
  // cards whose props changed, not all 30–60 in one task. The screen's callbacks change on every render,
  // so the cards get stable ones that call the latest.
  const latest = useRef({ onOpen, onDownload, onManage });
  useLayoutEffect(() => {
    latest.current = { onOpen, onDownload, onManage };
  });
  const open = useCallback((photo: PhotoView) => latest.current.onOpen(photo), []);
  const download = useCallback((photo: PhotoView) => latest.current.onDownload(photo), []);
  const manage = useCallback((photo: PhotoView) => latest.current.onManage?.(photo), []);
  const shown = useGrowingList(photos, photoKey, CARDS_PER_COMMIT);

  // Where the grid starts on this phone: the next load's first paint puts its photos there (boot/galleryFirstPaint.ts).
  // Read once the grid has been painted: layout is then done, so the read costs nothing (in a layout effect
  // it would force the whole page's layout inside the commit, the app start's longest task).
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => {
      const grid = gridRef.current;
      if (live && grid) rememberGridTop(window.innerWidth, grid.getBoundingClientRect().top + window.scrollY);
    });
    return () => {
      live = false;
    };
  }, []);

  // Keeps what the guest looks at in place when photos arrive on top. The first commit has nothing to keep:
  // its height is read after the paint (as above); later commits read it at once, to scroll before the paint.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const first = photos[0]?.id;
    const prev = before.current;
    if (prev.height === undefined) {
      before.current = { first, height: undefined };
      let live = true;
      void afterPaint().then(() => {
        if (live && before.current.height === undefined) before.current = { first, height: grid.offsetHeight };
      });
      return () => {
        live = false;
      };
    }
    const height = grid.offsetHeight;
    if (prev.first !== undefined && first !== prev.first && height > prev.height && window.scrollY > grid.offsetTop) window.scrollBy(0, height - prev.height);
    before.current = { first, height };
  }, [photos]);

  return (
    <ul ref={gridRef} className="grid" aria-label={t.label}>
      {shown.map((photo, i) => (
        <li key={photo.id} className="grid__item">
          <PhotoCard
            photo={photo}
            eager={i < EAGER_IMAGES}
            first={i < FIRST_ROW_THUMBNAILS}
            held={i >= FIRST_ROW_THUMBNAILS && !firstRow.released}
            onSettled={firstRow.settled}
            onOpen={open}
            onDownload={download}
            downloading={downloadingId === photo.id}
            onManage={onManage && canManage?.(photo) ? manage : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

const PhotoCard = memo(function PhotoCard({
  photo,
  eager,
  first,
  held,
  onSettled,
  onOpen,
  onDownload,
  downloading,
  onManage,
}: {
  photo: PhotoView;
  eager: boolean;
  /** In the first row: the page's largest paint, fetched first and decoded with it (preloaded by the entry). */
  first: boolean;
  /** Not loaded yet (no source): the first row loads alone. */
  held: boolean;
  onSettled: () => void;
  onOpen: (photo: PhotoView) => void;
  onDownload: (photo: PhotoView) => void;
  downloading: boolean;
  onManage?: (photo: PhotoView) => void;
}) {
  const locale = useLocale();
  const t = useTexts('gallery').gallery.grid;
  const when = photoTime(locale, photo.uploadedAt);
  // A name cut short by the ellipsis shows whole while the card has focus, or after a long press on it.
  const [named, setNamed] = useState(false);
  const longPress = useLongPress(() => setNamed((n) => !n));
  return (
    <article className={`card-photo${named ? ' card-photo--named' : ''}`}>
      <div className="card-photo__frame">
        <button type="button" className="card-photo__open" onClick={() => onOpen(photo)} aria-label={t.open(photo.uploaderName, when)}>
          <img
            className="card-photo__image"
            src={held ? undefined : photo.thumbnailUrl}
            width={photo.width > 0 ? 480 : undefined}
            height={photo.width > 0 ? Math.round((480 * photo.height) / photo.width) : undefined}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding={first ? 'sync' : 'async'}
            onLoad={first ? onSettled : undefined}
            onError={first ? onSettled : undefined}
          />
        </button>
        <VoteBadges votes={photo.votes} />
      </div>
      <div className="card-photo__meta">
        <p className="card-photo__text" {...longPress}>
          <span className="card-photo__name" title={photo.uploaderName}>
            {photo.uploaderName}
          </span>
          <time className="card-photo__time" dateTime={photo.uploadedAt} title={when}>
            {/* The grid's cards are narrow (two columns on a 360 px phone): day and time without the year fit one line. */}
            {photoTimeShort(locale, photo.uploadedAt)}
          </time>
        </p>
        {onManage && (
          <button type="button" className="icon-btn card-photo__manage" onClick={() => onManage(photo)} aria-label={t.manage(photo.uploaderName)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="5" cy="12" r="2" fill="currentColor" />
              <circle cx="12" cy="12" r="2" fill="currentColor" />
              <circle cx="19" cy="12" r="2" fill="currentColor" />
            </svg>
          </button>
        )}
        <button
          type="button"
          className="icon-btn card-photo__download"
          onClick={() => onDownload(photo)}
          disabled={downloading}
          aria-label={t.download(photo.uploaderName)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </article>
  );
});

/** Spec: a vote-badge overlay with the top 3 categories and their counts; nothing without votes. */
export function VoteBadges({ votes }: { votes: PhotoView['votes'] }) {
  const texts = useTexts('gallery');
  const badges = topCategories(votes);
  if (badges.length === 0) return null;
  return (
    <ul className="badges" aria-label={texts.gallery.grid.votes}>
      {badges.map((b) => (
        <li key={b.id} className="badges__item" title={texts.awards.categories[b.id]}>
          <span aria-hidden="true">{b.emoji}</span>
          <span className="visually-hidden">{texts.awards.categories[b.id]}:</span> {b.count}
        </li>
      ))}
    </ul>
  );
}
