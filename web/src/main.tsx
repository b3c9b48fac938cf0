import { whenAppMayStart } from './boot/appStart';
import { showBootFailure } from './boot/showBootFailure';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
// The lobby is prerendered into index.html (tools/vite/prerender-lobby.ts): its styles must be in the
// render-blocking stylesheet, or its markup would paint unstyled until its chunk's CSS arrives.
import './screens/lobby/lobby.css';

/*
 * index.html's app entry: the styles every screen needs, and the app (React and the route's page) from a
 * chunk of its own, as soon as the boot entry lets it start (web/src/boot/appStart.ts: at once, except on
 * a /gallery load, which paints its first photos first).
 */
const container = document.getElementById('root');
if (container) {
  whenAppMayStart()
    .then(() => import('./startApp'))
    .then(
      ({ startApp }) => startApp(container),
      (error: unknown) => {
        console.error('Candid could not start', error);
        showBootFailure(container);
      },
    );
}
