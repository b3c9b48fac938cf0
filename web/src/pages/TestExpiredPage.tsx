import { NotAvailableYet } from '../components/NotAvailableYet';

/** /test-expired: the commerce spec's developer page for the expired-gallery view. Development builds only. */
export default function TestExpiredPage() {
  return (
    <NotAvailableYet title="Expired Gallery (test page)">
      <p>This developer page will preview the expired-gallery view once the gallery exists.</p>
    </NotAvailableYet>
  );
}
