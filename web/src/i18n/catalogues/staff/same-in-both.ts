/**
 * Key paths of this area whose Romanian text is rightly the same as the English one (a brand, a code, a
 * format). ../../catalogues.test.ts fails on any other Romanian text equal to its English: English left over.
 */
export const sameInBoth: readonly string[] = [
  // The two photo file kinds are product names in both languages.
  'eventDetail.kinds.polaroid',
  'eventDetail.kinds.raw',
  'photos.raw',
  'photos.polaroid',
  'packagePhotos.raw',
  // Punctuation closing the support sentence around the e-mail link.
  'login.supportAfter',
  // Romanian words spelled as the English ones: 'Active' (the feminine plural of activ), Festival, Subtotal.
  'events.filters.active',
  'eventType.festival',
  'orderDetails.subtotal',
];
