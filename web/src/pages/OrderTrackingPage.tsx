import { useParams } from 'react-router-dom';
import { NotAvailableYet } from '../components/NotAvailableYet';

/** /order/:orderNumber: follow an order without signing in (commerce spec, later issue). */
export default function OrderTrackingPage() {
  const { orderNumber = '' } = useParams();
  return (
    <NotAvailableYet title="Order Tracking">
      <p>
        Order tracking will show the status of order <strong>{orderNumber}</strong> here.
      </p>
    </NotAvailableYet>
  );
}
