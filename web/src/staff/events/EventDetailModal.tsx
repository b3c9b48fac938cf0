import { useEffect, useId, useRef, useState } from 'react';
import type { StaffEventDetails, StaffPhoto } from '../../../../shared/schemas/staff-events';
import { ApiError } from '../../api/ApiError';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useModalDialog } from '../../components/useModalDialog';
import { errorText } from '../../i18n/errorText';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { downloadAll, type PhotoFileKind } from '../photos/downloadAll';
import { shortDate, statusKey, statusPillClass, storageMb } from './eventDisplay';
import { saveEventCsv } from '../../model/downloads/saveEventCsv';
import { fetchStaffEventCsv, fetchStaffEventDetails, fetchStaffEventPhotos } from './staffEventsApi';
import { formatPhotoCount } from '../stats/format';

const urlOf = (p: StaffPhoto, kind: PhotoFileKind) => (kind === 'raw' ? p.rawUrl : p.polaroidUrl);
const downloadUrlOf = (p: StaffPhoto, kind: PhotoFileKind) => (kind === 'raw' ? p.rawDownloadUrl : p.polaroidDownloadUrl);

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; details: StaffEventDetails; nextCursor: string | null };

interface EventDetailModalProps {
  token: string;
  /** The event shown; null closes the modal. */
  code: string | null;
  onClose: () => void;
  onAuthFailure: (message: string) => void;
}

/**
 * The event detail modal (commerce spec: Events tab): title, code, type, stats, the photo grid with a
 * Polaroid/RAW toggle and counts, click to enlarge, Download All of the chosen kind, the participants.
 * A modal <dialog>: focus stays inside, Escape closes, focus returns to View.
 */
export function EventDetailModal({ token, code, onClose, onAuthFailure }: EventDetailModalProps) {
  const t = useTexts('staff');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = code !== null;
  useModalDialog(ref, open, onClose);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!code) return;
    setLoad({ kind: 'loading' });
    const abort = new AbortController();
    fetchStaffEventDetails(token, code, abort.signal).then(
      (details) => setLoad({ kind: 'ready', details, nextCursor: details.nextPhotosCursor }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) return onAuthFailure(errorText(err, err.message));
        setLoad({ kind: 'failed' });
      },
    );
    return () => abort.abort();
  }, [token, code, attempt, onAuthFailure]);

  return (
    <dialog ref={ref} className="dialog staff-event-modal" aria-labelledby={titleId}>
      {open && (
        <div className="dialog__content">
          <div className="staff-event-modal__top">
            <h2 id={titleId} className="dialog__title">
              {load.kind === 'ready' ? load.details.event.title : t.eventDetail.title}
            </h2>
            <button type="button" className="btn btn--ghost" onClick={onClose} data-autofocus="">
              {t.common.close}
            </button>
          </div>
          {load.kind === 'loading' && (
            <p role="status" className="page__lead">
              {t.eventDetail.loading}
            </p>
          )}
          {load.kind === 'failed' && (
            <>
              <ErrorBanner message={t.screen.eventDetailsFailed} />
              <button type="button" className="btn btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
                {t.common.tryAgain}
              </button>
            </>
          )}
          {load.kind === 'ready' && (
            <DetailBody
              token={token}
              details={load.details}
              nextCursor={load.nextCursor}
              onMorePhotos={(photos, nextCursor) =>
                setLoad((l) => (l.kind === 'ready' ? { ...l, details: { ...l.details, photos: [...l.details.photos, ...photos] }, nextCursor } : l))
              }
              onAuthFailure={onAuthFailure}
            />
          )}
        </div>
      )}
    </dialog>
  );
}

interface DetailBodyProps {
  token: string;
  details: StaffEventDetails;
  nextCursor: string | null;
  onMorePhotos: (photos: StaffPhoto[], nextCursor: string | null) => void;
  onAuthFailure: (message: string) => void;
}

