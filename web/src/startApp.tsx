import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { App } from './App';
import { settleFirstScreen } from './boot/prerenderedFirstScreen';
import { showBootFailure } from './boot/showBootFailure';
import { loadTexts } from './i18n/texts';
import { preloadFirstRoute } from './routes/AppRoutes';

/*
 * The app itself: React, the shell and the route's page, mounted into #root. The boot script
 * (web/src/startEarly.ts) loads this chunk once it may (web/src/early/appStart.ts).
 */

/**
 * React 19 reports render errors through the root's callbacks instead of throwing from render(), so the
 * fallback hangs off onUncaughtError. An uncaught error means React has already unmounted the whole tree,
 * so the plain failure page is the only thing left worth showing, whenever it happens.
 */
function mount(el: HTMLElement): void {
  let root: Root | undefined;
  try {
    const options: RootOptions = {
      onUncaughtError: (error) => {
        console.error('Candid could not render', error);
        // Unmounting from inside React's own error handling is not allowed; do it right after.
        setTimeout(() => {
          root?.unmount();
          showBootFailure(el);
        }, 0);
      },
    };
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // A lobby or pricing load shows its prerendered screen already (web/src/boot/prerenderedFirstScreen.ts):
    // React adopts it.
    if (settleFirstScreen(el.ownerDocument) !== 'app') {
      root = hydrateRoot(el, app, options);
    } else {
      root = createRoot(el, options);
      // A transition: React renders the first screen in slices, so a long page (a gallery of 50 cards) never
      // holds the phone's main thread for long in one go.
      const fresh = root;
      startTransition(() => fresh.render(app));
    }
  } catch (error) {
    console.error('Candid could not start', error);
    showBootFailure(el);
  }
}

/**
 * The first screens' texts in the device's language come first: hydrating a prerendered screen must not
 * suspend (the route's own texts load with its page: preloadFirstRoute). Without them (offline on a first visit) nothing can be shown but the failure page. The page at
 * this address loads beside them (a failure there is the route's own to show: it asks again when rendered).
 */
export function startApp(): void {
  // The boot script is async: it may run before the parser has reached #root.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startApp, { once: true });
    return;
  }
  const container = document.getElementById('root');
  if (!container) return;
  const route = preloadFirstRoute(window.location.pathname).catch(() => undefined);
  Promise.all([loadTexts('first'), route]).then(
    () => mount(container),
    (error: unknown) => {
      console.error('Candid could not load its texts', error);
      showBootFailure(container);
    },
  );
  afterLoad(() => {
    // Photos kept earlier and not yet uploaded (a reload, a closed tab, an offline start) are sent from any
    // route, from a small chunk of their own (the camera's code stays on the camera's route).
    void import('./model/upload/resumeQueue').then((m) => m.resumeQueueOnStart()).catch(() => undefined);
    // The offline app shell (service worker), from its own small chunk, so it never delays the first paint.
    // Production builds only: the dev server has no sw.js.
    if (import.meta.env.PROD) void import('./boot/registerServiceWorker').then((m) => m.registerServiceWorker());
  });
}

/** Once the page has loaded (at once if it has: a /gallery load starts the app after its first paint). */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
