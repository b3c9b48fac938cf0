import type { PhotoView } from '#shared/schemas/photos.js';
import { useTexts } from '../../i18n/texts';
import { LOW_RESOLUTION_PX } from '../../model/purchase/photoSelection';
import './purchase.css';

/** A read that can be loading, done or failed. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

interface PhotoPickerProps {
  id: string;
  photos: Loaded<PhotoView[]>;
  chosen: readonly string[];
  count: number;
  lowRes: readonly string[];
  onToggle: (photoId: string) => void;
  onReset: () => void;
}

/** The photos to print: best-voted first, then newest, up to the bundle's count; the buyer can change them. */
export function PhotoPicker({ id, photos, chosen, count, lowRes, onToggle, onReset }: PhotoPickerProps) {
  const list = photos.status === 'ready' ? photos.value : [];
  const t = useTexts('orders').purchase;
  return (
    <section className="card purchase__picker" aria-labelledby={`${id}-photos-title`}>
      <h2 id={`${id}-photos-title`} className="purchase__section-title">
        {t.photosToPrint}
      </h2>
      {photos.status === 'loading' ? (
        <p role="status">{t.loadingPhotos}</p>
      ) : photos.status === 'error' || list.length === 0 ? (
        <p>{t.bestVotedFallback}</p>
      ) : (
        <>
          <p className="purchase__card-text" role="status" data-testid="selection-count">
            {t.chosenOf(chosen.length, count, list.length < count)}
          </p>
          {lowRes.length > 0 && (
            <p className="banner banner--info purchase__warning" role="alert">
              {t.lowRes(lowRes.length, LOW_RESOLUTION_PX)}
            </p>
          )}
          <ul className="purchase__photos">
            {list.map((p, i) => {
              const on = chosen.includes(p.id);
              const soft = lowRes.includes(p.id);
              return (
                <li key={p.id}>
                  <label className={`purchase__photo${on ? ' purchase__photo--on' : ''}`}>
                    <input type="checkbox" checked={on} disabled={!on && chosen.length >= count} onChange={() => onToggle(p.id)} />
                    <img src={p.thumbnailUrl} alt={t.photoAlt(i + 1, p.uploaderName, soft)} loading="lazy" width={96} height={96} />
                    {soft && (
                      <span className="purchase__soft" aria-hidden="true">
                        {t.lowResTag}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn--ghost" onClick={onReset}>
            {t.resetSelection}
          </button>
        </>
      )}
    </section>
  );
}

