import { NotAvailableYet } from '../components/NotAvailableYet';

/** /pricing: packages, add-ons and checkout (commerce spec, later issue). */
export default function PricingPage() {
  return (
    <NotAvailableYet title="Pricing Plans">
      <p>Event packages and add-ons will be offered here. Creating an event is free in the meantime.</p>
    </NotAvailableYet>
  );
}
