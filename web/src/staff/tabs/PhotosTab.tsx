import { useCallback, useEffect, useMemo, useState } from 'react';
import { staffScreenTexts } from '../../../../shared/staff-messages';
import type { ApiError } from '../../api/ApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadAll, type BulkDownloadFile } from '../photos/downloadAll';
import { failureText, isAuthFailure } from '../photos/failure';
import { PackageCard, type PackageAction } from '../photos/PackageCard';
import { PackagePhotos } from '../photos/PackagePhotos';
import { DEFAULT_SORT, formatBytes, nextSort, packageStats, sortPackages, toPackage, type PhotoPackage, type SortKey, type SortState } from '../photos/packages';
import { archivePackage, deletePackage, fetchAllEvents, fetchAllPhotos, restorePackage } from '../photos/photosApi';
import '../photos/photos.css';
import type { StaffTabProps } from './staffTab';

const SORT_KEYS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'date', label: 'Date' },
  { key: 'photos', label: 'Photos' },
  { key: 'size', label: 'Size' },
];

type Pending = { action: Exclude<PackageAction, 'view'>; pkg: PhotoPackage };

const TITLES: Record<Pending['action'], string> = {
  download: 'Download this photo package?',
  archive: 'Archive this photo package?',
  restore: 'Restore this photo package?',
  delete: 'Delete this photo package?',
};
const CONFIRM_LABELS: Record<Pending['action'], [string, string]> = {
  download: ['Download all', 'Preparing…'],
  archive: ['Archive', 'Archiving…'],
  restore: ['Restore', 'Restoring…'],
  delete: ['Delete package', 'Deleting…'],
};
const FAILURES: Record<Pending['action'], string> = {
  download: staffScreenTexts.downloadPhotosFailed,
  archive: staffScreenTexts.archivePackageFailed,
  restore: staffScreenTexts.restorePackageFailed,
  delete: staffScreenTexts.deletePackageFailed,
};

