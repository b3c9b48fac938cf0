import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import type { AwardEntry } from '../../model/voting/awardResults';
import { photoDate } from '../../model/voting/photoDate';

/** One awarded photo: the thumbnail (opening the full size), its badge, uploader, date and votes. */
export function AwardEntryCard({ entry }: { entry: AwardEntry }) {
  const { photo, voteCount, badge } = entry;
  const t = useTexts('gallery').awards;
  const format = useFormat();
  return (
    <li className={`award__entry award__entry--${badge}`}>
      <a className="award__photo" href={photo.url} target="_blank" rel="noopener noreferrer">
        <img
          className="award__image"
          src={photo.thumbnailUrl}
          width={photo.width || undefined}
          height={photo.height || undefined}
          alt={t.photoAlt(photo.uploaderName)}
          loading="lazy"
          decoding="async"
        />
      </a>
      <div className="award__details">
        <p className={`award__badge award__badge--${badge}`}>{badge === 'winner' ? t.winner : t.runnerUp}</p>
        <p className="award__uploader">{photo.uploaderName}</p>
        <p className="award__date">
          <time dateTime={photo.uploadedAt}>{photoDate(format, photo.uploadedAt)}</time>
        </p>
        <p className="award__votes">{t.votes(voteCount)}</p>
      </div>
    </li>
  );
}
