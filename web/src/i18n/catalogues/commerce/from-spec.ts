/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  // Pricing page (commerce spec section 2, 8)
  'pricing.title',
  'pricing.lead',
  'pricing.geoFailed',
  'pricing.steps.selection',
  'pricing.steps.addons',
  'pricing.steps.checkout',
  'pricing.steps.complete',
  'pricing.showMore',
  'pricing.secureCheckout',
  'pricing.unknownError',
  'pricing.orderFailed',
  'pricing.goToDashboard',
  'pricing.shareEventLink',
  // The lobby's paid-order banner
  'paidBanner.title',
];
