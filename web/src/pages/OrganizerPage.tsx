import { NotAvailableYet } from '../components/NotAvailableYet';

/** /organizer and /organizer/dashboard: the organizer's sign-in and dashboard (commerce spec, later issue). */
export default function OrganizerPage() {
  return (
    <NotAvailableYet title="Organizer Dashboard">
      <p>Organizers will sign in here to see their events and orders.</p>
    </NotAvailableYet>
  );
}
