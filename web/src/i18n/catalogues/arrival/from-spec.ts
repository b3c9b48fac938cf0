/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  'directJoin.validating',
  'directJoin.details',
  'directJoin.maxParticipants',
  'directJoin.photosPerPerson',
  'directJoin.backToMain',
  'directJoin.tryAgain',
  'selectUser.title',
  'selectUser.continueAs',
  'selectUser.joinAsNew',
];
