import { NotAvailableYet } from '../../components/NotAvailableYet';

/** /admin/login and /admin: the staff portal's sign-in (commerce spec, later issue). */
export default function StaffLoginPage() {
  return (
    <NotAvailableYet title="Staff Sign-in">
      <p>Candid staff will sign in here to manage events, orders and photos.</p>
    </NotAvailableYet>
  );
}
