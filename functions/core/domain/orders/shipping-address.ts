import type { ShippingAddress } from '../../../../shared/schemas/orders.js';
import type { OrderItem } from '../../data/order-item.js';

/**
 * The one address an order ships to: the one typed in Candid's purchase form (stored on the order at
 * creation; its country priced the shipping). Orders paid before Stripe stopped asking for an address may
 * carry only the address Stripe's page collected (`shippingDetails`): it is read in the same shape, and
 * never shown beside the form's, so every screen shows exactly one address.
 */
export const shippingAddressOf = (o: Pick<OrderItem, 'customerInfo' | 'shippingDetails'>): ShippingAddress | undefined => {
  if (o.customerInfo.address) return o.customerInfo.address;
  const legacy = o.shippingDetails?.address;
  if (!legacy) return undefined;
  const street = [legacy.line1, legacy.line2].filter((l): l is string => Boolean(l)).join(', ');
  return { street, city: legacy.city ?? '', postalCode: legacy.postal_code ?? '', ...(legacy.country ? { country: legacy.country } : {}) };
};
