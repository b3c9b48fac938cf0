import { useEffect } from 'react';
import { firstScreenHydrated } from '../boot/prerenderedFirstScreen';
import { pricingApi } from '../model/pricing/pricingApi';
import { PricingScreen } from '../screens/pricing/PricingScreen';

/** The first route's preload starts the geo read with this chunk (routes/OtherRoutes.tsx): no chunk of its own. */
export { startPricingGeo } from '../model/pricing/pricingGeo';

/**
 * /pricing: choose a package, add-ons and details, pay through Stripe (commerce spec section 2). A fresh
 * visit hydrates the first step prerendered into index.html (boot/prerenderedFirstScreen.ts); a tap made
 * before that is replayed once it has.
 */
export default function PricingPage() {
  useEffect(() => firstScreenHydrated(), []);
  return <PricingScreen checkoutApi={pricingApi} />;
}
