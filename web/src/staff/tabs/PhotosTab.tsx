import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiError } from '../../api/ApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../i18n/errorText';
import { useFormat } from '../../i18n/format';
import { currentTexts, useTexts } from '../../i18n/texts';
import { downloadAll, type BulkDownloadFile } from '../photos/downloadAll';
import { failureText, isAuthFailure } from '../photos/failure';
import { PackageCard, type PackageAction } from '../photos/PackageCard';
import { PackagePhotos } from '../photos/PackagePhotos';
import { DEFAULT_SORT, formatBytes, nextSort, packageStats, sortPackages, toPackage, type PhotoPackage, type SortKey, type SortState } from '../photos/packages';
import { archivePackage, deletePackage, fetchAllEvents, fetchAllPhotos, restorePackage } from '../photos/photosApi';
import '../photos/photos.css';
import type { StaffTabProps } from './staffTab';
import { formatPhotoCount } from '../stats/format';

const SORT_KEYS: readonly SortKey[] = ['name', 'date', 'photos', 'size'];

type Pending = { action: Exclude<PackageAction, 'view'>; pkg: PhotoPackage };

/** The spec's failure text of each action (commerce spec section 8), in the reader's language. */
const failureOf = (action: Pending['action']): string => {
  const s = currentTexts('staff').screen;
  return { download: s.downloadPhotosFailed, archive: s.archivePackageFailed, restore: s.restorePackageFailed, delete: s.deletePackageFailed }[action];
};

/** The Photos tab (commerce spec: Admin dashboard, Photos tab; DESIGN 15): one package per event. */
export default function PhotosTab({ token, user, onAuthFailure }: StaffTabProps) {
  const t = useTexts('staff');
  const ph = t.photos;
  const f = useFormat();
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
        if (isAuthFailure(err)) onAuthFailure(errorText(err, (err as ApiError).message));
        else setLoadError(failureText(currentTexts('staff').screen.fetchPackagesFailed, err));
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
    const done = currentTexts('staff').photos;
    switch (action) {
      case 'archive': {
        const r = await archivePackage(token, pkg.code);
        return r.continuing ? done.archivingBackground(pkg.title) : done.archivedDone(pkg.title);
      }
      case 'restore': {
        const r = await restorePackage(token, pkg.code);
        return r.continuing ? done.restoringBackground(pkg.title) : done.restoredDone(pkg.title);
      }
      case 'delete': {
        const r = await deletePackage(token, pkg.code, typed.trim());
        return r.continuing ? done.deletingBackground(pkg.title) : done.deletedDone(pkg.title);
      }
      case 'download': {
        const photos = await fetchAllPhotos(token, pkg.code);
        const polaroids: BulkDownloadFile[] = photos.flatMap((p) => (p.polaroidUrl ? [{ url: p.polaroidUrl, downloadUrl: p.polaroidDownloadUrl }] : []));
        const raws: BulkDownloadFile[] = photos.flatMap((p) => (p.rawUrl ? [{ url: p.rawUrl, downloadUrl: p.rawDownloadUrl }] : []));
        // Spec section 8's refusal when a kind has none.
        if (polaroids.length === 0) throw new Error(done.noPolaroids);
        setPending(null);
        // Polaroids first, then the RAW files, each kind numbered from 1 as the spec names them.
        let started = await downloadAll(polaroids, pkg.title, 'polaroid');
        if (raws.length > 0) started += await downloadAll(raws, pkg.title, 'raw');
        return done.downloadsStarted(started, pkg.title);
      }
    }
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.action === 'delete' && typed.trim() !== pending.pkg.code) {
      setDialogError(ph.typeCodeExactly(pending.pkg.code));
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
      if (isAuthFailure(err)) onAuthFailure(errorText(err, (err as ApiError).message));
      else if (err instanceof Error && !('status' in err)) setDialogError(`${failureOf(pending.action)}. ${err.message}`);
      else setDialogError(failureText(failureOf(pending.action), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack photos-tab" aria-labelledby="photos-tab-title">
      <div className="row photo-package__top">
        <h2 id="photos-tab-title">{ph.title}</h2>
        <button type="button" className="btn btn--secondary" onClick={reload}>
          {t.common.refresh}
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
        <h3 id="photos-stats-title">{ph.statistics}</h3>
        <dl className="photo-package__facts">
          <div><dt>{ph.packages}</dt><dd>{f.number(stats.packages)}</dd></div>
          <div><dt>{t.common.totalPhotos}</dt><dd>{formatPhotoCount(stats.totalPhotos, stats.hiddenPhotos, f, t)}</dd></div>
          <div><dt>{ph.raw}</dt><dd>{f.number(stats.raw)}</dd></div>
          <div><dt>{ph.polaroid}</dt><dd>{f.number(stats.polaroid)}</dd></div>
          <div><dt>{ph.totalStorage}</dt><dd>{formatBytes(stats.totalBytes, f)}</dd></div>
          <div><dt>{t.packageStatus.waiting}</dt><dd>{f.number(stats.waiting)}</dd></div>
          <div><dt>{t.packageStatus.active}</dt><dd>{f.number(stats.active)}</dd></div>
          <div><dt>{t.packageStatus.completed}</dt><dd>{f.number(stats.completed)}</dd></div>
          <div><dt>{ph.archived}</dt><dd>{f.number(stats.archived)}</dd></div>
        </dl>
      </section>

      <div className="row photos-sort" role="group" aria-label={ph.sortLabel}>
        <span>{ph.sortBy}</span>
        {SORT_KEYS.map((key) => {
          const active = sort.key === key;
          const label = ph.sortKeys[key];
          return (
            <button
              key={key}
              type="button"
              className={active ? 'btn btn--primary' : 'btn btn--secondary'}
              aria-pressed={active}
              aria-label={active ? ph.sortByKeyDir(label, sort.dir === 'asc') : ph.sortByKey(label)}
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

      {!packages && !loadError && <p className="page__lead">{ph.loading}</p>}
      {packages?.length === 0 && <p className="page__lead">{ph.none}</p>}
      <ul className="photo-packages" aria-label={ph.title}>
        {sorted.map((pkg) => (
          <li key={pkg.code}>
            <PackageCard pkg={pkg} isAdmin={isAdmin} onAction={onAction} />
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? ph.confirmTitles[pending.action] : ''}
        confirmLabel={pending ? ph.confirmLabels[pending.action] : ''}
        cancelLabel={t.common.cancel}
        busyLabel={pending ? ph.busyLabels[pending.action] : ''}
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
  const ph = useTexts('staff').photos;
  switch (pending.action) {
    case 'download':
      return <p>{ph.confirmDownload(pkg.totalPhotos, pkg.title, pkg.code)}</p>;
    case 'archive':
      return <p>{ph.confirmArchive(pkg.totalPhotos, pkg.title, pkg.code)}</p>;
    case 'restore':
      return <p>{ph.confirmRestore(pkg.title, pkg.code)}</p>;
    case 'delete':
      return (
        <div className="stack stack--tight">
          <p>{ph.confirmDelete(pkg.totalPhotos, pkg.title, pkg.code)}</p>
          <label className="field">
            <span className="field__label">{ph.typeCode(pkg.code)}</span>
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
