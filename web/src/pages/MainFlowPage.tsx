import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { firstScreenHydrated } from '../boot/prerenderedFirstScreen';
import { RouteLoading } from '../components/RouteLoading';
import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { useTexts } from '../i18n/texts';
import type { CreatedHere } from '../screens/event-created/EventCreatedRoute';
import { adminPath } from '../model/events/paths';
import type { Joined } from '../model/join/joinOutcome';
import {
  LOBBY,
  normalizePrefilledCode,
  parseFlowState,
  type FlowState,
  type LobbyNotice,
} from '../model/main-flow/flowState';
import { currentSession } from '../model/session/sessionStore';

// Every screen loads when opened: the lobby too, so that an event link (the direct join) does not carry it
// (guest entry budget); on a lobby load the boot entry has already started its chunk (startEarly.ts).
// The lobby has no Suspense of its own: the page waits for it as a whole, so the prerendered lobby hydrates
// in one piece and firstScreenHydrated (below) runs once it has.
const LobbyScreen = lazy(() => import('../screens/lobby/LobbyScreen').then((m) => ({ default: m.LobbyScreen })));
const CreateEventScreen = lazyWithTexts(['create'], () =>
  import('../screens/create-event/CreateEventScreen').then((m) => ({ default: m.CreateEventScreen })),
);
const EventCreatedRoute = lazyWithTexts(['create', 'aside'], () =>
  import('../screens/event-created/EventCreatedRoute').then((m) => ({ default: m.EventCreatedRoute })),
);
const JoinScreen = lazyWithTexts(['arrival'], () => import('../screens/direct-join/JoinScreen').then((m) => ({ default: m.JoinScreen })));
const EventHomeScreen = lazyWithTexts(['event'], () =>
  import('../screens/event-home/EventHomeScreen').then((m) => ({ default: m.EventHomeScreen })),
);

/**
 * `/`: the main flow's state machine. Transitions are history entries (see flowState.ts):
 * lobby →(push) createEvent →(replace) eventCreated, so Back from a created event returns to the lobby and
 * never to a form that would create the event twice. Joining (any of the three ways) replaces the entry
 * with the camera state, so Back from the event never returns to a join form.
 *
 * Entries without a flow state are "loads" (a typed address, a bookmark, the gallery's Back to Camera
 * link): with a current session on the device the app continues to its event's camera state, which
 * revalidates it first (spec "Join flow"). Links meant for the lobby itself carry the lobby state.
 *
 * Event links (?code=…) open the direct join (the route table's rule) rather than the lobby's prefilled
 * join mode: the Join screen shows what the guest is joining (title, details) and offers the device's
 * saved users of that event. The lobby keeps its prefilled mode for the history entries earlier releases
 * wrote ({screen: 'lobby', prefilledCode}); nothing writes new ones.
 */
