import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffUser } from '../../../shared/schemas/staff';
import { staffScreenTexts } from '../../../shared/staff-messages';
import { ApiError } from '../api/ApiError';
import { ErrorBanner } from '../components/ErrorBanner';
import { RouteLoading } from '../components/RouteLoading';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { verifyStaff } from './staffApi';
import { clearStaffToken, readStaffToken } from './staffSession';

export const STAFF_LOGIN_PATH = '/admin/login';
const ROLE_LABEL: Record<StaffUser['role'], string> = { admin: 'Admin', support: 'Support' };

type State = { kind: 'checking' } | { kind: 'ready'; user: StaffUser } | { kind: 'unreachable'; message: string };

/**
 * /admin/dashboard (commerce spec: Admin dashboard, first paragraph). The token is checked on load: none
 * → 'No admin token found' and the login; refused → removed, and the login. A network failure keeps the
 * token (the session may well be valid) and says so.
 */
export function StaffDashboardScreen() {
  useDocumentTitle('Staff Dashboard');
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    const token = readStaffToken();
    if (!token) {
      void navigate(STAFF_LOGIN_PATH, { replace: true, state: { notice: staffScreenTexts.noAdminToken } });
      return;
    }
    const abort = new AbortController();
    verifyStaff(token, abort.signal).then(
      (user) => setState({ kind: 'ready', user }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          clearStaffToken();
          void navigate(STAFF_LOGIN_PATH, { replace: true, state: { notice: err.message } });
          return;
        }
        setState({ kind: 'unreachable', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => abort.abort();
  }, [navigate]);

  const logout = () => {
    clearStaffToken();
    void navigate(STAFF_LOGIN_PATH, { replace: true });
  };

  if (state.kind === 'checking') return <RouteLoading />;
  if (state.kind === 'unreachable') {
    return (
      <main className="page">
        <ErrorBanner message={state.message} />
        <button type="button" className="btn btn--primary btn--block" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
  }
  const { user } = state;
  return (
    <main className="page">
      <SiteHeader />
      <header className="staff-header stack stack--tight">
        <h1 className="page__title">Welcome, {user.name}</h1>
        <p className="page__lead">
          Signed in as {user.email} · Role: <span className="staff-role">{ROLE_LABEL[user.role]}</span>
        </p>
        <button type="button" className="btn btn--secondary" onClick={logout}>
          Logout
        </button>
      </header>
      <section className="polaroid stack" aria-labelledby="staff-next-title">
        <h2 id="staff-next-title">The staff tools arrive next</h2>
        <p className="page__lead">
          Overview, events, orders, photos and analytics will appear here in the coming releases. For now this portal signs you in and
          checks your role.
        </p>
      </section>
    </main>
  );
}