/** The Photos tab (commerce spec: Admin dashboard, Photos tab; DESIGN 15): one package per event. */
export default function PhotosTab({ token, user, onAuthFailure }: StaffTabProps) {
  const isAdmin = user.role === 'admin';
  const [packages, setPackages] = useState<PhotoPackage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [pending, setPending] = useState<Pending | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [viewing, setViewing] = useState<PhotoPackage | null>(null);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchAllEvents(token, ctrl.signal).then(
      (events) => {
        setPackages(events.map(toPackage));
        setLoadError(null);
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        if (isAuthFailure(err)) onAuthFailure((err as ApiError).message);
        else setLoadError(failureText(staffScreenTexts.fetchPackagesFailed, err));
      },
    );
    return () => ctrl.abort();
  }, [token, onAuthFailure, reloads]);

  const sorted = useMemo(() => (packages ? sortPackages(packages, sort) : []), [packages, sort]);
  const stats = useMemo(() => packageStats(packages ?? []), [packages]);

  const onAction = (action: PackageAction, pkg: PhotoPackage) => {
    if (action === 'view') {
      setViewing(pkg);
      return;
    }
    setPending({ action, pkg });
    setTyped('');
    setDialogError(null);
  };

  const closeDialog = () => {
    if (busy) return;
    setPending(null);
    setDialogError(null);
  };

  const run = async ({ action, pkg }: Pending): Promise<string> => {
    switch (action) {
      case 'archive': {
        const r = await archivePackage(token, pkg.code);
        return r.continuing ? `Archiving ${pkg.title}: large packages finish in the background.` : `${pkg.title} is archived.`;
      }
      case 'restore': {
        const r = await restorePackage(token, pkg.code);
        return r.continuing ? `Restoring ${pkg.title}: large packages finish in the background.` : `${pkg.title} is restored.`;
      }
      case 'delete': {
        const r = await deletePackage(token, pkg.code, typed.trim());
        return r.continuing ? `Deleting the photos of ${pkg.title}: large packages finish in the background.` : `The photos of ${pkg.title} were deleted.`;
      }
      case 'download': {
        const photos = await fetchAllPhotos(token, pkg.code);
        const polaroids: BulkDownloadFile[] = photos.flatMap((p) => (p.polaroidUrl ? [{ url: p.polaroidUrl, downloadUrl: p.polaroidDownloadUrl }] : []));
        const raws: BulkDownloadFile[] = photos.flatMap((p) => (p.rawUrl ? [{ url: p.rawUrl, downloadUrl: p.rawDownloadUrl }] : []));
        // Spec section 8's refusal when a kind has none.
        if (polaroids.length === 0) throw new Error('No POLAROID photos available for download');
        setPending(null);
        // Polaroids first, then the RAW files, each kind numbered from 1 as the spec names them.
        let started = await downloadAll(polaroids, pkg.title, 'polaroid');
        if (raws.length > 0) started += await downloadAll(raws, pkg.title, 'raw');
        return `Started ${started} downloads for ${pkg.title}.`;
      }
    }
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.action === 'delete' && typed.trim() !== pending.pkg.code) {
      setDialogError(`Type the event code ${pending.pkg.code} exactly to delete this package.`);
      return;
    }
    setBusy(true);
    setDialogError(null);
    try {
      const done = await run(pending);
      setPending(null);
      setNotice(done);
      if (pending.action !== 'download') reload();
    } catch (err) {
      if (isAuthFailure(err)) onAuthFailure((err as ApiError).message);
      else if (err instanceof Error && !('status' in err)) setDialogError(`${FAILURES[pending.action]}. ${err.message}`);
      else setDialogError(failureText(FAILURES[pending.action], err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack photos-tab" aria-labelledby="photos-tab-title">
      <div className="row photo-package__top">
        <h2 id="photos-tab-title">Photo packages</h2>
        <button type="button" className="btn btn--secondary" onClick={reload}>
          Refresh
        </button>
      </div>

      {loadError && (
        <p className="banner banner--error" role="alert">
          {loadError}
        </p>
      )}
      {notice && (
        <p className="banner banner--success" role="status">
          {notice}
        </p>
      )}

      <section className="card photos-stats" aria-labelledby="photos-stats-title">
        <h3 id="photos-stats-title">Statistics</h3>
        <dl className="photo-package__facts">
          <div><dt>Packages</dt><dd>{stats.packages}</dd></div>
          <div><dt>Total photos</dt><dd>{stats.totalPhotos}</dd></div>
          <div><dt>RAW</dt><dd>{stats.raw}</dd></div>
          <div><dt>Polaroid</dt><dd>{stats.polaroid}</dd></div>
          <div><dt>Total storage</dt><dd>{formatBytes(stats.totalBytes)}</dd></div>
          <div><dt>Active</dt><dd>{stats.active}</dd></div>
          <div><dt>Completed</dt><dd>{stats.completed}</dd></div>
          <div><dt>Archived</dt><dd>{stats.archived}</dd></div>
        </dl>
      </section>

      <div className="row photos-sort" role="group" aria-label="Sort packages">
        <span>Sort by</span>
        {SORT_KEYS.map(({ key, label }) => {
          const active = sort.key === key;
          return (
            <button
              key={key}
              type="button"
              className={active ? 'btn btn--primary' : 'btn btn--secondary'}
              aria-pressed={active}
              aria-label={active ? `Sort by ${label}, ${sort.dir === 'asc' ? 'ascending' : 'descending'}` : `Sort by ${label}`}
              onClick={() => setSort((s) => nextSort(s, key))}
            >
              {label}
              {active ? (sort.dir === 'asc' ? ' ↑' : ' ↓') : ''}
            </button>
          );
        })}
      </div>

      {viewing && (
        <PackagePhotos pkg={viewing} token={token} isAdmin={isAdmin} onClose={() => setViewing(null)} onAuthFailure={onAuthFailure} onChanged={reload} />
      )}

      {!packages && !loadError && <p className="page__lead">Loading photo packages…</p>}
      {packages?.length === 0 && <p className="page__lead">No photo packages yet.</p>}
      <ul className="photo-packages" aria-label="Photo packages">
        {sorted.map((pkg) => (
          <li key={pkg.code}>
            <PackageCard pkg={pkg} isAdmin={isAdmin} onAction={onAction} />
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? TITLES[pending.action] : ''}
        confirmLabel={pending ? CONFIRM_LABELS[pending.action][0] : ''}
        busyLabel={pending ? CONFIRM_LABELS[pending.action][1] : ''}
        busy={busy}
        error={dialogError}
        danger={pending?.action === 'delete'}
        onConfirm={() => void confirm()}
        onClose={closeDialog}
      >
        {pending && <ConfirmBody pending={pending} typed={typed} onTyped={setTyped} />}
      </ConfirmDialog>
    </section>
  );
}

function ConfirmBody({ pending, typed, onTyped }: { pending: Pending; typed: string; onTyped: (v: string) => void }) {
  const { pkg } = pending;
  switch (pending.action) {
    case 'download':
      return (
        <p>
          All {pkg.totalPhotos} photos of {pkg.title} ({pkg.code}) will download as Polaroid and RAW files, one file every half second. Keep this page
          open until they have all started.
        </p>
      );
    case 'archive':
      return (
        <p>
          The {pkg.totalPhotos} photos of {pkg.title} ({pkg.code}) move to cheaper archive storage. Guests keep their gallery; you can restore the package
          here at any time.
        </p>
      );
    case 'restore':
      return (
        <p>
          The photos of {pkg.title} ({pkg.code}) move back to standard storage, where they can be viewed and downloaded from this tab again.
        </p>
      );
    case 'delete':
      return (
        <div className="stack stack--tight">
          <p>
            All {pkg.totalPhotos} photos of {pkg.title} ({pkg.code}) will be deleted for good, with their Polaroid and RAW files: the guests&apos; gallery
            and every download go too. This cannot be undone.
          </p>
          <label className="field">
            <span className="field__label">Type the event code {pkg.code} to confirm</span>
            <input
              className="field__control field__control--code"
              value={typed}
              onChange={(e) => onTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
            />
          </label>
        </div>
      );
  }
}