export default function MainFlowPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const texts = useTexts('first');
  const [searchParams] = useSearchParams();
  const [createdHere, setCreatedHere] = useState<CreatedHere | null>(null);
  const [joinedHere, setJoinedHere] = useState<Joined | null>(null);

  const hasCodeParam = searchParams.has('code');
  // A payment redirect (?paid=…) goes to the lobby (spec "Routes"), where a paid order shows its banner.
  const isLoad = (location.state ?? null) === null;
  const paidReturn = !hasCodeParam && isLoad && searchParams.has('paid');
  const linkCode = normalizePrefilledCode(searchParams.get('code'));
  const resumeCode = !hasCodeParam && !paidReturn && isLoad ? currentSession()?.eventCode : undefined;
  const openCreate = paidReturn && searchParams.get('create') === '1';
  const flow = entryFlow(hasCodeParam, linkCode, resumeCode, paidReturn, openCreate) ?? parseFlowState(location.state);

  // The link's code then leaves the address bar (spec "Routes"); it moves into the entry's state, so a
  // reload stays on the same screen. A resumed session is written into the entry the same way.
  useEffect(() => {
    const state = entryFlow(hasCodeParam, linkCode, resumeCode, paidReturn, openCreate);
    if (!state) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('code');
    // The payment return's parameters (spec section 2: paid, order, name, email, event, date, type, size) leave
    // the address bar too: the lobby reads the order from the device, never from the URL.
    if (paidReturn) PAYMENT_RETURN_PARAMS.forEach((p) => rest.delete(p));
    const search = rest.toString();
    navigate({ pathname: '/', search: search ? `?${search}` : '' }, { replace: true, state });
  }, [hasCodeParam, linkCode, resumeCode, paidReturn, openCreate, searchParams, navigate]);

  // The prerendered lobby is React's now: a tap made on it before is replayed (boot/prerenderedFirstScreen.ts).
  useEffect(() => firstScreenHydrated(), []);

  // A new screen starts at its top, as a new page would.
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [flow.screen]);

  const go = useCallback((state: FlowState, replace = false) => navigate('/', { state, replace }), [navigate]);
  const toLobby = useCallback(() => go(LOBBY, true), [go]);
  const leave = useCallback((notice?: LobbyNotice) => go(notice ? { screen: 'lobby', notice } : LOBBY, true), [go]);
  const enter = useCallback(
    (joined: Joined) => {
      setJoinedHere(joined);
      go({ screen: 'camera', code: joined.session.eventCode }, true);
    },
    [go],
  );

  switch (flow.screen) {
    case 'lobby':
      return (
        <LobbyScreen
          // A different link code (a new ?code=… in the same tab) starts the lobby afresh in join mode.
          key={flow.prefilledCode ?? ''}
          prefilledCode={flow.prefilledCode}
          onCreateEvent={() => go({ screen: 'createEvent' })}
          onDiscardPrefill={toLobby}
          onJoined={enter}
          notice={flow.notice ? texts.errors[flow.notice] : undefined}
          onDismissNotice={toLobby}
        />
      );
    case 'createEvent':
      return (
        <Suspense fallback={<RouteLoading />}>
          <CreateEventScreen
            onBack={toLobby}
            onCreated={(creator, savedOnDevice) => {
              setCreatedHere({ creator, savedOnDevice });
              go({ screen: 'eventCreated', code: creator.event.code }, true);
            }}
          />
        </Suspense>
      );
    case 'eventCreated':
      return (
        <Suspense fallback={<RouteLoading />}>
          <EventCreatedRoute code={flow.code} createdHere={createdHere} onMissing={toLobby} onEntered={enter} />
        </Suspense>
      );
    case 'directJoin':
    case 'userSelect': {
      const code = flow.code;
      return (
        <Suspense fallback={<RouteLoading />}>
          <JoinScreen
            key={`${flow.screen}:${code}`}
            code={code}
            onJoined={enter}
            onContinue={() => go({ screen: 'camera', code }, true)}
            fromLink={flow.screen === 'directJoin'}
            onCode={(next) => go({ screen: 'directJoin', code: next }, true)}
          />
        </Suspense>
      );
    }
    case 'camera': {
      const code = flow.code;
      return (
        <Suspense fallback={<RouteLoading />}>
          <EventHomeScreen
            key={code}
            code={code}
            initial={joinedHere}
            onLeave={leave}
            onSwitchUser={() => go({ screen: 'userSelect', code })}
          />
        </Suspense>
      );
    }
    case 'admin':
      // The creator's admin screen is its own page (see AppRoutes).
      return <Navigate to={adminPath(flow.code)} replace />;
  }
}

const PAYMENT_RETURN_PARAMS = ['paid', 'order', 'name', 'email', 'event', 'date', 'type', 'size', 'create'] as const;

/** The state an address implies by itself (an event link, a payment return, or a load with a current session); else null. */
function entryFlow(hasCodeParam: boolean, linkCode: string | undefined, resumeCode: string | undefined, paidReturn: boolean, openCreate = false): FlowState | null {
  if (hasCodeParam) return linkCode ? { screen: 'directJoin', code: linkCode } : LOBBY;
  // The payment-success page's Create Event (create=1) opens the form, prefilled from the paid order.
  if (paidReturn) return openCreate ? { screen: 'createEvent' } : LOBBY;
  if (resumeCode) return { screen: 'camera', code: resumeCode };
  return null;
}
