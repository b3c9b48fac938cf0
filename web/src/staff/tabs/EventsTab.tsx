import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { StaffEvent, StaffEventsPage } from '../../../../shared/schemas/staff-events';
import { ApiError } from '../../api/ApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorText } from '../../i18n/errorText';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { EventDetailModal } from '../events/EventDetailModal';
import { EventsList } from '../events/EventsList';
import { joinLink } from '../events/eventDisplay';
import { endStaffEvent, fetchStaffEvents, type StaffEventsFilter } from '../events/staffEventsApi';
import { useDebouncedValue } from '../events/useDebouncedValue';
import '../events/events.css';
import type { StaffTabProps } from './staffTab';
import { formatPhotoCount } from '../stats/format';

const FILTERS: readonly StaffEventsFilter[] = ['all', 'active', 'expired'];
const SEARCH_DEBOUNCE_MS = 300;

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; page: StaffEventsPage };

/**
 * The list once `before` was ended (answered as `after`): the row shows its new status, or leaves the Active
 * filter, and the Active events card counts it no more (the server's own count follows a moment later).
 */
function afterEnd(page: StaffEventsPage, before: StaffEvent, after: StaffEvent, filter: StaffEventsFilter): StaffEventsPage {
  const leftActive = before.status === 'active' && after.status !== 'active';
  const events = filter === 'active' && after.status !== 'active' ? page.events.filter((x) => x.code !== after.code) : page.events.map((x) => (x.code === after.code ? after : x));
  return { ...page, events, summary: { ...page.summary, activeEvents: Math.max(0, page.summary.activeEvents - (leftActive ? 1 : 0)) } };
}

