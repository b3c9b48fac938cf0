import { formatBytes, type PhotoPackage } from './packages';

const STATUS_LABEL = { active: 'Active', completed: 'Completed', archived: 'Archived' } as const;
const STATUS_PILL = { active: 'status-pill--active', completed: 'status-pill--other', archived: 'status-pill--waiting' } as const;

export type PackageAction = 'view' | 'download' | 'archive' | 'restore' | 'delete';

interface Props {
  pkg: PhotoPackage;
  isAdmin: boolean;
  onAction: (action: PackageAction, pkg: PhotoPackage) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One event's photo package (spec: status, code, total photos, total size, RAW and Polaroid counts, created date). */
export function PackageCard({ pkg, isAdmin, onAction }: Props) {
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
        <span className={`status-pill ${STATUS_PILL[pkg.status]}`}>{STATUS_LABEL[pkg.status]}</span>
      </div>
      <dl className="photo-package__facts">
        <div>
          <dt>Code</dt>
          <dd className="order-number">{pkg.code}</dd>
        </div>
        <div>
          <dt>Total photos</dt>
          <dd>{pkg.totalPhotos}</dd>
        </div>
        <div>
          <dt>Total size</dt>
          <dd>{formatBytes(pkg.totalBytes)}</dd>
        </div>
        <div>
          <dt>RAW</dt>
          <dd>{pkg.rawCount}</dd>
        </div>
        <div>
          <dt>Polaroid</dt>
          <dd>{pkg.polaroidCount}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{dateFormat.format(new Date(pkg.createdAt))}</dd>
        </div>
      </dl>
      {deleted && <p className="page__lead">The photos of this package were deleted.</p>}
      {moving && <p className="page__lead">{pkg.storage === 'archiving' ? 'Archiving…' : 'Restoring…'} Refresh in a few minutes.</p>}
      {!deleted && (
        <div className="row photo-package__actions">
          <button type="button" className="btn btn--secondary" onClick={() => onAction('view', pkg)} aria-label={`View photos of ${pkg.title}`}>
            View Photos
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onAction('download', pkg)} disabled={empty || pkg.status === 'archived'} aria-label={`Download all photos of ${pkg.title}`}>
            Download All
          </button>
          {pkg.status === 'archived' ? (
            <button type="button" className="btn btn--secondary" onClick={() => onAction('restore', pkg)} disabled={moving} aria-label={`Restore ${pkg.title}`}>
              Restore
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => onAction('archive', pkg)}
              disabled={moving || pkg.status !== 'completed'}
              title={pkg.status !== 'completed' ? 'End the event before archiving its photos.' : undefined}
              aria-label={`Archive ${pkg.title}`}
            >
              Archive
            </button>
          )}
          {isAdmin && (
            <button type="button" className="btn btn--danger" onClick={() => onAction('delete', pkg)} disabled={moving || pkg.status === 'active'} aria-label={`Delete ${pkg.title}`}>
              Delete
            </button>
          )}
        </div>
      )}
    </article>
  );
}
