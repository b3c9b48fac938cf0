import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '../App';
import { isLocale } from '../../../shared/i18n/locale';
import { PRERENDERED_SCREENS, type PrerenderedScreen } from '../boot/firstScreenTemplates';
import type { Area } from '../i18n/areas';
import { setLocale } from '../i18n/localeStore';
import { loadTexts } from '../i18n/texts';

/** The texts each prerendered screen reads beyond the first screens' (its route's areas: routes/OtherRoutes.tsx). */
const SCREEN_AREAS: Record<PrerenderedScreen, readonly Area[]> = { lobby: [], pricing: ['commerce'] };

/**
 * A prerendered first screen as HTML, for index.html (tools/vite/prerender-first-screens.ts runs this at build
 * time in Node): `argument` is "<screen> <locale>", e.g. "pricing ro". The same tree the browser hydrates
 * (startApp.tsx: StrictMode > App = BrowserRouter > AppShell) at the screen's path with no state: a phone
 * without a session sees the lobby's select mode; a fresh visitor sees the pricing page's first step, its
 * prices waiting for the country. `prerender` waits for the lazy route chunks, so the markup is complete
 * (with React's Suspense markers, which hydration expects). The page then hydrates the markup of the device's
 * language (startApp.tsx has loaded the same texts first).
 */
export async function firstScreenMarkup(argument: string): Promise<string> {
  const [screen, locale] = argument.split(' ');
  if (!screen || !(screen in PRERENDERED_SCREENS)) throw new Error(`firstScreenMarkup: no prerendered screen ${screen}`);
  if (!isLocale(locale)) throw new Error(`firstScreenMarkup: no language ${locale}`);
  const name = screen as PrerenderedScreen;
  setLocale(locale);
  await Promise.all([loadTexts('first', locale), ...SCREEN_AREAS[name].map((area) => loadTexts(area, locale))]);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={PRERENDERED_SCREENS[name]}>
        <AppShell />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
