import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { appManifest } from './app-manifest.js';
import { NAVIGATION_FALLBACK_DENYLIST } from './navigation-fallback.js';

/** Everything the app needs to start and to open any route: the shell, every route chunk, styles, icons (the
 * plugin adds manifest.webmanifest itself). */
export const PRECACHE_PATTERNS = ['**/*.{js,css,html,svg,png}'];

/** Workbox generateSW: precache the build, serve the shell to offline navigations, cache nothing else. */
export const WORKBOX_OPTIONS: VitePWAOptions['workbox'] = {
  globPatterns: PRECACHE_PATTERNS,
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [...NAVIGATION_FALLBACK_DENYLIST],
  runtimeCaching: [],
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // Vite's hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
};

/**
 * The installable app (vite-plugin-pwa, Workbox generateSW): writes dist/manifest.webmanifest, links it from
 * index.html and writes dist/sw.js, which precaches the build so the app opens offline once it was opened online.
 *
 * - No runtime caching at all: API answers, the socket and photos (presigned, other origin) always go to the
 *   network; only the build's own files are cached.
 * - No skipWaiting / clientsClaim: a new version installs in the background and takes over on the next
 *   launch, never under a running page (an upload in progress keeps its page and its chunks).
 * - The registration is ours (web/src/boot/registerServiceWorker.ts, after the first paint): nothing is
 *   injected into index.html but the manifest link, and no inline script (CSP script-src 'self').
 * - The Workbox runtime is inlined into sw.js: one file with a stable name, served no-cache.
 */
export const pwaPlugin = (tokensCss: string): PluginOption =>
  VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: appManifest(tokensCss),
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    workbox: WORKBOX_OPTIONS,
  });
