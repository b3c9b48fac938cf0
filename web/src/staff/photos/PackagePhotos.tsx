import { useCallback, useEffect, useState } from 'react';
import type { StaffPhoto } from '../../../../shared/schemas/staff-events';
import { staffScreenTexts } from '../../../../shared/staff-messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText, isAuthFailure } from './failure';
import { formatBytes, type PhotoPackage } from './packages';
import { deletePhoto, fetchAllPhotos } from './photosApi';
import type { ApiError } from '../../api/ApiError';

interface Props {
  pkg: PhotoPackage;
  token: string;
  isAdmin: boolean;
  onClose: () => void;
  onAuthFailure: (message: string) => void;
  /** A photo was deleted: the package's counts changed. */
  onChanged: () => void;
}

/** The package's photo grid (View Photos): each photo with its Download links and, for admins, Delete. */
export function PackagePhotos({ pkg, token, isAdmin, onClose, onAuthFailure, onChanged }: Props) {
  const [photos, setPhotos] = useState<StaffPhoto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StaffPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const authOr = useCallback(
    (err: unknown, text: string): string | null => {
      if (isAuthFailure(err)) {
        onAuthFailure((err as ApiError).message);
        return null;
      }
      return failureText(text, err);
    },
    [onAuthFailure],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    fetchAllPhotos(token, pkg.code, ctrl.signal).then(setPhotos, (err: unknown) => {
      if (!ctrl.signal.aborted) setError(authOr(err, staffScreenTexts.fetchPackagesFailed));
    });
    return () => ctrl.abort();
  }, [token, pkg.code, authOr]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    setDialogError(null);
    try {
      await deletePhoto(token, pkg.code, toDelete.id);
      setPhotos((list) => list?.filter((p) => p.id !== toDelete.id) ?? null);
      setToDelete(null);
      onChanged();
    } catch (err) {
      setDialogError(authOr(err, staffScreenTexts.deletePhotoFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="package-photos-title">
      <div className="row photo-package__top">
        <h3 id="package-photos-title">Photos of {pkg.title}</h3>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      {!photos && !error && <p className="page__lead">Loading photos…</p>}
      {photos?.length === 0 && <p className="page__lead">No photos in this package.</p>}
      {pkg.status === 'archived' && photos && photos.length > 0 && (
        <p className="banner banner--info">This package is archived: restore it to view and download its photos.</p>
      )}
      {photos && photos.length > 0 && (
        <ul className="photo-package__grid" aria-label={`Photos of ${pkg.title}`}>
          {photos.map((p, i) => (
            <li key={p.id} className="photo-package__photo stack stack--tight">
              {p.polaroidUrl ? (
                <img src={p.polaroidUrl} alt={`Photo ${i + 1} by ${p.uploaderName}`} loading="lazy" width={160} height={160} />
              ) : (
                <div className="photo-package__placeholder" role="img" aria-label={`Photo ${i + 1} by ${p.uploaderName} (archived)`} />
              )}
              <span className="photo-package__meta">
                {p.uploaderName} · {formatBytes(p.size)}
              </span>
              <div className="row photo-package__photo-actions">
                {p.polaroidDownloadUrl && (
                  <a className="btn btn--ghost" href={p.polaroidDownloadUrl} download aria-label={`Download photo ${i + 1}`}>
                    Download
                  </a>
                )}
                {p.rawDownloadUrl && (
                  <a className="btn btn--ghost" href={p.rawDownloadUrl} download aria-label={`Download RAW of photo ${i + 1}`}>
                    RAW
                  </a>
                )}
                {isAdmin && (
                  <button type="button" className="btn btn--ghost" onClick={() => setToDelete(p)} aria-label={`Delete photo ${i + 1}`}>
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        busyLabel="Deleting…"
        busy={busy}
        error={dialogError}
        danger
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setToDelete(null);
          setDialogError(null);
        }}
      >
        <p>
          The photo by {toDelete?.uploaderName} disappears from the event&apos;s gallery for everyone, with its Polaroid and RAW files. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
