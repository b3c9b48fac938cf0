import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './components/AppErrorBoundary';
import { RouteLoading } from './components/RouteLoading';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}

/**
 * Everything inside the router. The build renders it under a static router at `/` to prerender the lobby
 * (web/src/prerender/lobbyMarkup.tsx), so the browser's first render must be this same tree.
 */
export function AppShell() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<RouteLoading />}>
        <AppRoutes />
      </Suspense>
    </AppErrorBoundary>
  );
}
