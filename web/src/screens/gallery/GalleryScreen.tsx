import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';
import { removeFirstPaint } from '../../early/appStart';
import { CountdownClock } from '../../components/CountdownClock';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { holdsCreatorCredential } from '../../model/creator/creatorKey';
import { hasEnded, useEndOfEvent } from '../../model/live-event/useEndOfEvent';
import { useLiveEvent, type LeaveReason } from '../../model/live-event/useLiveEvent';
import { LOBBY } from '../../model/main-flow/flowState';
import { selectSession, type EventSession } from '../../model/session/sessionStore';
import { allPhotosVoted, startVotingState, votingOpen } from '../../model/voting/startVoting';
import { readVotedPhotos } from '../../model/voting/votedRecord';
import { AccessRestricted } from './AccessRestricted';
import { downloadPhoto } from './downloadPhoto';
import { Lightbox } from './Lightbox';
import { PhotoGrid } from './PhotoGrid';
import { usePhotoFeed } from '../../model/gallery/usePhotoFeed';
import { codeText } from '../../i18n/errorText';
import { guestMessageText } from '../../i18n/guestMessageText';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import '../../components/tabs.css';
import '../../styles/gallery.css';

// Only an expired event shows it: its code and CSS stay off the gallery's first load (two requests fewer).
const ExpiredView = lazy(() => import('./ExpiredView').then((m) => ({ default: m.ExpiredView })));
// Only the creator, or a guest looking at their own photo, needs it: loaded when the lightbox shows one.
const ModerationPanel = lazy(() => import('./ModerationPanel').then((m) => ({ default: m.ModerationPanel })));

/**
 * The spec's view modes. "expired" is the expired gallery screen, which is also the organizer's purchase
 * choice; "purchase" is the post-event purchase screen and "confirmation" the purchase confirmation (both
 * the organizer's only).
 */
export const GALLERY_VIEWS = ['gallery', 'voting', 'awards', 'expired', 'purchase', 'confirmation'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];
export type GalleryTab = 'mine' | 'all';

/**
 * The view modes another screen renders (the page picks which): voting, the awards ceremony, and the
 * organizer's purchase screen and purchase confirmation.
 */
export type GalleryMode = 'voting' | 'awards' | 'purchase' | 'confirmation';

/** What a view mode needs from the gallery's live event: the participant, the event, and the way back. */
export interface GalleryModeContext {
  code: string;
  token: string;
  participantId: string;
  event: EventView;
  toGallery: () => void;
  /** The person whose gallery this is (a buyer comes back to it after paying). */
  userName: string;
  /** The expired view (the organizer's purchase choice): where the purchase screen's Back goes. */
  toExpired: () => void;
}

/** New photos arrive in bursts (a batch per frame, several guests at once): one re-read per quiet 300 ms. */
export const LIVE_REFRESH_DEBOUNCE_MS = 300;

interface GalleryScreenProps {
  session: EventSession;
  view: GalleryView;
  tab: GalleryTab;
  onView: (view: GalleryView) => void;
  onTab: (tab: GalleryTab) => void;
  /** Renders voting or the awards ceremony (screens of their own, chosen by the page). */
  renderMode: (mode: GalleryMode, context: GalleryModeContext) => ReactNode;
}

const leaveMessage = (reason: LeaveReason, eventNotFound: string): string =>
  reason === 'kicked' ? codeText('KICKED', messages.KICKED) : reason === 'gone' ? eventNotFound : codeText('UNAUTHORIZED', messages.UNAUTHORIZED);

/**
 * /gallery (spec "Gallery screen"): the event's photos (mine / all), live as guests take them, with the
 * lightbox; and the view modes voting and awards, which the same page hosts.
 */
