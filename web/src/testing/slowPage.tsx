import { lazy, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A lazy page whose chunk arrives only when the test calls `arrive()`, as React.lazy loads a real one. Meanwhile
 * the router (a React transition) keeps the page tapped from mounted, its timers and requests alive: the window
 * in which a page's own later navigation could land on top of the tap (model/navigation/useNavigateWhileHere).
 */
export function slowPage(heading: string): { Page: ComponentType; arrive: () => void } {
  let arrive: () => void = () => {};
  const chunk = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: () => <h1>{heading}</h1> })));
  return { Page: lazy(() => chunk), arrive: () => arrive() };
}

/** The browser's Back, as the test's own button. */
export function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}
