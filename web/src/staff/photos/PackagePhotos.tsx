import { useCallback, useEffect, useState } from 'react';
import type { StaffPhoto } from '../../../../shared/schemas/staff-events';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../i18n/errorText';
import { useFormat } from '../../i18n/format';
import { currentTexts, useTexts } from '../../i18n/texts';
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
  const t = useTexts('staff');
  const pp = t.packagePhotos;
  const f = useFormat();
  const [photos, setPhotos] = useState<StaffPhoto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StaffPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const authOr = useCallback(
    (err: unknown, text: string): string | null => {
      if (isAuthFailure(err)) {
        onAuthFailure(errorText(err, (err as ApiError).message));
        return null;
      }
      return failureText(text, err);
    },
    [onAuthFailure],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    // Another package (View Photos on another card): none of the previous one's photos, error or pending delete stay.
    setPhotos(null);
    setError(null);
    setToDelete(null);
    fetchAllPhotos(token, pkg.code, ctrl.signal).then(setPhotos, (err: unknown) => {
      if (!ctrl.signal.aborted) setError(authOr(err, currentTexts('staff').screen.fetchPackagesFailed));
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
      setDialogError(authOr(err, t.screen.deletePhotoFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="package-photos-title">
      <div className="row photo-package__top">
        <h3 id="package-photos-title">{pp.title(pkg.title)}</h3>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t.common.close}
        </button>
      </div>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      {!photos && !error && <p className="page__lead">{pp.loading}</p>}
      {photos?.length === 0 && <p className="page__lead">{pp.none}</p>}
      {pkg.status === 'archived' && photos && photos.length > 0 && (
        <p className="banner banner--info">{pp.archivedNote}</p>
      )}
      {photos && photos.length > 0 && (
        <ul className="photo-package__grid" aria-label={pp.title(pkg.title)}>
          {photos.map((p, i) => (
            <li key={p.id} className="photo-package__photo stack stack--tight">
              {p.polaroidUrl ? (
                <img src={p.polaroidUrl} alt={pp.photoBy(i + 1, p.uploaderName)} loading="lazy" width={160} height={160} />
              ) : (
                <div className="photo-package__placeholder" role="img" aria-label={pp.photoByArchived(i + 1, p.uploaderName)} />
              )}
              <span className="photo-package__meta">
                {p.uploaderName} · {formatBytes(p.size, f)}
              </span>
              <div className="row photo-package__photo-actions">
                {p.polaroidDownloadUrl && (
                  <a className="btn btn--ghost" href={p.polaroidDownloadUrl} download aria-label={pp.downloadOf(i + 1)}>
                    {pp.download}
                  </a>
                )}
                {p.rawDownloadUrl && (
                  <a className="btn btn--ghost" href={p.rawDownloadUrl} download aria-label={pp.downloadRawOf(i + 1)}>
                    {pp.raw}
                  </a>
                )}
                {isAdmin && (
                  <button type="button" className="btn btn--ghost" onClick={() => setToDelete(p)} aria-label={pp.deleteOf(i + 1)}>
                    {t.common.delete}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={pp.deleteTitle}
        confirmLabel={pp.deletePhoto}
        cancelLabel={t.common.cancel}
        busyLabel={t.common.deleting}
        busy={busy}
        error={dialogError}
        danger
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setToDelete(null);
          setDialogError(null);
        }}
      >
        <p>{pp.deleteBody(toDelete?.uploaderName ?? '')}</p>
      </ConfirmDialog>
    </section>
  );
}
