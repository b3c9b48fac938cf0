import { quote, type AddOnId, type EventSize, type EventType } from '../../shared/pricing/index.js';
import type { CreateOrderRequest } from '../../shared/schemas/orders.js';

export interface PackageChoice {
  eventType: EventType;
  eventSize: EventSize;
  addOns: AddOnId[];
  customAttendees?: number;
}

/**
 * The spec's pre_event body (section 3) for an event package, with exactly the figures the server computes
 * for `country` (as /pricing sends them), for "Ana & Ion" on 2027-06-12. The geo token is the caller's
 * (signed with the test run's secret); anything else the test needs goes in `patch`.
 */
export const packageOrderBody = (
  pkg: PackageChoice,
  buyer: { email: string; geoToken: string; country?: string; name?: string },
  patch: Partial<CreateOrderRequest> = {},
): CreateOrderRequest => {
  const country = buyer.country ?? 'RO';
  const q = quote({ kind: 'event_package', ...pkg }, country);
  return {
    orderType: 'pre_event',
    eventTitle: 'Ana & Ion',
    eventDate: '2027-06-12',
    productType: 'raw_archive',
    productDetails: { eventType: pkg.eventType, eventSize: pkg.eventSize, selectedAddOns: pkg.addOns, ...(pkg.customAttendees ? { customAttendees: pkg.customAttendees } : {}) },
    customerInfo: { name: buyer.name ?? 'Andreea Popescu', email: buyer.email },
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    countryCode: country,
    geoToken: buyer.geoToken,
    ...patch,
  };
};
