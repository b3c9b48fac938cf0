import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { formatBytes, type PhotoPackage } from './packages';
import { formatPhotoCount } from '../stats/format';

const STATUS_PILL = { waiting: 'status-pill--waiting', active: 'status-pill--active', completed: 'status-pill--other', archived: 'status-pill--waiting' } as const;

export type PackageAction = 'view' | 'download' | 'archive' | 'restore' | 'delete';

interface Props {
  pkg: PhotoPackage;
  isAdmin: boolean;
  onAction: (action: PackageAction, pkg: PhotoPackage) => void;
}

/** One event's photo package (spec: status, code, total photos, total size, RAW and Polaroid counts, created date). */
export function PackageCard({ pkg, isAdmin, onAction }: Props) {
  const t = useTexts('staff');
  const c = t.packageCard;
  const f = useFormat();
  const deleted = pkg.storage === 'deleted';
  const moving = pkg.storage === 'archiving' || pkg.storage === 'restoring';
  const empty = pkg.totalPhotos === 0;
  const headingId = `package-${pkg.code}`;
  return (
    <article className="card stack stack--tight photo-package" aria-labelledby={headingId}>
      <div className="row photo-package__top">
        <h3 id={headingId} className="photo-package__title">
          {pkg.title}
        </h3>
        <span className={`status-pill ${STATUS_PILL[pkg.status]}`}>{t.packageStatus[pkg.status]}</span>
      </div>
      <dl className="photo-package__facts">
        <div>
          <dt>{t.common.code}</dt>
          <dd className="order-number">{pkg.code}</dd>
        </div>
        <div>
          <dt>{t.common.totalPhotos}</dt>
          <dd>{formatPhotoCount(pkg.totalPhotos, pkg.hiddenPhotos, f, t)}</dd>
        </div>
        <div>
          <dt>{c.totalSize}</dt>
          <dd>{formatBytes(pkg.totalBytes, f)}</dd>
        </div>
        <div>
          <dt>{t.photos.raw}</dt>
          <dd>{f.number(pkg.rawCount)}</dd>
        </div>
        <div>
          <dt>{t.photos.polaroid}</dt>
          <dd>{f.number(pkg.polaroidCount)}</dd>
        </div>
        <div>
          <dt>{t.common.created}</dt>
          <dd>{f.date(pkg.createdAt, { dateStyle: 'medium' })}</dd>
        </div>
      </dl>
      {deleted && <p className="page__lead">{c.deleted}</p>}
      {moving && (
        <p className="page__lead">
          {pkg.storage === 'archiving' ? c.archiving : c.restoring}
          {c.refreshLater}
        </p>
      )}
      {!deleted && (
        <div className="row photo-package__actions">
          <button type="button" className="btn btn--secondary" onClick={() => onAction('view', pkg)} aria-label={c.viewPhotosOf(pkg.title)}>
            {c.viewPhotos}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onAction('download', pkg)} disabled={empty || pkg.status === 'archived'} aria-label={c.downloadAllOf(pkg.title)}>
            {t.common.downloadAll}
          </button>
          {/* Archive and restore are admin work (DESIGN 6): support does not see them. */}
          {isAdmin &&
            (pkg.status === 'archived' ? (
              <button type="button" className="btn btn--secondary" onClick={() => onAction('restore', pkg)} disabled={moving} aria-label={c.restoreOf(pkg.title)}>
                {c.restore}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => onAction('archive', pkg)}
                disabled={moving || pkg.status !== 'completed'}
                title={pkg.status !== 'completed' ? c.endFirst : undefined}
                aria-label={c.archiveOf(pkg.title)}
              >
                {c.archive}
              </button>
            ))}
          {isAdmin && (
            <button type="button" className="btn btn--danger" onClick={() => onAction('delete', pkg)} disabled={moving || pkg.status === 'active' || pkg.status === 'waiting'} aria-label={c.deleteOf(pkg.title)}>
              {t.common.delete}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
