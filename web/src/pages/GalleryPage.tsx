import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AccessRestricted } from '../screens/gallery/AccessRestricted';
import { normalizeEventCode } from '../model/gallery/galleryModel';
import { RouteLoading } from '../components/RouteLoading';
import { GalleryScreen } from '../screens/gallery/GalleryScreen';
import { GALLERY_VIEWS, type GalleryMode, type GalleryModeContext, type GalleryTab, type GalleryView } from '../screens/gallery/galleryViews';
import { listSessions, type EventSession } from '../model/session/sessionStore';
import { galleryReturn } from '../model/purchase/purchaseReturn';
import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { currentTexts } from '../i18n/texts';

// Voting and the awards ceremony are their own chunks, loaded when the guest opens them.
const VotingView = lazy(() => import('../screens/voting/VotingView'));
const AwardsView = lazy(() => import('../screens/awards/AwardsView'));
// The organizer's purchase screen and its confirmation, with their texts.
const PurchaseViews = lazyWithTexts(['commerce', 'orders'], () => import('../screens/purchase/PurchaseViews'));

/** The gallery's view modes: the page picks the screen, the gallery hands it its live event. */
function renderMode(mode: GalleryMode, { code, token, participantId, event, toGallery, userName, toExpired }: GalleryModeContext) {
  // The gallery screen that calls this has read the event area already.
  const t = currentTexts('gallery').gallery;
  if (mode === 'purchase' || mode === 'confirmation') {
    return (
      <Suspense fallback={<RouteLoading label={t.loadingPurchase} />}>
        <PurchaseViews view={mode} event={event} session={{ token, userName }} onBack={toExpired} onGallery={toGallery} />
      </Suspense>
    );
  }
  return mode === 'voting' ? (
    <Suspense fallback={<RouteLoading label={t.loadingVoting} />}>
      <VotingView code={code} token={token} participantId={participantId} event={event} onExit={toGallery} />
    </Suspense>
  ) : (
    <Suspense fallback={<RouteLoading label={t.loadingAwards} />}>
      <AwardsView code={code} token={token} participantId={participantId} event={event} onViewGallery={toGallery} />
    </Suspense>
  );
}

/**
 * /gallery?event={code}&user={name}[&tab=all][&view=voting|awards] (spec "Gallery screen"). The user and
 * event come from the query or the navigation state (userName, eventCode). The API needs the participant
 * credential, so the device must hold that person's session of that event; otherwise Access Restricted.
 * The tab and the view mode ride in the query so a reload keeps them.
 */
export default function GalleryPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as { userName?: unknown; eventCode?: unknown };
  const code = normalizeEventCode(params.get('event') ?? (typeof state.eventCode === 'string' ? state.eventCode : null));
  const user = (params.get('user') ?? (typeof state.userName === 'string' ? state.userName : '')).trim();
  const session = useMemo(() => (code && user ? findSession(code, user) : null), [code, user]);

  const rawView = params.get('view');
  const view: GalleryView = GALLERY_VIEWS.find((v) => v === rawView) ?? 'gallery';
  const rawTab = params.get('tab');
  const tab: GalleryTab = rawTab === 'all' || rawTab === 'challenges' ? rawTab : 'mine';

  if (!code || !user) {
    // Plain /gallery is where the payment pages send a post-event buyer (spec): back to the event they bought
    // from — its confirmation once paid, else its purchase choice.
    const back = params.toString() === '' ? galleryReturn() : null;
    if (back) return <Navigate replace to={`/gallery?${new URLSearchParams({ event: back.eventCode, user: back.userName, view: back.view }).toString()}`} />;
    return <AccessRestricted message={{ why: 'needToJoin' }} />;
  }
  if (!session) return <AccessRestricted message={{ why: 'noEventInfo' }} />;

  const withParam = (key: string, value: string | null, push: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        // The address keeps what the page reads, whichever way it arrived.
        next.set('event', code);
        next.set('user', user);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: !push, state: location.state },
    );

  return (
    <GalleryScreen
      key={session.participantId}
      session={session}
      view={view}
      tab={tab}
      // A view mode is a screen of its own: Back returns to the gallery.
      onView={(v) => withParam('view', v === 'gallery' ? null : v, true)}
      onTab={(t) => withParam('tab', t === 'mine' ? null : t, false)}
      renderMode={renderMode}
    />
  );
}

/** This device's session of that person in that event (the exact name first, then ignoring case). */
function findSession(code: string, user: string): EventSession | null {
  const sessions = listSessions(code);
  return sessions.find((s) => s.userName === user) ?? sessions.find((s) => s.userName.toLowerCase() === user.toLowerCase()) ?? null;
}
