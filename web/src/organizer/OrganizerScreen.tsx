import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OrganizerSignInResponse } from '../../../shared/schemas/organizer';
import { OrganizerDashboardScreen } from './OrganizerDashboardScreen';
import { OrganizerSignInScreen } from './OrganizerSignInScreen';
import { ORGANIZER_DASHBOARD_PATH, ORGANIZER_PATH } from './organizerPaths';
import { clearOrganizerSession, readOrganizerSession, saveOrganizerSession, type OrganizerSession } from './organizerSession';
import './organizer.css';

/**
 * /organizer and /organizer/dashboard, the same screen (commerce spec): the sign-in without a session, the
 * dashboard with one. The session's token is verified by the dashboard at load.
 */
export function OrganizerScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [session, setSession] = useState<OrganizerSession | null>(readOrganizerSession);
  const [notice, setNotice] = useState<string>();

  const signedIn = useCallback(
    (answer: OrganizerSignInResponse) => {
      const next = { token: answer.token, organizer: answer.organizer };
      saveOrganizerSession(next);
      setNotice(undefined);
      setSession(next);
      if (pathname !== ORGANIZER_DASHBOARD_PATH) void navigate(ORGANIZER_DASHBOARD_PATH, { replace: true });
    },
    [navigate, pathname],
  );
  const signOut = useCallback(
    (message?: string) => {
      clearOrganizerSession();
      setNotice(message);
      setSession(null);
      void navigate(ORGANIZER_PATH, { replace: true });
    },
    [navigate],
  );
  const onAuthFailure = useCallback((message: string) => signOut(message), [signOut]);
  const onBack = useCallback(() => signOut(), [signOut]);

  if (!session) return <OrganizerSignInScreen notice={notice} onSignedIn={signedIn} />;
  return <OrganizerDashboardScreen key={session.token} session={session} onAuthFailure={onAuthFailure} onBack={onBack} />;
}
