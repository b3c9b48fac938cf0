import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { showBootFailure } from './boot/showBootFailure';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

const container = document.getElementById('root');

/**
 * React 19 reports render errors through the root's callbacks instead of throwing from render(), so the
 * fallback hangs off onUncaughtError. An uncaught error means React has already unmounted the whole tree,
 * so the plain failure page is the only thing left worth showing, whenever it happens.
 */
function mount(el: HTMLElement): void {
  let root: Root | undefined;
  try {
    root = createRoot(el, {
      onUncaughtError: (error) => {
        console.error('Candid could not render', error);
        // Unmounting from inside React's own error handling is not allowed; do it right after.
        setTimeout(() => {
          root?.unmount();
          showBootFailure(el);
        }, 0);
      },
    });
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Candid could not start', error);
    showBootFailure(el);
  }
}

if (container) mount(container);

// The offline app shell (service worker): registered once the page has loaded, from its own small chunk, so
// it never delays the first paint. Production builds only: the dev server has no sw.js.
// Photos kept earlier and not yet uploaded (a reload, a closed tab, an offline start) are sent from any route,
// from a small chunk of their own loaded after the page (the camera's code stays on the camera's route).
window.addEventListener('load', () => void import('./model/upload/resumeQueue').then((m) => m.resumeQueueOnStart()).catch(() => undefined), { once: true });

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./boot/registerServiceWorker').then((m) => m.registerServiceWorker()), { once: true });
}
