import { settleFirstScreen } from './boot/prerenderedFirstScreen';
import { afterPaint, holdAppStart, whenAppMayStart } from './early/appStart';
import { showBootFailure } from './boot/showBootFailure';

/*
 * index.html's only script: it runs as soon as its few kilobytes arrive, and starts the app (React, the
 * shell, the route's page: startApp.tsx) from a chunk of its own. On a lobby or pricing load it first shows
 * the screen prerendered into index.html (prerenderedFirstScreen.ts); on /gallery it starts the first API
 * reads and paints the first row of photos (galleryFirstPaint.ts); the app starts once that has painted,
 * elsewhere at once.
 */
const firstScreen = settleFirstScreen();
if (firstScreen !== 'app') {
  // A prerendered screen is showing (the lobby, or the pricing page's first step): once it has painted, its
  // code and React's load for the hydration (a tap meanwhile is held and replayed). Before, their requests
  // would share the phone's connection with that paint.
  holdAppStart(
    afterPaint().then(() => {
      if (firstScreen !== 'lobby') return;
      void import('./pages/MainFlowPage').catch(() => undefined);
      void import('./screens/lobby/LobbyScreen').catch(() => undefined);
    }),
  );
}
if (window.location.pathname.replace(/\/+$/, '') === '/gallery') {
  // The gallery's reads start now, and its first row of photos paints before the app loads (the app waits:
  // appStart.ts). The painter is a small chunk of its own, so that no other route's first load carries it
  // (guest entry budget). Without a session to read with, it settles at once and the app shows the page.
  holdAppStart(import('./boot/galleryFirstPaint').then(({ galleryFirstPaint }) => galleryFirstPaint()));
}

// The app, at once, except after a /gallery load's first paint (appStart.ts).
whenAppMayStart()
  .then(() => import('./startApp'))
  .then(
    ({ startApp }) => startApp(),
    (error: unknown) => {
      console.error('Candid could not start', error);
      const root = document.getElementById('root');
      if (root) showBootFailure(root);
    },
  );
