import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AccessDenied, EventAdminScreen } from '../screens/event-admin/EventAdminScreen';
import { LOBBY, normalizePrefilledCode, type FlowState, type LobbyNotice } from '../model/main-flow/flowState';

/**
 * /event-admin?event={code}: the event creator's admin screen (the spec's /admin; the staff portal owns
 * /admin, see AppRoutes). Its own lazy page, so no guest ever downloads it.
 */
export default function EventAdminPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const code = normalizePrefilledCode(params.get('event'));
  const fromCamera = (location.state as { from?: unknown } | null)?.from === 'camera';
  // In-app history to return through (location.key is "default" on the first entry of the tab).
  const hasHistory = location.key !== 'default';

  const backToEvent = useCallback(() => {
    // Spec: leaving the admin screen returns to the camera state.
    if (fromCamera) navigate(-1);
    else if (code) navigate('/', { replace: true, state: { screen: 'camera', code } satisfies FlowState });
    else navigate('/', { replace: true });
  }, [fromCamera, code, navigate]);
  const goBack = useCallback(() => (hasHistory ? navigate(-1) : navigate('/', { replace: true })), [hasHistory, navigate]);
  const leave = useCallback(
    (notice?: LobbyNotice) => navigate('/', { replace: true, state: notice ? ({ screen: 'lobby', notice } satisfies FlowState) : LOBBY }),
    [navigate],
  );

  if (!code) return <AccessDenied onGoBack={goBack} />;
  return <EventAdminScreen key={code} code={code} onBackToEvent={backToEvent} onGoBack={goBack} onLeave={leave} />;
}
