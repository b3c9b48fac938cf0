import { NotAvailableYet } from '../components/NotAvailableYet';

/** /payment-cancelled: return page of an abandoned checkout (commerce spec, later issue). */
export default function PaymentCancelledPage() {
  return (
    <NotAvailableYet title="Payments">
      <p>Online payments are not offered yet, so there is no payment to cancel here.</p>
    </NotAvailableYet>
  );
}
