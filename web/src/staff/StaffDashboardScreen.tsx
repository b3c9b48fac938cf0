import { lazy, Suspense, type JSX, type LazyExoticComponent, useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffUser } from '../../../shared/schemas/staff';
import { ApiError } from '../api/ApiError';
import { ErrorBanner } from '../components/ErrorBanner';
import { RouteLoading } from '../components/RouteLoading';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { codeText, errorText } from '../i18n/errorText';
import { currentTexts, useTexts } from '../i18n/texts';
import { useNavigateWhileHere } from '../model/navigation/useNavigateWhileHere';
import { verifyStaff } from './staffApi';
import { clearStaffToken, readStaffToken } from './staffSession';
import '../components/tabs.css';
import './staffDashboard.css';
import { STAFF_TABS, type StaffTabId, type StaffTabProps } from './tabs/staffTab';

/** Each tab is its own chunk: the dashboard opens on the overview without loading the others. */
const TAB_COMPONENTS: Record<StaffTabId, LazyExoticComponent<(props: StaffTabProps) => JSX.Element>> = {
  overview: lazy(() => import('./tabs/OverviewTab')),
  events: lazy(() => import('./tabs/EventsTab')),
  orders: lazy(() => import('./tabs/OrdersTab')),
  photos: lazy(() => import('./tabs/PhotosTab')),
  analytics: lazy(() => import('./tabs/AnalyticsTab')),
};

export const STAFF_LOGIN_PATH = '/admin/login';

type State = { kind: 'checking' } | { kind: 'ready'; user: StaffUser; token: string } | { kind: 'unreachable'; message: string };

/**
 * /admin/dashboard (commerce spec: Admin dashboard, first paragraph). The token is checked on load: none
 * → 'No admin token found' and the login; refused → removed, and the login. A network failure keeps the
 * token (the session may well be valid) and says so.
 *
 * A refusal answered after the staffer has left (a link tapped, Back: this screen stays mounted, its requests
 * alive, until the next page's chunk has loaded) removes the token but leaves them where they went
 * (useNavigateWhileHere); the dashboard shows the login on the next visit.
 */
export function StaffDashboardScreen() {
  const t = useTexts('staff');
  useDocumentTitle(t.shell.documentTitle);
  const navigate = useNavigate();
  const navigateWhileHere = useNavigateWhileHere();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    const token = readStaffToken();
    if (!token) {
      void navigate(STAFF_LOGIN_PATH, { replace: true, state: { notice: currentTexts('staff').screen.noAdminToken } });
      return;
    }
    const abort = new AbortController();
    verifyStaff(token, abort.signal).then(
      (user) => setState({ kind: 'ready', user, token }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          clearStaffToken();
          navigateWhileHere(STAFF_LOGIN_PATH, { replace: true, state: { notice: errorText(err, err.message) } });
          return;
        }
        // Unreachable (NETWORK and the like): the client's own text by its code in the reader's language, where a loaded catalogue has it.
        setState({ kind: 'unreachable', message: err instanceof ApiError ? codeText(err.code, err.message) : err instanceof Error ? err.message : String(err) });
      },
    );
    return () => abort.abort();
  }, [navigate, navigateWhileHere]);

  const [tab, setTab] = useState<StaffTabId>('overview');
  const tabsId = useId();

  const logout = () => {
    clearStaffToken();
    void navigate(STAFF_LOGIN_PATH, { replace: true });
  };
  const onAuthFailure = useCallback(
    (message: string) => {
      clearStaffToken();
      navigateWhileHere(STAFF_LOGIN_PATH, { replace: true, state: { notice: message } });
    },
    [navigateWhileHere],
  );
  const goToTab = useCallback((next: StaffTabId) => setTab(next), []);
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = STAFF_TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight' ? STAFF_TABS[(at + 1) % STAFF_TABS.length]
      : e.key === 'ArrowLeft' ? STAFF_TABS[(at + STAFF_TABS.length - 1) % STAFF_TABS.length]
      : e.key === 'Home' ? STAFF_TABS[0]
      : e.key === 'End' ? STAFF_TABS[STAFF_TABS.length - 1]
      : undefined;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  if (state.kind === 'checking') return <RouteLoading label={t.common.loading} />;
  if (state.kind === 'unreachable') {
    return (
      <main className="page">
        <ErrorBanner message={state.message} />
        <button type="button" className="btn btn--primary btn--block" onClick={() => window.location.reload()}>
          {t.common.tryAgain}
        </button>
      </main>
    );
  }
  const { user } = state;
  return (
    <main className="page staff-page">
      <div className="staff-topbar">
        <SiteHeader />
      </div>
      <header className="staff-header stack stack--tight">
        <h1 className="page__title">{t.shell.welcome(user.name)}</h1>
        <p className="page__lead">
          {t.shell.signedInAs(user.email)}
          <span className="staff-role">{t.shell.roles[user.role]}</span>
        </p>
        <button type="button" className="btn btn--secondary" onClick={logout}>
          {t.shell.logout}
        </button>
      </header>
      <div className="tabs staff-tabs" role="tablist" aria-label={t.shell.tabsLabel} onKeyDown={onTabKey}>
        {STAFF_TABS.map((id) => (
          <button
            key={id}
            id={`${tabsId}-${id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === id}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {t.shell.tabs[id]}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="staff-panel">
        <Suspense fallback={<RouteLoading label={t.common.loading} />}>
          <TabContent tab={tab} token={state.token} user={user} onAuthFailure={onAuthFailure} goToTab={goToTab} />
        </Suspense>
      </div>
    </main>
  );
}

function TabContent({ tab, ...props }: StaffTabProps & { tab: StaffTabId }) {
  const Tab = TAB_COMPONENTS[tab];
  return <Tab {...props} />;
}