function DetailBody({ token, details, nextCursor, onMorePhotos, onAuthFailure }: DetailBodyProps) {
  const { event, stats, photos, participants } = details;
  const t = useTexts('staff');
  const d = t.eventDetail;
  const f = useFormat();
  const [kind, setKind] = useState<PhotoFileKind>('polaroid');
  const [enlarged, setEnlarged] = useState<StaffPhoto | null>(null);
  const [busy, setBusy] = useState<'more' | 'download' | 'csv' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const shown = photos.filter((p) => urlOf(p, kind) !== null);
  const countOf = (k: PhotoFileKind) => photos.filter((p) => urlOf(p, k) !== null).length;

  /** Reads the remaining pages (Download All takes every photo, not only those on screen). */
  const loadRest = async (all: boolean): Promise<StaffPhoto[]> => {
    let cursor = nextCursor;
    const more: StaffPhoto[] = [];
    while (cursor) {
      const page = await fetchStaffEventPhotos(token, event.code, cursor);
      more.push(...page.photos);
      cursor = page.nextCursor;
      if (!all) break;
    }
    onMorePhotos(more, cursor);
    return [...photos, ...more];
  };

  const failed = (err: unknown, text: string) => {
    if (err instanceof ApiError && err.status === 401) return onAuthFailure(errorText(err, err.message));
    setNotice({ kind: 'error', text });
  };

  const onLoadMore = async () => {
    setBusy('more');
    setNotice(null);
    try {
      await loadRest(false);
    } catch (err) {
      failed(err, t.screen.eventDetailsFailed);
    } finally {
      setBusy(null);
    }
  };

  const onDownloadAll = async () => {
    setBusy('download');
    setNotice(null);
    try {
      const all = (await loadRest(true)).filter((p) => urlOf(p, kind) !== null);
      if (all.length === 0) {
        setNotice({ kind: 'info', text: d.noneToDownload(d.kinds[kind].toUpperCase()) });
        return;
      }
      const files = all.map((p) => ({ url: urlOf(p, kind) ?? '', downloadUrl: downloadUrlOf(p, kind) }));
      await downloadAll(files, event.title, kind, { onProgress: (done, total) => setNotice({ kind: 'info', text: d.downloadingProgress(done, total) }) });
      setNotice({ kind: 'info', text: d.downloadsStarted(all.length, d.kinds[kind]) });
    } catch (err) {
      failed(err, t.screen.downloadPhotosFailed);
    } finally {
      setBusy(null);
    }
  };

  /** The same CSV the organizer's add-on gives (photos with filter and votes, participants), for any event. */
  const onDownloadCsv = async () => {
    setBusy('csv');
    setNotice(null);
    try {
      const file = await fetchStaffEventCsv(token, event.code);
      saveEventCsv(file);
      setNotice({ kind: 'info', text: d.csvReady(file.fileName) });
    } catch (err) {
      failed(err, d.csvFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="stack">
      <p className="staff-event-modal__meta">
        <span className="staff-events__code">{event.code}</span> · {t.eventType[event.eventType]} ·{' '}
        <span className={statusPillClass(event.status)}>{t.eventStatus[statusKey(event.status)]}</span>
      </p>
      <dl className="staff-events__stats">
        <div>
          <dt>{t.common.participants}</dt>
          <dd>{f.number(stats.participants)}</dd>
        </div>
        <div>
          <dt>{t.common.photos}</dt>
          <dd>{formatPhotoCount(stats.photos, stats.hiddenPhotos, f, t)}</dd>
        </div>
        <div>
          <dt>{d.votes}</dt>
          <dd>{f.number(stats.votes)}</dd>
        </div>
        <div>
          <dt>{d.storage}</dt>
          <dd>{storageMb(stats.storageBytes, f)}</dd>
        </div>
        <div>
          <dt>{t.common.status}</dt>
          <dd>{t.eventStatus[statusKey(event.status)]}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn--secondary btn--small staff-event-modal__csv" onClick={() => void onDownloadCsv()} disabled={busy !== null} aria-busy={busy === 'csv'}>
        {busy === 'csv' ? d.csvPreparing : d.csvDownload}
      </button>

      <section className="stack stack--tight" aria-labelledby="staff-event-photos-title">
        <h3 id="staff-event-photos-title" className="staff-event-modal__heading">
          {t.common.photos}
        </h3>
        <div className="staff-events__toggle" role="group" aria-label={d.photoKind}>
          {(['polaroid', 'raw'] as const).map((k) => (
            <button key={k} type="button" className="btn btn--secondary btn--small" aria-pressed={kind === k} onClick={() => setKind(k)}>
              {d.kinds[k]} ({f.number(countOf(k))})
            </button>
          ))}
          <button type="button" className="btn btn--primary btn--small" onClick={() => void onDownloadAll()} disabled={busy !== null} aria-busy={busy === 'download'}>
            {busy === 'download' ? t.common.downloading : t.common.downloadAll}
          </button>
        </div>
        {notice &&
          (notice.kind === 'error' ? (
            <ErrorBanner message={notice.text} onDismiss={() => setNotice(null)} />
          ) : (
            <p className="banner banner--info" role="status">
              {notice.text}
            </p>
          ))}
        {shown.length === 0 ? (
          <p className="staff-events__empty">{d.noKindPhotos(kind)}</p>
        ) : (
          <ul className="staff-events__photos" aria-label={d.kindPhotos(d.kinds[kind])}>
            {shown.map((p) => (
              <li key={p.id}>
                <button type="button" className="staff-events__photo" onClick={() => setEnlarged(p)} aria-label={d.enlargeBy(p.uploaderName)}>
                  <img src={urlOf(p, kind) ?? ''} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {nextCursor && (
          <button type="button" className="btn btn--secondary" onClick={() => void onLoadMore()} disabled={busy !== null} aria-busy={busy === 'more'}>
            {busy === 'more' ? t.common.loading : d.loadMorePhotos}
          </button>
        )}
      </section>

      <section className="stack stack--tight" aria-labelledby="staff-event-participants-title">
        <h3 id="staff-event-participants-title" className="staff-event-modal__heading">
          {t.common.participants}
        </h3>
        {participants.length === 0 ? (
          <p className="staff-events__empty">{d.noParticipants}</p>
        ) : (
          // Scrolls sideways on a narrow phone: a focusable, named region so keyboard users can scroll it (axe).
          <div className="staff-events__table-scroll" tabIndex={0} role="region" aria-labelledby="staff-event-participants-title">
            <table className="staff-events__participants">
              <thead>
                <tr>
                  <th scope="col">{d.columns.name}</th>
                  <th scope="col">{d.columns.photosTaken}</th>
                  <th scope="col">{t.common.status}</th>
                  <th scope="col">{d.columns.joined}</th>
                </tr>
              </thead>
              <tbody>
                {participants.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.name}</th>
                    <td>{f.number(p.photosTaken)}</td>
                    <td>{p.isActive ? t.common.active : d.inactive}</td>
                    <td>{shortDate(p.joinedAt, f)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <EnlargedPhoto photo={enlarged} kind={kind} onClose={() => setEnlarged(null)} />
    </div>
  );
}

/** Click to enlarge: a second modal above the details (Escape closes it first). */
function EnlargedPhoto({ photo, kind, onClose }: { photo: StaffPhoto | null; kind: PhotoFileKind; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTexts('staff');
  const d = t.eventDetail;
  const f = useFormat();
  useModalDialog(ref, photo !== null, onClose);
  return (
    <dialog ref={ref} className="dialog staff-event-modal__enlarged" aria-labelledby={titleId}>
      {photo && (
        <div className="dialog__content">
          <div className="staff-event-modal__top">
            <h2 id={titleId} className="dialog__title">
              {d.kindBy(d.kinds[kind], photo.uploaderName)}
            </h2>
            <button type="button" className="btn btn--ghost" onClick={onClose} data-autofocus="">
              {t.common.close}
            </button>
          </div>
          <img src={urlOf(photo, kind) ?? ''} alt={d.kindPhotoBy(d.kinds[kind], photo.uploaderName)} className="staff-event-modal__big" />
          <p className="page__lead">
            {shortDate(photo.uploadedAt, f)} · {f.number(Math.round(photo.size / 1024))} KB · {d.votesCount(photo.totalVotes)}
          </p>
        </div>
      )}
    </dialog>
  );
}
