/**
 * Key paths of this area whose Romanian text is rightly the same as the English one (a brand, a code, a
 * format). ../../catalogues.test.ts fails on any other Romanian text equal to its English: English left over.
 */
export const sameInBoth: readonly string[] = [
  // The same words in Romanian.
  'orders.subtotal',
  'orders.total',
  'purchase.subtotal',
  'purchase.total',
];
