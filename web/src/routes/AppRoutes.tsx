import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { isLoopbackHost } from '../model/device/publicSiteUrl';
import { DeviceGate } from '../screens/device/DeviceGate';

/*
 * Every screen is its own chunk (React.lazy); the Suspense boundary around <AppRoutes> shows the loading
 * state. The guest entry therefore carries only the shell, and staff, organizer and commerce code never
 * reaches a guest's phone unless that page is opened.
 */
const MainFlowPage = lazy(() => import('../pages/MainFlowPage'));
const GalleryPage = lazy(() => import('../pages/GalleryPage'));
const EventAdminPage = lazy(() => import('../pages/EventAdminPage'));
const PricingPage = lazy(() => import('../pages/PricingPage'));
const PaymentSuccessPage = lazy(() => import('../pages/PaymentSuccessPage'));
const PaymentCancelledPage = lazy(() => import('../pages/PaymentCancelledPage'));
const PaymentRetryPage = lazy(() => import('../pages/PaymentRetryPage'));
const OrderTrackingPage = lazy(() => import('../pages/OrderTrackingPage'));
const OrganizerPage = lazy(() => import('../pages/OrganizerPage'));
const StaffLoginPage = lazy(() => import('../pages/staff/StaffLoginPage'));
const StaffDashboardPage = lazy(() => import('../pages/staff/StaffDashboardPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/**
 * Developer page (commerce spec "/test-expired"): in development builds and on this machine (the local stack
 * serves the production build on localhost); a deployed site answers "Page not found" there.
 */
const TestExpiredPage = lazy(() => import('../pages/TestExpiredPage'));
// No window when the build prerenders the lobby (Node): no developer page then, and none is needed at `/`.
const developerPages = (): boolean => import.meta.env.DEV || (typeof window !== 'undefined' && isLoopbackHost(window.location.hostname));

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

      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/payment-cancelled" element={<PaymentCancelledPage />} />
      <Route path="/payment-retry/:orderId" element={<PaymentRetryPage />} />
      <Route path="/order/:orderNumber" element={<OrderTrackingPage />} />
      <Route path="/order" element={<OrderTrackingPage />} />
      <Route path="/organizer" element={<OrganizerPage />} />
      <Route path="/organizer/dashboard" element={<OrganizerPage />} />

      <Route path="/admin" element={<StaffLoginPage />} />
      <Route path="/admin/login" element={<StaffLoginPage />} />
      <Route path="/admin/dashboard" element={<StaffDashboardPage />} />

      {developerPages() && <Route path="/test-expired" element={<TestExpiredPage />} />}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