export function GalleryScreen({ session, view, tab, onView, onTab, renderMode }: GalleryScreenProps) {
  const texts = useTexts('gallery');
  const t = texts.gallery;
  const code = session.eventCode;
  const onMessagesRef = useRef<(messages: RealtimeMessage[]) => void>(() => {});
  const onMessages = useCallback((m: RealtimeMessage[]) => onMessagesRef.current(m), []);
  const live = useLiveEvent(code, { session, onMessages });
  // The event ending while the gallery, voting or the lightbox is open moves this person on (spec section 4).
  useEndOfEvent(live, {
    showing: view === 'awards' || view === 'expired' ? view : view === 'purchase' || view === 'confirmation' ? 'expired' : view === 'gallery' || view === 'voting' ? 'gallery' : null,
  });
  const navigate = useNavigate();
  const ready = live.phase === 'ready';
  const me = ready ? live.participant.id : null;
  const knownExpired = ready && live.event.galleryExpired;
  // The first page is asked for with the saved credential at once, next to the event check (one round trip
  // less before the first thumbnails); a credential the check refuses ends the screen anyway. Once the
  // server says the free gallery is over, nothing is asked (the list would answer 410).
  const feedToken = (view === 'gallery' || view === 'expired') && !knownExpired && live.phase !== 'left' && live.phase !== 'failed' ? session.token : null;
  const feed = usePhotoFeed(code, feedToken, tab === 'mine');
  // A /gallery load painted its first photos before the app (boot/galleryFirstPaint.ts): that paint goes once
  // this screen shows something of its own (the grid now has the same photos in the same place).
  const settled = live.phase !== 'loading' && (view !== 'gallery' || feed.status !== 'loading');
  useLayoutEffect(() => {
    if (settled) removeFirstPaint();
  }, [settled]);

  // Photos announced since the event was last read (the header's count), keyed by the count they add to.
  const baseCount = ready ? live.event.photoCount : 0;
  const [announced, setAnnounced] = useState<{ base: number; ids: string[] }>({ base: 0, ids: [] });
  // Photos hidden or deleted since the event was last read (moderation), likewise keyed by the count.
  const [removed, setRemoved] = useState<{ base: number; ids: string[] }>({ base: 0, ids: [] });
  // The server's own count (photo-count: reveal after the end tells others only the number, and a removal
  // says it too); announced and removed photos count on from it.
  const [counted, setCounted] = useState<{ base: number; count: number } | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = feed.refresh;
  const removeFromFeed = feed.remove;
  const dropPhoto = useCallback(
    (photoId: string) => {
      removeFromFeed(photoId);
      setRemoved((r) => {
        const ids = r.base === baseCount ? r.ids : [];
        return ids.includes(photoId) ? r : { base: baseCount, ids: [...ids, photoId] };
      });
    },
    [removeFromFeed, baseCount],
  );

  useEffect(() => {
    onMessagesRef.current = (incoming) => {
      for (const m of incoming) if (m.type === 'photo-removed') dropPhoto(m.photoId);
      const added = incoming.flatMap((m) => (m.type === 'photo-added' ? [m] : []));
      const count = incoming.findLast((m) => m.type === 'photo-count');
      if (count?.type === 'photo-count') {
        // The number already holds this frame's additions and removals: count on from it.
        setCounted({ base: baseCount, count: count.photoCount });
        setAnnounced({ base: baseCount, ids: [] });
        setRemoved({ base: baseCount, ids: [] });
      }
      if (added.length === 0) return;
      if (!count)
        setAnnounced((a) => {
          const ids = a.base === baseCount ? a.ids : [];
          const fresh = added.map((m) => m.photoId).filter((id) => !ids.includes(id));
          return { base: baseCount, ids: [...ids, ...fresh] };
        });
      if (tab === 'mine' && !added.some((m) => m.uploaderId === me)) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(refresh, LIVE_REFRESH_DEBOUNCE_MS);
    };
  });
  useEffect(() => () => clearTimeout(pending.current), []);
  // Reveal after the end: the end shows everyone's photos, so the list is read again then.
  const revealedAt = ready && live.event.revealAfterEnd === true ? live.event.status : null;
  const seenReveal = useRef(revealedAt);
  useEffect(() => {
    if (seenReveal.current !== null && revealedAt === 'completed' && seenReveal.current !== 'completed') refresh();
    seenReveal.current = revealedAt;
  }, [revealedAt, refresh]);

  switch (live.phase) {
    case 'loading':
      return <RouteLoading label={t.loading} />;
    case 'left':
      return <AccessRestricted message={live.reason === 'no-session' ? { why: 'noEventInfo' } : leaveMessage(live.reason, t.eventNotFound)} />;
    case 'failed':
      return (
        <main className="page">
          <h1 className="page__title">{t.title}</h1>
          <ErrorBanner message={guestMessageText(live.message, texts.errors)} />
          <button type="button" className="btn btn--primary btn--block" onClick={live.retry}>
            {t.tryAgain}
          </button>
        </main>
      );
    case 'ready':
      break;
  }

  const base = counted?.base === live.event.photoCount ? counted.count : live.event.photoCount;
  const photoCount = Math.max(
    0,
    base + (announced.base === live.event.photoCount ? announced.ids.length : 0) - (removed.base === live.event.photoCount ? removed.ids.length : 0),
  );

  // Spec "Expired gallery screen": once the free days are over (the server's clock, or the photo list's
  // 410) the expired view is shown directly, in place of the gallery and of voting. The awards ceremony
  // stays readable (the server still serves it). Before that, only the organizer has this view: it is the
  // purchase view they reach when the event ends; a guest asking for it gets the gallery.
  const expired = knownExpired || feed.status === 'expired';
  const organizer = live.participant.isCreator || holdsCreatorCredential(code);
  // Buying is the organizer's (spec: purchase options to the organizer only); a guest asking gets the gallery.
  const modeContext = (): GalleryModeContext => ({
    code,
    token: live.session.token,
    participantId: live.participant.id,
    event: live.event,
    toGallery: () => onView('gallery'),
    userName: live.session.userName,
    toExpired: () => onView('expired'),
  });
  if (organizer && (view === 'purchase' || view === 'confirmation')) return renderMode(view, { ...modeContext(), event: { ...live.event, photoCount } });
  if ((expired && view !== 'awards') || (view === 'expired' && organizer)) {
    const completed = live.event.status === 'completed';
    /*
     * "Back to Gallery": before expiry (the organizer's purchase view) the gallery itself. After it the
     * photo list is closed for everyone (410), so it leads to the awards ceremony, the part of the gallery
     * still readable, once the event has ended, and says so ("Back to Awards"); an event that expired without ever ending has nothing left
     * to show, so the button says where it goes instead: the organizer's event home (the admin tools), or
     * the lobby for a guest.
     */
    const back = !expired
      ? { label: t.backToGallery, go: () => onView('gallery') }
      : completed
        ? { label: t.backToAwards, go: () => onView('awards') }
        : organizer
          ? {
              label: t.backToEvent,
              go: () => {
                selectSession(code, live.session.participantId);
                navigate('/', { state: { screen: 'camera', code } });
              },
            }
          : { label: t.backToMainPage, go: () => navigate('/', { state: LOBBY }) };
    return (
      <Suspense fallback={<RouteLoading label={t.loading} />}>
        <ExpiredView event={{ ...live.event, photoCount }} expired={expired} organizer={organizer} token={live.session.token} backLabel={back.label} onBack={back.go} onPurchase={() => onView('purchase')} />
      </Suspense>
    );
  }

  if (view === 'voting' || view === 'awards') {
    return renderMode(view, modeContext());
  }

  return (
    <GalleryContent
      session={live.session}
      event={live.event}
      photoCount={photoCount}
      organizer={organizer}
      moderator={live.participant.isCreator}
      onRemoved={dropPhoto}
      feed={feed}
      tab={tab}
      onTab={onTab}
      onView={onView}
    />
  );
}

