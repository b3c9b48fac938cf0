import { pricingApi } from '../model/pricing/pricingApi';
import { PricingScreen } from '../screens/pricing/PricingScreen';

/** /pricing: choose a package, add-ons and details, pay through Stripe (commerce spec section 2). */
export default function PricingPage() {
  return <PricingScreen checkoutApi={pricingApi} />;
}
