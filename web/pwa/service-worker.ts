import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { appManifest } from './app-manifest.js';

/** Everything the app needs to start and to open any route: the shell, every route chunk, styles, icons (the
 * plugin adds manifest.webmanifest itself). */
export const PRECACHE_PATTERNS = ['**/*.{js,css,html,svg,png}'];

/** Our service worker's source (web/pwa/sw.ts), built into dist/sw.js. */
export const SERVICE_WORKER_SOURCE = { srcDir: 'pwa', filename: 'sw.ts' } as const;

/** Workbox injectManifest: which build files sw.js precaches (its list is injected at self.__WB_MANIFEST). */
export const INJECT_MANIFEST_OPTIONS: VitePWAOptions['injectManifest'] = {
  globPatterns: PRECACHE_PATTERNS,
  // One classic script with a stable name, served no-cache (registered with type 'classic').
  rollupFormat: 'iife',
  sourcemap: false,
  minify: true,
  // Vite's hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
};

/**
 * The installable app (vite-plugin-pwa, Workbox injectManifest): writes dist/manifest.webmanifest, links it
 * from index.html and builds dist/sw.js from web/pwa/sw.ts, which precaches the build so the app opens
 * offline once it was opened online, and finishes the photo queue by Background Sync where the browser has it.
 *
 * - No runtime caching at all (sw.ts registers no route but the offline navigation fallback): API answers,
 *   the socket and photos (presigned, other origin) always go to the network; only the build's files are cached.
 * - No skipWaiting / clientsClaim (sw.ts calls neither): a new version installs in the background and takes
 *   over on the next launch, never under a running page (an upload in progress keeps its page and its chunks).
 * - The registration is ours (web/src/boot/registerServiceWorker.ts, after the first paint): nothing is
 *   injected into index.html but the manifest link, and no inline script (CSP script-src 'self').
 */
export const pwaPlugin = (tokensCss: string): PluginOption =>
  VitePWA({
    strategies: 'injectManifest',
    ...SERVICE_WORKER_SOURCE,
    injectRegister: false,
    registerType: 'prompt',
    manifest: appManifest(tokensCss),
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    injectManifest: INJECT_MANIFEST_OPTIONS,
  });
