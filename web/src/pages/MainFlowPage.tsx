import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RouteLoading } from '../components/RouteLoading';
import type { CreatedHere } from '../features/event-created/EventCreatedRoute';
import { LobbyScreen } from '../features/lobby/LobbyScreen';
import { LOBBY, normalizePrefilledCode, parseFlowState, type FlowState } from '../features/main-flow/flowState';
import { UnbuiltScreen } from '../features/main-flow/UnbuiltScreen';

// The lobby is what every guest loads; the organizer's screens (and zod, which they need) load when opened.
const CreateEventScreen = lazy(() =>
  import('../features/create-event/CreateEventScreen').then((m) => ({ default: m.CreateEventScreen })),
);
const EventCreatedRoute = lazy(() =>
  import('../features/event-created/EventCreatedRoute').then((m) => ({ default: m.EventCreatedRoute })),
);

/**
 * `/`: the main flow's state machine. Transitions are history entries (see flowState.ts):
 * lobby →(push) createEvent →(replace) eventCreated, so Back from a created event returns to the lobby and
 * never to a form that would create the event twice.
 */
export default function MainFlowPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [createdHere, setCreatedHere] = useState<CreatedHere | null>(null);

  // An event link (?code=…) opens the lobby's join mode with the code, whatever the entry said before.
  const hasCodeParam = searchParams.has('code');
  const linkCode = normalizePrefilledCode(searchParams.get('code'));
  const flow: FlowState = hasCodeParam ? { screen: 'lobby', prefilledCode: linkCode } : parseFlowState(location.state);

  // Then the code leaves the address bar (spec "Routes"). It moves into the entry's state, so a reload
  // still shows it, and once dismissed it is not applied again.
  useEffect(() => {
    if (!hasCodeParam) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('code');
    const search = rest.toString();
    const state: FlowState = { screen: 'lobby', prefilledCode: linkCode };
    navigate({ pathname: '/', search: search ? `?${search}` : '' }, { replace: true, state });
  }, [hasCodeParam, linkCode, searchParams, navigate]);

  // A new screen starts at its top, as a new page would.
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [flow.screen]);

  const go = useCallback((state: FlowState, replace = false) => navigate('/', { state, replace }), [navigate]);
  const toLobby = useCallback(() => go(LOBBY, true), [go]);

  switch (flow.screen) {
    case 'lobby':
      return (
        <LobbyScreen
          // A different link code (a new ?code=… in the same tab) starts the lobby afresh in join mode.
          key={flow.prefilledCode ?? ''}
          prefilledCode={flow.prefilledCode}
          onCreateEvent={() => go({ screen: 'createEvent' })}
          onDiscardPrefill={toLobby}
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
          <EventCreatedRoute code={flow.code} createdHere={createdHere} onMissing={toLobby} />
        </Suspense>
      );
    case 'directJoin':
    case 'userSelect':
    case 'admin':
    case 'camera':
      return <UnbuiltScreen onHome={() => go(LOBBY)} />;
  }
}
