import { NotAvailableYet } from '../../components/NotAvailableYet';

/** /admin/dashboard: the staff portal (commerce spec, later issue). */
export default function StaffDashboardPage() {
  return (
    <NotAvailableYet title="Staff Dashboard">
      <p>The staff dashboard for events, orders, photos and analytics will be here.</p>
    </NotAvailableYet>
  );
}
