import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyWithTexts, type PreloadableRoute } from '../i18n/lazyWithTexts';

/*
 * The event creator's admin screen and the event's wall, the routes of buyers, organizers and staff (commerce
 * spec), the developer page and Page not found, under AppRoutes' catch-all: loaded only when one of them is
 * opened. Each page is its own chunk and its texts load beside it (web/src/i18n/areas.ts).
 */
// The creator's admin screen opens from the camera, one small chunk (this table) later than from AppRoutes;
// the wall is a venue's screen, not a phone's.
const EventAdminPage = lazyWithTexts(['event', 'organizer'], () => import('../pages/EventAdminPage'));
const WallPage = lazyWithTexts(['gallery', 'aside'], () => import('../pages/WallPage'));
const loadPricingPage = () => import('../pages/PricingPage');
const PricingPage = lazyWithTexts(['commerce'], loadPricingPage);
const PaymentSuccessPage = lazyWithTexts(['commerce', 'orders'], () => import('../pages/PaymentSuccessPage'));
const PaymentCancelledPage = lazyWithTexts(['commerce', 'orders'], () => import('../pages/PaymentCancelledPage'));
const PaymentRetryPage = lazyWithTexts(['commerce', 'orders'], () => import('../pages/PaymentRetryPage'));
const OrderTrackingPage = lazyWithTexts(['commerce', 'orders', 'history'], () => import('../pages/OrderTrackingPage'));
// The dashboard loads the commerce texts with its own chunk (organizer/OrganizerScreen.tsx).
const OrganizerPage = lazyWithTexts(['organizer'], () => import('../pages/organizer/OrganizerPage'));
const OrganizerEventPage = lazyWithTexts(['organizer'], () => import('../pages/organizer/OrganizerEventPage'));
const StaffLoginPage = lazyWithTexts(['staff'], () => import('../pages/staff/StaffLoginPage'));
const StaffDashboardPage = lazyWithTexts(['staff', 'commerce', 'orders', 'history'], () => import('../pages/staff/StaffDashboardPage'));
// A package's print bundle (issue #28): from the event admin screen or the organizer portal.
const PrintSelectionPage = lazyWithTexts(['commerce', 'orders', 'first'], () => import('../pages/organizer/PrintSelectionPage'));
// Where the raw archive's download link sends a browser when it gives no file (its contract's refusalPage); its
// few texts come with its chunk (pages/DownloadPage.tsx).
const DownloadPage = lazyWithTexts([], () => import('../pages/DownloadPage'));
const NotFoundPage = lazyWithTexts(['aside'], () => import('../pages/NotFoundPage'));

/**
 * Developer page (commerce spec "/test-expired"): in every build but the production one — the dev server,
 * the local stack's build (mode `localstack`, infra/local/start.ts) and tests. Vite writes the mode into the
 * code, so the production build (`npm run build`, what is deployed) leaves the page and its chunk out
 * entirely and answers "Page not found" there.
 */
const TestExpiredPage = import.meta.env.MODE === 'production' ? null : lazyWithTexts([], () => import('../pages/TestExpiredPage'));

/** See AppRoutes for the /admin decision. Paths are absolute: the parent route is `/*`. */
const ROUTES: readonly { path: string; page: PreloadableRoute<ComponentType> }[] = [
  { path: '/event-admin', page: EventAdminPage },
  { path: '/wall', page: WallPage },
  { path: '/pricing', page: PricingPage },
  { path: '/payment-success', page: PaymentSuccessPage },
  { path: '/payment-cancelled', page: PaymentCancelledPage },
  { path: '/payment-retry/:orderId', page: PaymentRetryPage },
  { path: '/order/:orderNumber', page: OrderTrackingPage },
  { path: '/order', page: OrderTrackingPage },
  { path: '/organizer', page: OrganizerPage },
  { path: '/organizer/dashboard', page: OrganizerPage },
  { path: '/event/:code', page: OrganizerEventPage },
  { path: '/prints/:code', page: PrintSelectionPage },
  { path: '/download', page: DownloadPage },
  { path: '/admin', page: StaffLoginPage },
  { path: '/admin/login', page: StaffLoginPage },
  { path: '/admin/dashboard', page: StaffDashboardPage },
  ...(TestExpiredPage ? [{ path: '/test-expired', page: TestExpiredPage }] : []),
];

export default function OtherRoutes() {
  return (
    <Routes>
      {ROUTES.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Loads the page at `pathname` (AppRoutes' preloadFirstRoute: no loading state before the first screen). */
export function preloadOtherRoute(pathname: string): Promise<unknown> {
  const route = ROUTES.find(({ path }) => matchPath(path, pathname));
  // The pricing page's prices wait for the visitor's country: asked for as soon as the page's chunk is here,
  // not once it has rendered (its first step may be showing already, prerendered: boot/prerenderedFirstScreen.ts).
  if (route?.page === PricingPage) void loadPricingPage().then((m) => m.startPricingGeo(), () => undefined);
  return (route?.page ?? NotFoundPage).preload();
}
