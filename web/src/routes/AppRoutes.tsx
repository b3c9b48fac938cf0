import { lazy } from 'react';
import { lazyWithTexts } from '../i18n/lazyWithTexts';
import { Route, Routes } from 'react-router-dom';
import { DeviceGate } from '../screens/device/DeviceGate';

/*
 * Every screen is its own chunk (React.lazy); the Suspense boundary around <AppRoutes> shows the loading
 * state. The guest entry therefore carries only the shell, and staff, organizer and commerce code never
 * reaches a guest's phone unless that page is opened. Each page's texts, in the device's language, load
 * beside its chunk (web/src/i18n/areas.ts).
 */
const MainFlowPage = lazyWithTexts(['first'], () => import('../pages/MainFlowPage'));
const GalleryPage = lazyWithTexts(['event'], () => import('../pages/GalleryPage'));
const EventAdminPage = lazyWithTexts(['event'], () => import('../pages/EventAdminPage'));
const WallPage = lazyWithTexts(['event'], () => import('../pages/WallPage'));
const PricingPage = lazyWithTexts(['commerce'], () => import('../pages/PricingPage'));
const PaymentSuccessPage = lazyWithTexts(['commerce'], () => import('../pages/PaymentSuccessPage'));
const PaymentCancelledPage = lazyWithTexts(['commerce'], () => import('../pages/PaymentCancelledPage'));
const PaymentRetryPage = lazyWithTexts(['commerce'], () => import('../pages/PaymentRetryPage'));
const OrderTrackingPage = lazyWithTexts(['commerce'], () => import('../pages/OrderTrackingPage'));
const OrganizerPage = lazyWithTexts(['organizer'], () => import('../pages/organizer/OrganizerPage'));
const OrganizerEventPage = lazyWithTexts(['organizer'], () => import('../pages/organizer/OrganizerEventPage'));
const StaffLoginPage = lazyWithTexts(['staff'], () => import('../pages/staff/StaffLoginPage'));
const StaffDashboardPage = lazyWithTexts(['staff'], () => import('../pages/staff/StaffDashboardPage'));
const NotFoundPage = lazyWithTexts(['first'], () => import('../pages/NotFoundPage'));

/**
 * Developer page (commerce spec "/test-expired"): in every build but the production one — the dev server,
 * the local stack's build (mode `localstack`, infra/local/start.ts) and tests. Vite writes the mode into the
 * code, so the production build (`npm run build`, what is deployed) leaves the page and its chunk out
 * entirely and answers "Page not found" there.
 */
const TestExpiredPage = import.meta.env.MODE === 'production' ? null : lazy(() => import('../pages/TestExpiredPage'));

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
      <Route path="/event-admin" element={<EventAdminPage />} />
      <Route path="/wall" element={<WallPage />} />

      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/payment-cancelled" element={<PaymentCancelledPage />} />
      <Route path="/payment-retry/:orderId" element={<PaymentRetryPage />} />
      <Route path="/order/:orderNumber" element={<OrderTrackingPage />} />
      <Route path="/order" element={<OrderTrackingPage />} />
      <Route path="/organizer" element={<OrganizerPage />} />
      <Route path="/organizer/dashboard" element={<OrganizerPage />} />
      <Route path="/event/:code" element={<OrganizerEventPage />} />

      <Route path="/admin" element={<StaffLoginPage />} />
      <Route path="/admin/login" element={<StaffLoginPage />} />
      <Route path="/admin/dashboard" element={<StaffDashboardPage />} />

      {TestExpiredPage && <Route path="/test-expired" element={<TestExpiredPage />} />}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
