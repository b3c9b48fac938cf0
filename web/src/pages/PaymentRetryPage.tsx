import { NotAvailableYet } from '../components/NotAvailableYet';

/** /payment-retry/:orderId: retrying an unpaid order (commerce spec names the route, not the screen). */
export default function PaymentRetryPage() {
  return (
    <NotAvailableYet title="Payments">
      <p>Online payments are not offered yet, so there is no payment to retry here.</p>
    </NotAvailableYet>
  );
}
