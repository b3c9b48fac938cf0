import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderFirstScreens } from '../tools/vite/prerender-first-screens.js';
import { LOCALES } from '../shared/i18n/locale.js';
import { firstScreenStyleId, firstScreenTemplateId, PRERENDERED_SCREENS, type PrerenderedScreen } from './src/boot/firstScreenTemplates.js';
import { routePreload } from '../tools/vite/route-preload.js';
import { pwaPlugin } from './pwa/service-worker.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/**
 * What the boot entry imports (its API client, the session store, the first-screen decision and the device
 * rule), bundled with it into one file that imports nothing, so it runs the moment it arrives. The service
 * worker's registration stays out: startApp.tsx imports it lazily, which would need the bundler's runtime here.
 */
const BOOT_MODULES = /\/web\/src\/(startEarly\.ts|boot\/(?!registerServiceWorker|galleryFirstPaint|first-paint|firstPaintOverlay)|early\/appStart|storage\/|model\/session\/sessionStore|i18n\/(localeStore|areas)\.ts)|\/web\/src\/model\/device\/(isMobileDevice|desktopOverride)\.ts|\/shared\/i18n\/locale\.ts|vite\/preload-helper/;

/**
 * The SPA build. `npm run build` (from the repository root) writes web/dist, which the web bucket
 * (CloudFront) and the local stack serve. The site's CSP is `script-src 'self'`, so nothing here may
 * produce an inline script: the entry is an external module and the module-preload polyfill is off
 * (every browser that runs our ES2022 output supports modulepreload or ignores it harmlessly).
 */
export default defineConfig({
  root: webRoot,
  // VITE_PUBLIC_SITE_URL and friends live with the rest of the project's configuration.
  envDir: repoRoot,
  // The one support address (shared/support.ts): the same CANDID_SUPPORT_EMAIL the functions read.
  define: { 'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(process.env.CANDID_SUPPORT_EMAIL ?? '') },
  // A tiny boot entry shows the prerendered lobby, or starts /gallery's chunk and reads, before React has
  // arrived (tools/vite/route-preload.ts). The lobby's own chunk is no longer preloaded: the prerendered
  // lobby paints without it, and on other routes it was bytes and a connection slot spent for nothing.
  // pwaPlugin: the manifest and the service worker (web/pwa/), themed from the design tokens.
  plugins: [
    react(),
    // The API client's chunk (the guest-flow group's) downloads beside the boot: every route's app needs it,
    // and /gallery's first paint reads with it before the app loads (web/src/boot/galleryFirstPaint.ts).
    routePreload({
      modules: ['src/api/callApi.ts'],
      bootEntry: 'src/startEarly.ts',
      bootModules: BOOT_MODULES,
      // /gallery's first paint (its reads and first row of photos) starts from a chunk of its own: sent as a
      // Link header with index.html at /gallery, it downloads beside the boot instead of one round trip after.
      routeLinks: { '/gallery': ['src/boot/galleryFirstPaint.ts'] },
    }),
    // The lobby's first screen and the pricing page's first step, prerendered into index.html
    // (tools/vite/prerender-first-screens.ts). One template per screen and language, and the pricing page's
    // styles; the boot shows the device's (web/src/boot/prerenderedFirstScreen.ts).
    prerenderFirstScreens({
      module: 'src/prerender/firstScreenMarkup.tsx',
      exportName: 'firstScreenMarkup',
      templates: (Object.keys(PRERENDERED_SCREENS) as PrerenderedScreen[]).flatMap((screen) =>
        LOCALES.map((locale) => ({ templateId: firstScreenTemplateId(screen, locale), argument: `${screen} ${locale}` })),
      ),
      styles: [{ templateId: firstScreenStyleId('pricing'), module: 'src/pages/PricingPage.tsx' }],
    }),
    pwaPlugin(readFileSync(new URL('src/styles/tokens.css', import.meta.url), 'utf8')),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in production: they would publish the sources next to the app.
    sourcemap: false,
    modulePreload: { polyfill: false },
    // The CSP's font-src is 'self' only: never turn assets into data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules of every guest path into an event (flow state, event paths, the join model
              // and its rules): one request and one gzip stream instead of eight
              // files of 0.1–0.9 KB each. Measured: event link 100.0 → 99.1 KB gz (budget 100), lobby
              // 95.5 → 97.1, /gallery 101.3 → 103.3; two groups (shared / join) measured worse on all three.
              // With the languages (#20): the i18n runtime joins it; what only later screens use (durations,
              // the Intl formatters) stays out. So does Back handling (model/navigation: the lobby's join mode,
              // dialogs), which an event link never uses: event link [ro] −0.48 KB, lobby +0.23, /pricing −0.47.
              name: 'guest-flow',
              priority: 2,
              test: /web\/src\/(model\/(main-flow|join)\/|model\/events\/(?!formatDuration)|components\/(useDocumentTitle|ErrorBanner|Logo|RouteLoading)\.|i18n\/(LanguageSwitch|lazyWithTexts|texts|errorText)\.)|shared\/rules\/code-and-name\./,
            },
            {
              // The Romanian first screens' texts and the join errors they share with later areas: one file, as
              // in English (where the join texts ride in guest-flow). The first area loads on every page, so
              // the later catalogues lose nothing by taking the join texts from here (guest entry budget).
              name: 'first-ro',
              priority: 2,
              test: /web\/src\/i18n\/(catalogues\/first\/ro|errors\/join\.ro)\.ts/,
            },
            {
              // The early reads' store (web/src/early/earlyRequests.ts, earlyMe.ts): session revalidation on every
              // event route takes from it, and must not bring the gallery's first paint along.
              name: 'early-reads',
              priority: 3,
              test: /web\/src\/early\/(earlyRequests|earlyMe)\.ts/,
            },
            {
              // A /gallery load's first paint and its reads (web/src/boot/galleryFirstPaint.ts): one file instead of
              // two one round trip apart, before the photos. Below guest-flow, which keeps the API client.
              name: 'gallery-first',
              priority: 1,
              test: /web\/src\/(boot\/(galleryFirstPaint|firstPaintOverlay)|early\/galleryPrefetch)\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite` on its own has no API; point it at a running local stack (npm start) when developing.
    proxy: process.env.CANDID_API_ORIGIN ? { '/api': { target: process.env.CANDID_API_ORIGIN, changeOrigin: true } } : undefined,
  },
});
