import { NotAvailableYet } from '../components/NotAvailableYet';

/** /payment-success: return page of the hosted checkout (commerce spec, later issue). */
export default function PaymentSuccessPage() {
  return (
    <NotAvailableYet title="Payments">
      <p>Online payments are not offered yet, so there is no payment to confirm here.</p>
    </NotAvailableYet>
  );
}
