import { listSessions } from '../model/session/sessionStore';
import { settleFirstScreen } from './prerenderedLobby';
import { catalogueLoaders } from '../i18n/areas';
import { currentLocale } from '../i18n/localeStore';

/*
 * index.html's first module script, an entry of its own: it runs as soon as its few kilobytes arrive,
 * without waiting for the app's entry (React and the shell). On /gallery the page's chunk and its first
 * API reads start now, all at once, instead of one after the other once React has rendered. Elsewhere it
 * does nothing. On a lobby load it shows the lobby prerendered into index.html (prerenderedLobby.ts).
 */
if (settleFirstScreen() === 'lobby') {
  // The prerendered lobby is showing: its code starts now, beside React's, for the hydration.
  void import('../pages/MainFlowPage').catch(() => undefined);
  void import('../screens/lobby/LobbyScreen').catch(() => undefined);
}
if (window.location.pathname.replace(/\/+$/, '') === '/gallery') {
  // The reads first: on HTTP/1.1 they would otherwise queue behind the chunk's files for a connection. Their
  // code is a small chunk of its own, so that no other route's first load carries it (guest entry budget).
  void import('./galleryPrefetch')
    .then(({ galleryPrefetchPlan, startGalleryRequests }) => {
      const plan = galleryPrefetchPlan(window.location, listSessions);
      if (plan) startGalleryRequests(plan);
    })
    .catch(() => undefined); // the page's hooks ask the server themselves
  void import('../pages/GalleryPage').catch(() => undefined); // React.lazy asks again and reports a failure
  // The page's texts, same answer.
  for (const area of ['gallery', 'event'] as const) void catalogueLoaders[area][currentLocale()]().catch(() => undefined);
}
