import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Organizer } from '../../../shared/schemas/organizer';
import { ApiError } from '../api/ApiError';
import { ErrorBanner } from '../components/ErrorBanner';
import { RouteLoading } from '../components/RouteLoading';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useTexts } from '../i18n/texts';
import { OrganizerHeader } from './OrganizerHeader';
import { loadOrganizerDashboard, verifyOrganizer } from './organizerApi';
import type { OrganizerSession } from './organizerSession';
import { AddOnsTab } from './tabs/AddOnsTab';
import { EventsTab } from './tabs/EventsTab';
import { OrdersTab } from './tabs/OrdersTab';
import { OverviewTab } from './tabs/OverviewTab';
import { ORGANIZER_TABS, type OrganizerData, type OrganizerTabId, type OrganizerTabProps } from './tabs/organizerTab';

const TAB_COMPONENTS: Record<OrganizerTabId, (props: OrganizerTabProps) => React.JSX.Element> = {
  overview: OverviewTab,
  events: EventsTab,
  orders: OrdersTab,
  addons: AddOnsTab,
};

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; organizer: Organizer; data: OrganizerData }
  /** Which of the spec's texts to show (read in the language of the moment, a switch included). */
  | { kind: 'failed'; failure: 'failedToLoadDashboard' | 'failedToFetchData' };

const isAuthFailure = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 401 || err.status === 403);

interface Props {
  session: OrganizerSession;
  /** A refused token (verify or any call): the page clears the session and shows the sign-in with 'Authentication required'. */
  onAuthFailure: () => void;
  /** Back: to the sign-in, the session cleared (spec). */
  onBack: () => void;
}

/**
 * /organizer and /organizer/dashboard with a session (commerce spec: Organizer dashboard). The token is
 * verified at load; the dashboard's data comes from the organizer's own orders and events (one call).
 */
export function OrganizerDashboardScreen({ session, onAuthFailure, onBack }: Props) {
  const texts = useTexts('organizer');
  const t = texts.dashboard;
  useDocumentTitle(texts.title);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState<OrganizerTabId>('overview');
  const tabsId = useId();
  const { token } = session;

  useEffect(() => {
    const abort = new AbortController();
    const load = async () => {
      let organizer: Organizer;
      try {
        organizer = await verifyOrganizer(token, abort.signal);
      } catch (err) {
        if (abort.signal.aborted) return;
        if (isAuthFailure(err)) return onAuthFailure();
        return setState({ kind: 'failed', failure: 'failedToLoadDashboard' });
      }
      try {
        const data = await loadOrganizerDashboard(token, abort.signal);
        setState({ kind: 'ready', organizer, data });
      } catch (err) {
        if (abort.signal.aborted) return;
        if (isAuthFailure(err)) return onAuthFailure();
        setState({ kind: 'failed', failure: 'failedToFetchData' });
      }
    };
    void load();
    return () => abort.abort();
  }, [token, attempt, onAuthFailure]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // From the failure screen, says it is loading again (a tab's reload keeps the dashboard shown meanwhile).
  const retry = () => {
    setState({ kind: 'loading' });
    reload();
  };
  const goToTab = useCallback((next: OrganizerTabId) => setTab(next), []);
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = ORGANIZER_TABS.indexOf(tab);
    const n = ORGANIZER_TABS.length;
    const next =
      e.key === 'ArrowRight' ? ORGANIZER_TABS[(at + 1) % n]
      : e.key === 'ArrowLeft' ? ORGANIZER_TABS[(at + n - 1) % n]
      : e.key === 'Home' ? ORGANIZER_TABS[0]
      : e.key === 'End' ? ORGANIZER_TABS[n - 1]
      : undefined;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  if (state.kind === 'loading') return <RouteLoading label={t.loading} />;
  if (state.kind === 'failed') {
    return (
      <main className="page">
        <OrganizerHeader />
        <h1 className="page__title">{texts.title}</h1>
        <ErrorBanner message={texts.failures[state.failure]} />
        <button type="button" className="btn btn--primary btn--block" onClick={retry}>
          {t.tryAgain}
        </button>
        <button type="button" className="btn btn--secondary btn--block" onClick={onBack}>
          {t.back}
        </button>
      </main>
    );
  }

  const Tab = TAB_COMPONENTS[tab];
  return (
    <main className="page organizer">
      <OrganizerHeader />
      <header className="stack stack--tight">
        <h1 className="page__title">{texts.title}</h1>
        <p className="page__lead">{t.signedInAs(state.organizer.email)}</p>
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {t.back}
        </button>
      </header>
      <div className="organizer-tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onTabKey}>
        {ORGANIZER_TABS.map((id) => (
          <button
            key={id}
            id={`${tabsId}-${id}`}
            type="button"
            role="tab"
            className="organizer-tabs__tab"
            aria-selected={tab === id}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {t.tabs[id]}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="stack">
        <Tab token={token} data={state.data} reload={reload} onAuthFailure={onAuthFailure} goToTab={goToTab} />
      </div>
    </main>
  );
}
