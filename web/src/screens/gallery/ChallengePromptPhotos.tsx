import { useTexts } from '../../i18n/texts';
import { usePromptPhotos, type PromptPhotosLive } from '../../model/challenges/usePromptPhotos';

interface ChallengePromptPhotosProps {
  code: string;
  token: string;
  promptId: string;
  live: PromptPhotosLive;
  limit: number | undefined;
}

/** One challenge's photos in the Challenges view: thumbnails newest first, paged, with their own states. */
export function ChallengePromptPhotos({ code, token, promptId, live, limit }: ChallengePromptPhotosProps) {
  const t = useTexts('gallery').challenges;
  const photos = usePromptPhotos(code, token, promptId, live, limit);
  if (photos.status === 'loading') {
    return (
      <div className="challenge__photos challenge__photos--ghost" aria-hidden="true">
        <div className="grid__ghost" />
        <div className="grid__ghost" />
      </div>
    );
  }
  if (photos.status === 'error') {
    return (
      <div className="challenge__state" role="alert">
        <p>{t.photosFailed}</p>
        <button type="button" className="btn btn--secondary" onClick={photos.retry}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  if (photos.photos.length === 0) return <p className="challenge__state">{t.empty}</p>;
  return (
    <>
      <ul className="challenge__photos">
        {photos.photos.map((photo) => (
          <li key={photo.id} className="challenge__photo" data-photo-id={photo.id}>
            <a className="challenge__photo-link" href={photo.url} target="_blank" rel="noopener noreferrer">
              <img className="challenge__image" src={photo.thumbnailUrl} alt={t.photoBy(photo.uploaderName)} width={photo.width || undefined} height={photo.height || undefined} loading="lazy" decoding="async" />
            </a>
            <p className="challenge__by">{photo.uploaderName}</p>
          </li>
        ))}
      </ul>
      {photos.hasMore && (
        <div className="gallery__more">
          {photos.more === 'error' && <p role="alert">{t.photosFailed}</p>}
          <button type="button" className="btn btn--secondary btn--block" onClick={photos.loadMore} disabled={photos.more === 'loading'}>
            {photos.more === 'loading' ? t.loadingMore : photos.more === 'error' ? t.tryAgain : t.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
