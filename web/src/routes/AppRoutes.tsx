import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DeviceGate } from '../screens/device/DeviceGate';

/*
 * Every screen is its own chunk (React.lazy); the Suspense boundary around <AppRoutes> shows the loading
 * state. The guest entry therefore carries only the shell, and staff, organizer and commerce code never
 * reaches a guest's phone unless that page is opened.
 */
const MainFlowPage = lazy(() => import('../pages/MainFlowPage'));
const GalleryPage = lazy(() => import('../pages/GalleryPage'));
const EventAdminPage = lazy(() => import('../pages/EventAdminPage'));
const WallPage = lazy(() => import('../pages/WallPage'));
const PricingPage = lazy(() => import('../pages/PricingPage'));
const PaymentSuccessPage = lazy(() => import('../pages/PaymentSuccessPage'));
const PaymentCancelledPage = lazy(() => import('../pages/PaymentCancelledPage'));
const PaymentRetryPage = lazy(() => import('../pages/PaymentRetryPage'));
const OrderTrackingPage = lazy(() => import('../pages/OrderTrackingPage'));
const OrganizerPage = lazy(() => import('../pages/organizer/OrganizerPage'));
const OrganizerEventPage = lazy(() => import('../pages/organizer/OrganizerEventPage'));
const StaffLoginPage = lazy(() => import('../pages/staff/StaffLoginPage'));
const StaffDashboardPage = lazy(() => import('../pages/staff/StaffDashboardPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

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