interface GalleryContentProps {
  session: EventSession;
  event: EventView;
  photoCount: number;
  /** The event's organizer (the way back after the end differs). */
  organizer: boolean;
  /** This person is the event's creator: may hide or delete any photo (a guest deletes their own). */
  moderator: boolean;
  /** A photo this phone hid or deleted: gone at once (the realtime message follows for the others). */
  onRemoved: (photoId: string) => void;
  feed: ReturnType<typeof usePhotoFeed>;
  tab: GalleryTab;
  onTab: (tab: GalleryTab) => void;
  onView: (view: GalleryView) => void;
}

const TABS: { id: GalleryTab; label: 'myPhotos' | 'allPhotos' }[] = [
  { id: 'mine', label: 'myPhotos' },
  { id: 'all', label: 'allPhotos' },
];

function GalleryContent({ session, event, photoCount, organizer, moderator, onRemoved, feed, tab, onTab, onView }: GalleryContentProps) {
  const t = useTexts('gallery').gallery;
  const format = useFormat();
  useDocumentTitle(t.title);
  const tabsId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  // Opened from a card's Manage button: the lightbox shows the moderation actions at once.
  const [managing, setManaging] = useState(false);
  const canManage = (p: PhotoView) => moderator || p.uploaderId === session.participantId;
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const openIndex = openId ? feed.photos.findIndex((p) => p.id === openId) : -1;
  const ended = hasEnded(event) || event.eventState === 'ended';
  // The voting release's rule for the button (disabled before the start and after the end, and "All Photos
  // Voted" once this guest voted on every photo of the others — own photos are never on the ballot — known
  // here when the whole event's list is loaded).
  const photos = feed.photos;
  const wholeList = tab === 'all' && feed.status === 'ready' && !feed.hasMore;
  const allVoted = useMemo(
    () => wholeList && allPhotosVoted(photos.filter((p) => p.uploaderId !== session.participantId).map((p) => p.id), readVotedPhotos(event.code, session.participantId)),
    [wholeList, photos, event.code, session.participantId],
  );
  const startVoting = startVotingState(event, allVoted);
  // Reveal after the end: a guest's "All Photos" holds only their own until then (the server's rule).
  const revealPending = event.revealAfterEnd === true && event.status !== 'completed' && !moderator;

  const download = async (photo: PhotoView) => {
    setDownloadError(null);
    setDownloadingId(photo.id);
    try {
      await downloadPhoto(event.code, photo);
    } catch (error) {
      console.error('download failed', error);
      setDownloadError(codeText('DOWNLOAD_FAILED', messages.DOWNLOAD_FAILED));
    } finally {
      setDownloadingId(null);
    }
  };

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = e.key === 'Home' ? 'mine' : e.key === 'End' ? 'all' : tab === 'mine' ? 'all' : 'mine';
    onTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  return (
    <main className="page gallery">
      <div className="gallery__top">
        {/*
         * After the end there is no camera: the organizer's way back is the ended event home, a guest's the
         * lobby (their event home would only send them to the awards again).
         */}
        {ended && !organizer ? (
          <Link to="/" state={LOBBY} className="btn btn--secondary gallery__back">
            ‹ {t.backToMainPage}
          </Link>
        ) : (
          <Link
            to="/"
            state={{ screen: 'camera', code: event.code }}
            className="btn btn--secondary gallery__back"
            // The camera (or the ended event home) continues as the person whose gallery this is.
            onClick={() => selectSession(event.code, session.participantId)}
          >
            ‹ {ended ? t.backToEvent : t.backToCamera}
          </Link>
        )}
        <CountdownClock event={event} />
      </div>
      <LanguageSwitch className="gallery__language" />

      <header className="gallery__header">
        <h1 className="page__title">{t.title}</h1>
        <p className="gallery__meta">
          <span className="gallery__code">
            <span className="visually-hidden">{t.eventCode} </span>
            {event.code}
          </span>
          <span aria-hidden="true"> · </span>
          <span data-testid="photo-count">
            {t.photoCount(photoCount)}
          </span>
        </p>
      </header>

      <div className="gallery__actions">
        {ended && startVoting.disabled ? (
          <button type="button" className="btn btn--primary" onClick={() => onView('awards')}>
            {t.viewAwards}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => onView('voting')}
            disabled={startVoting.disabled}
            aria-describedby={startVoting.reason ? `${tabsId}-voting-why` : undefined}
          >
            {startVoting.allVoted ? t.allPhotosVoted : t.startVoting}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={feed.refresh} disabled={feed.refreshing || feed.status === 'loading'} aria-busy={feed.refreshing}>
          {feed.refreshing ? t.refreshing : t.refresh}
        </button>
      </div>
      {!ended && startVoting.reason && (
        <p id={`${tabsId}-voting-why`} className="gallery__why">
          {startVoting.why ? t.votingWhy[startVoting.why] : startVoting.reason}
        </p>
      )}
      {event.revealAfterEnd === true && event.votingEndsAt && votingOpen(event) && (
        <p className="gallery__why">{t.votingOpenUntil(format.date(event.votingEndsAt, { hour: '2-digit', minute: '2-digit' }))}</p>
      )}

      <div className="tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onTabKey}>
        {TABS.map((option) => (
          <button
            key={option.id}
            id={`${tabsId}-${option.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === option.id}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === option.id ? 0 : -1}
            onClick={() => onTab(option.id)}
          >
            {t[option.label]}
          </button>
        ))}
      </div>

      {downloadError && <ErrorBanner message={downloadError} onDismiss={() => setDownloadError(null)} />}

      {tab === 'all' && revealPending && (
        <p className="banner banner--info" role="status">
          {t.revealPending}
        </p>
      )}

      <section id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="gallery__panel" aria-busy={feed.status === 'loading'}>
        {feed.status === 'loading' ? (
          <div className="grid grid--placeholder" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="grid__ghost" />
            ))}
          </div>
        ) : feed.status === 'error' ? (
          <div className="gallery__state" role="alert">
            <h2 className="gallery__state-title">{t.errorTitle}</h2>
            <p>{t.loadFailed}</p>
            <button type="button" className="btn btn--primary" onClick={feed.refresh}>
              {t.tryAgain}
            </button>
          </div>
        ) : feed.photos.length === 0 && !(tab === 'all' && revealPending) ? (
          <div className="gallery__state">
            <h2 className="gallery__state-title">{t.emptyTitle}</h2>
            <p>{tab === 'mine' ? t.emptyMine : t.emptyAll}</p>
          </div>
        ) : (
          <>
            <PhotoGrid
              photos={feed.photos}
              onOpen={(p) => {
                setManaging(false);
                setOpenId(p.id);
              }}
              onDownload={(p) => void download(p)}
              downloadingId={downloadingId}
              canManage={canManage}
              onManage={(p) => {
                setManaging(true);
                setOpenId(p.id);
              }}
            />
            {feed.hasMore && (
              <div className="gallery__more">
                {feed.more === 'error' && <p role="alert">{t.loadFailed}</p>}
                <button type="button" className="btn btn--secondary btn--block" onClick={feed.loadMore} disabled={feed.more === 'loading'}>
                  {feed.more === 'loading' ? t.loadingMore : feed.more === 'error' ? t.tryAgain : t.loadMore}
                </button>
              </div>
            )}
          </>
        )}
      </section>

      <Lightbox
        photos={feed.photos}
        index={openIndex}
        onIndex={(i) => {
          setManaging(false);
          setOpenId(feed.photos[i]?.id ?? null);
        }}
        onClose={() => setOpenId(null)}
        moderation={(photo) =>
          canManage(photo) ? (
            <Suspense fallback={null}>
              <ModerationPanel
                key={photo.id}
                code={event.code}
                token={session.token}
                photo={photo}
                moderator={moderator}
                own={photo.uploaderId === session.participantId}
                startOpen={managing}
                onRemoved={(id) => {
                  setOpenId(null);
                  onRemoved(id);
                }}
              />
            </Suspense>
          ) : null
        }
        onDownload={(p) => void download(p)}
        downloading={downloadingId !== null}
        error={openId ? downloadError : null}
      />
    </main>
  );
}
