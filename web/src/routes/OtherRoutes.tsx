import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyWithTexts } from '../i18n/lazyWithTexts';

/*
 * The routes of buyers, organizers and staff (commerce spec), the developer page and Page not found, under
 * AppRoutes' catch-all: loaded only when one of them is opened. Each page is its own chunk and its texts load
 * beside it (web/src/i18n/areas.ts).
 */
const PricingPage = lazyWithTexts(['commerce'], () => import('../pages/PricingPage'));
const PaymentSuccessPage = lazyWithTexts(['commerce'], () => import('../pages/PaymentSuccessPage'));
const PaymentCancelledPage = lazyWithTexts(['commerce'], () => import('../pages/PaymentCancelledPage'));
const PaymentRetryPage = lazyWithTexts(['commerce'], () => import('../pages/PaymentRetryPage'));
const OrderTrackingPage = lazyWithTexts(['commerce'], () => import('../pages/OrderTrackingPage'));
const OrganizerPage = lazyWithTexts(['organizer'], () => import('../pages/organizer/OrganizerPage'));
const OrganizerEventPage = lazyWithTexts(['organizer'], () => import('../pages/organizer/OrganizerEventPage'));
const StaffLoginPage = lazyWithTexts(['staff'], () => import('../pages/staff/StaffLoginPage'));
const StaffDashboardPage = lazyWithTexts(['staff'], () => import('../pages/staff/StaffDashboardPage'));
const NotFoundPage = lazyWithTexts(['arrival'], () => import('../pages/NotFoundPage'));

/**
 * Developer page (commerce spec "/test-expired"): in every build but the production one — the dev server,
 * the local stack's build (mode `localstack`, infra/local/start.ts) and tests. Vite writes the mode into the
 * code, so the production build (`npm run build`, what is deployed) leaves the page and its chunk out
 * entirely and answers "Page not found" there.
 */
const TestExpiredPage = import.meta.env.MODE === 'production' ? null : lazy(() => import('../pages/TestExpiredPage'));

/** See AppRoutes for the /admin decision. Paths are absolute: the parent route is `/*`. */
export default function OtherRoutes() {
  return (
    <Routes>
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
