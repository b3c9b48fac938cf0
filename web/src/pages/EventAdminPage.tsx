import { NotAvailableYet } from '../components/NotAvailableYet';

/** /event-admin: the event creator's admin screen (start, end, participants); later issue. */
export default function EventAdminPage() {
  return (
    <NotAvailableYet title="Event Admin">
      <p>Event creators will start and end their event and manage participants here.</p>
    </NotAvailableYet>
  );
}
