/**
 * Registers the service worker (web/pwa/service-worker.ts writes /sw.js in production builds), which keeps
 * the app shell and route chunks for offline launches. Loaded on demand from startApp.tsx after the page has
 * loaded, so it never sits on the first paint's critical path. `updateViaCache: 'none'` makes the browser
 * check sw.js with the server on every launch; a new version then takes over on the next launch.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | undefined> {
  // Old browsers and insecure origins (plain http on a LAN address) have no service workers: the app still works.
  if (!('serviceWorker' in nav)) return undefined;
  try {
    return await nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', type: 'classic', updateViaCache: 'none' });
  } catch (error) {
    // Offline support is a bonus, never a reason to fail the page.
    console.warn('Candid: the service worker could not register', error);
    return undefined;
  }
}