/** The Events tab (commerce spec: Admin dashboard, Events tab; issue 17 item 3). */
export default function EventsTab({ token, user, onAuthFailure }: StaffTabProps) {
  const t = useTexts('staff');
  const f = useFormat();
  const [filter, setFilter] = useState<StaffEventsFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [ending, setEnding] = useState<StaffEvent | null>(null);
  const [endBusy, setEndBusy] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const searchId = useId();
  const roleNoteId = useId();
  const canEnd = user.role === 'admin';

  const authFailed = useCallback(
    (err: unknown): boolean => {
      if (err instanceof ApiError && err.status === 401) {
        onAuthFailure(errorText(err, err.message));
        return true;
      }
      return false;
    },
    [onAuthFailure],
  );

  /** Which list is shown: a Load more answered after the filter, search or a reload changed it belongs to none. */
  const listGeneration = useRef(0);

  useEffect(() => {
    const abort = new AbortController();
    listGeneration.current += 1;
    setList({ kind: 'loading' });
    setLoadingMore(false);
    setMoreError(null);
    fetchStaffEvents(token, { filter, q: q || undefined }, abort.signal).then(
      (page) => setList({ kind: 'ready', page }),
      (err: unknown) => {
        if (abort.signal.aborted || authFailed(err)) return;
        setList({ kind: 'failed', message: errorText(err, err instanceof Error ? err.message : String(err)) });
      },
    );
    return () => abort.abort();
  }, [token, filter, q, reload, authFailed]);

  const loadMore = async () => {
    if (list.kind !== 'ready' || !list.page.nextCursor) return;
    const generation = listGeneration.current;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await fetchStaffEvents(token, { filter, q: q || undefined, cursor: list.page.nextCursor });
      if (generation !== listGeneration.current) return;
      setList((l) => (l.kind === 'ready' ? { kind: 'ready', page: { ...next, events: [...l.page.events, ...next.events] } } : l));
    } catch (err) {
      if (!authFailed(err) && generation === listGeneration.current) setMoreError(errorText(err, err instanceof Error ? err.message : String(err)));
    } finally {
      if (generation === listGeneration.current) setLoadingMore(false);
    }
  };

  const copyLink = async (e: StaffEvent) => {
    const link = joinLink(e.code);
    try {
      await navigator.clipboard.writeText(link);
      setAnnouncement(t.events.linkCopied(link));
    } catch {
      // No clipboard permission (or an insecure origin): show the link so it can be copied by hand.
      setAnnouncement(t.events.copyThisLink(link));
    }
  };

  const confirmEnd = async () => {
    if (!ending) return;
    setEndBusy(true);
    setEndError(null);
    try {
      const updated = await endStaffEvent(token, ending.code);
      setList((l) => (l.kind === 'ready' ? { kind: 'ready', page: afterEnd(l.page, ending, updated, filter) } : l));
      setEnding(null);
      setAnnouncement(t.screen.eventEnded);
    } catch (err) {
      if (authFailed(err)) return;
      // Someone ended it first (409): say so, and show the list as it is now.
      if (err instanceof ApiError && err.status === 409 && err.fromServer) {
        setEndError(errorText(err, err.message));
        setReload((n) => n + 1);
      } else setEndError(t.screen.endEventFailed);
    } finally {
      setEndBusy(false);
    }
  };

  const summary = list.kind === 'ready' ? list.page.summary : null;
  return (
    <section className="staff-events stack" aria-label={t.events.section}>
      <dl className="staff-events__summary" aria-busy={summary === null}>
        <div className="card">
          <dt>{t.overview.totalEvents}</dt>
          <dd>{summary ? f.number(summary.totalEvents) : '…'}</dd>
        </div>
        <div className="card">
          <dt>{t.events.activeEvents}</dt>
          <dd>{summary ? f.number(summary.activeEvents) : '…'}</dd>
        </div>
        <div className="card">
          <dt>{t.common.totalPhotos}</dt>
          <dd>{summary ? formatPhotoCount(summary.totalPhotos, summary.hiddenPhotos, f, t) : '…'}</dd>
        </div>
      </dl>

      <div className="staff-events__controls">
        <div className="staff-events__filters" role="group" aria-label={t.events.filterLabel}>
          {FILTERS.map((id) => (
            <button key={id} type="button" className="btn btn--secondary btn--small" aria-pressed={filter === id} onClick={() => setFilter(id)}>
              {t.events.filters[id]}
            </button>
          ))}
        </div>
        <div className="field staff-events__search">
          <label className="field__label" htmlFor={searchId}>
            {t.events.search}
          </label>
          <input
            id={searchId}
            className="field__control"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t.events.searchPlaceholder}
            autoComplete="off"
            maxLength={100}
          />
        </div>
      </div>

      {!canEnd && (
        <p id={roleNoteId} className="staff-events__note">
          {t.events.supportNote}
        </p>
      )}
      <div aria-live="polite" className="staff-events__live">
        {announcement && (
          <p className="banner banner--success" role="status">
            {announcement}
          </p>
        )}
      </div>

      {list.kind === 'loading' && (
        <p role="status" className="page__lead">
          {t.events.loading}
        </p>
      )}
      {list.kind === 'failed' && (
        <div className="stack stack--tight">
          <ErrorBanner message={list.message} />
          <button type="button" className="btn btn--secondary" onClick={() => setReload((n) => n + 1)}>
            {t.common.tryAgain}
          </button>
        </div>
      )}
      {list.kind === 'ready' &&
        (list.page.events.length === 0 ? (
          <p className="staff-events__empty">{q ? t.events.noMatch(q) : t.events.none}</p>
        ) : (
          <EventsList
            events={list.page.events}
            actions={{
              onView: (e) => setViewing(e.code),
              onCopyLink: (e) => void copyLink(e),
              onEnd: (e) => {
                setEndError(null);
                setEnding(e);
              },
              endDisabledReasonId: canEnd ? undefined : roleNoteId,
            }}
          />
        ))}
      {moreError && <ErrorBanner message={moreError} onDismiss={() => setMoreError(null)} />}
      {list.kind === 'ready' && list.page.nextCursor && (
        <button type="button" className="btn btn--secondary" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? t.common.loading : t.common.loadMore}
        </button>
      )}

      <ConfirmDialog
        open={ending !== null}
        title={ending ? t.events.endTitle(ending.title) : t.events.endTitleNone}
        confirmLabel={t.events.endEvent}
        cancelLabel={t.common.cancel}
        busyLabel={t.events.ending}
        busy={endBusy}
        error={endError}
        danger
        onConfirm={() => void confirmEnd()}
        onClose={() => {
          if (!endBusy) setEnding(null);
        }}
      >
        <p>{t.screen.endEventConfirm}</p>
      </ConfirmDialog>
      <EventDetailModal token={token} code={viewing} onClose={() => setViewing(null)} onAuthFailure={onAuthFailure} />
    </section>
  );
}
