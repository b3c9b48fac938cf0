/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  'createEvent.title',
  'createEvent.eventTitle',
  'createEvent.organizerName',
  'createEvent.eventType',
  'createEvent.eventDuration',
  'createEvent.maxGuests',
  'createEvent.photosPerPerson',
  'createEvent.submit',
  'createEvent.back',
  'eventCreated.copyCode',
  'eventCreated.generateQr',
  'eventCreated.copyLink',
  'eventCreated.enterEvent',
  'eventCreated.paymentLinked',
  'eventCreated.organizerDashboard',
];
