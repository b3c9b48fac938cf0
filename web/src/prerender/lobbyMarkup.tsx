import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '../App';

/**
 * The lobby's first screen as HTML, for index.html (tools/vite/prerender-lobby.ts runs this at build time in
 * Node). The same tree the browser hydrates (main.tsx: StrictMode > App = BrowserRouter > AppShell) at `/`
 * with no state: a phone without a session sees the lobby's select mode. `prerender` waits for the lazy
 * route chunks, so the markup is complete (with React's Suspense markers, which hydration expects).
 */
export async function lobbyMarkup(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <AppShell />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
