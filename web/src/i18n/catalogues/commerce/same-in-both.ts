/**
 * Key paths of this area whose Romanian text is rightly the same as the English one (a brand, a code, a
 * format). ../../catalogues.test.ts fails on any other Romanian text equal to its English: English left over.
 */
export const sameInBoth: readonly string[] = [
  // The same words in Romanian.
  'products.eventTypes.digital',
  'products.eventTypes.personal',
  'products.productTypes.combo',
  'pricing.subtotal',
  // Punctuation only.
  'pricing.manageAfter',
];
