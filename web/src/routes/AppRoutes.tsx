import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { Route, Routes } from 'react-router-dom';
import { DeviceGate } from '../screens/device/DeviceGate';

/*
 * Every screen is its own chunk (React.lazy); the Suspense boundary around <AppRoutes> shows the loading
 * state. The guest entry therefore carries only the shell, and staff, organizer and commerce code never
 * reaches a guest's phone unless that page is opened. Each page's texts, in the device's language, load
 * beside its chunk (web/src/i18n/areas.ts).
 */
/**
 * Every route no guest takes on the way into an event (the creator's admin screen, the wall, buying, order
 * tracking, the portals, not found): their table is a chunk of its own, so the guest entry carries neither their
 * lazy imports nor their chunk lists (the admin screen's alone was ~0.5 KB gz of file names in every state).
 */
const loadOtherRoutes = () => import('./OtherRoutes');
const OtherRoutes = lazyWithTexts([], loadOtherRoutes);
const MainFlowPage = lazyWithTexts(['first'], () => import('../pages/MainFlowPage'));
const GalleryPage = lazyWithTexts(['gallery', 'event'], () => import('../pages/GalleryPage'));

/**
 * Loads the page at this path before the first render (startApp.tsx), so that the first screen the guest sees
 * is the page itself, not the loading state followed by the page a React reveal throttle (300 ms) later.
 * The boot entry has started these chunks already (web/src/startEarly.ts); this waits for them.
 */
export function preloadFirstRoute(pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return Promise.resolve(); // the main flow: the lobby hydrates as it loads (boot/prerenderedFirstScreen.ts)
  if (path === '/gallery') return GalleryPage.preload();
  return OtherRoutes.preload().then(loadOtherRoutes).then((m) => m.preloadOtherRoute(path));
}

/**
 * All routes of both specs.
 *
 * /admin: the specs conflict. event-flow.md calls /admin the event creator's admin screen; the commerce
 * spec puts the staff portal's login on /admin (/admin/login, /admin/dashboard). Decision: the staff
 * portal keeps /admin*, and the event creator's admin screen lives at /event-admin.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <DeviceGate>
            <MainFlowPage />
          </DeviceGate>
        }
      />
      <Route path="/gallery" element={<GalleryPage />} />

      {/* The event's admin screen and wall, buyers, organizers, staff, developer pages and Page not found: a table of their own (below). */}
      <Route path="*" element={<OtherRoutes />} />
    </Routes>
  );
}
