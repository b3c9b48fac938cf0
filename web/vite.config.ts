import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugin } from './pwa/service-worker.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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
  // pwaPlugin: the manifest and the service worker (web/pwa/), themed from the design tokens.
  plugins: [react(), pwaPlugin(readFileSync(new URL('src/styles/tokens.css', import.meta.url), 'utf8'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in production: they would publish the sources next to the app.
    sourcemap: false,
    modulePreload: { polyfill: false },
    // The CSP's font-src is 'self' only: never turn assets into data: URLs.
    assetsInlineLimit: 0,
  },
  server: {
    // `vite` on its own has no API; point it at a running local stack (npm start) when developing.
    proxy: process.env.CANDID_API_ORIGIN ? { '/api': { target: process.env.CANDID_API_ORIGIN, changeOrigin: true } } : undefined,
  },
});
