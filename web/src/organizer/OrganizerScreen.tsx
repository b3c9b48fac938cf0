import { Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OrganizerSignInResponse } from '../../../shared/schemas/organizer';
import { RouteLoading } from '../components/RouteLoading';
import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { useNavigateWhileHere } from '../model/navigation/useNavigateWhileHere';
import { OrganizerSignInScreen } from './OrganizerSignInScreen';
import { ORGANIZER_DASHBOARD_PATH, ORGANIZER_PATH, organizerNoticeOf, signInAgainState } from './organizerPaths';
import { clearOrganizerSession, readOrganizerSession, saveOrganizerSession, type OrganizerSession } from './organizerSession';
import './organizer.css';

/*
 * The dashboard (its tabs, the API's schemas, the commerce texts its orders are named in) is a chunk of its
 * own, so /organizer's sign-in paints without it: an organizer with a session starts loading it at once,
 * one signing in when the code is sent.
 */
// commerce: the orders name what was bought in the buyer's words (model/orders/productLabels orderName).
const OrganizerDashboardScreen = lazyWithTexts(['commerce'], () => import('./OrganizerDashboardScreen').then((m) => ({ default: m.OrganizerDashboardScreen })));
const preloadDashboard = () => void OrganizerDashboardScreen.preload();
if (readOrganizerSession()) preloadDashboard();

/**
 * /organizer and /organizer/dashboard, the same screen (commerce spec): the sign-in without a session, the
 * dashboard with one. The session's token is verified by the dashboard at load. A refused token clears the
 * session and shows the sign-in with 'Authentication required' (spec section 8); the notice rides in the
 * history entry, so it survives the move from /organizer/dashboard to /organizer (and comes from other pages).
 * A refusal answered after the organizer has left (a link tapped, Back: this screen stays mounted, its requests
 * alive, until the next page's chunk has loaded) clears the session but leaves them where they went
 * (useNavigateWhileHere).
 */
export function OrganizerScreen() {
  const navigate = useNavigate();
  const navigateWhileHere = useNavigateWhileHere();
  const { pathname, state } = useLocation();
  const [session, setSession] = useState<OrganizerSession | null>(readOrganizerSession);

  const signedIn = useCallback(
    (answer: OrganizerSignInResponse) => {
      const next = { token: answer.token, organizer: answer.organizer };
      saveOrganizerSession(next);
      setSession(next);
      if (pathname !== ORGANIZER_DASHBOARD_PATH) void navigate(ORGANIZER_DASHBOARD_PATH, { replace: true });
    },
    [navigate, pathname],
  );
  const signOut = useCallback(
    (refused: boolean) => {
      clearOrganizerSession();
      setSession(null);
      // Refused: the screen's own move (whatever asked the server), so not over a page the organizer went to.
      if (refused) navigateWhileHere(ORGANIZER_PATH, { replace: true, state: signInAgainState });
      else void navigate(ORGANIZER_PATH, { replace: true, state: null });
    },
    [navigate, navigateWhileHere],
  );
  const onAuthFailure = useCallback(() => signOut(true), [signOut]);
  const onBack = useCallback(() => signOut(false), [signOut]);

  if (!session) return <OrganizerSignInScreen key={organizerNoticeOf(state) ?? ''} notice={organizerNoticeOf(state)} onSignedIn={signedIn} onCodeSent={preloadDashboard} />;
  return (
    <Suspense fallback={<RouteLoading />}>
      <OrganizerDashboardScreen key={session.token} session={session} onAuthFailure={onAuthFailure} onBack={onBack} />
    </Suspense>
  );
}
