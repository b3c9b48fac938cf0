import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '../App';
import { isLocale } from '../../../shared/i18n/locale';
import { setLocale } from '../i18n/localeStore';
import { loadTexts } from '../i18n/texts';

/**
 * The lobby's first screen as HTML, for index.html (tools/vite/prerender-lobby.ts runs this at build time in
 * Node). The same tree the browser hydrates (startApp.tsx: StrictMode > App = BrowserRouter > AppShell) at `/`
 * with no state: a phone without a session sees the lobby's select mode. `prerender` waits for the lazy
 * route chunks, so the markup is complete (with React's Suspense markers, which hydration expects).
 * One call per language: the page then hydrates the markup of the device's language (startApp.tsx has loaded
 * the same texts first).
 */
export async function lobbyMarkup(locale: string): Promise<string> {
  if (!isLocale(locale)) throw new Error(`lobbyMarkup: no language ${locale}`);
  setLocale(locale);
  await loadTexts('first', locale);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <AppShell />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
