import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';
import { removeFirstPaint } from '../../early/appStart';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { holdsCreatorCredential } from '../../model/creator/creatorKey';
import { useEndOfEvent } from '../../model/live-event/useEndOfEvent';
import { useLiveEvent, type LeaveReason } from '../../model/live-event/useLiveEvent';
import { LOBBY } from '../../model/main-flow/flowState';
import { selectSession, type EventSession } from '../../model/session/sessionStore';
import { AccessRestricted } from './AccessRestricted';
import { GalleryContent } from './GalleryContent';
import type { GalleryMode, GalleryModeContext, GalleryTab, GalleryView } from './galleryViews';
import { usePhotoFeed } from '../../model/gallery/usePhotoFeed';
import { codeText } from '../../i18n/errorText';
import { guestMessageText } from '../../i18n/guestMessageText';
import { useTexts } from '../../i18n/texts';
import '../../components/tabs.css';
import '../../styles/gallery.css';

// Only an expired event shows it: its code and CSS stay off the gallery's first load (two requests fewer).
const ExpiredView = lazy(() => import('./ExpiredView').then((m) => ({ default: m.ExpiredView })));

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
  // The Challenges tab reads its own lists; under it the feed is My Photos, as the entry's prefetch has it.
  const feed = usePhotoFeed(code, feedToken, tab !== 'all');
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
      if (tab !== 'all' && !added.some((m) => m.uploaderId === me)) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(refresh, LIVE_REFRESH_DEBOUNCE_MS);
    };
  });
  useEffect(() => () => clearTimeout(pending.current), []);
  // The socket back after a drop (a phone that slept, a venue's Wi-Fi): the photos added, hidden or deleted
  // meanwhile were pushed to the sockets that were open, not to this one, so the first page is read again.
  // Not on the first connect: the feed has just been read.
  const socketLive = ready && live.live;
  const wasLive = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (socketLive && wasLive.current === false) refresh();
    if (socketLive || wasLive.current !== undefined) wasLive.current = socketLive;
  }, [socketLive, refresh]);
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
