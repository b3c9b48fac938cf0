/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  // gallery, voting, awards, expired (the gallery helper)
  'gallery.title', 'gallery.tryAgain', 'gallery.accessRestricted', 'gallery.needToJoin', 'gallery.noEventInfo', 'gallery.joinAnEvent',
  'gallery.backToGallery', 'gallery.startVoting', 'gallery.allPhotosVoted', 'gallery.myPhotos', 'gallery.allPhotos',
  'gallery.errorTitle', 'gallery.loadFailed', 'gallery.lightbox.previous', 'gallery.lightbox.next', 'gallery.lightbox.download',
  'voting.allCaughtUp', 'voting.noMorePhotos', 'voting.checkForNewPhotos', 'voting.backToGallery', 'voting.skip',
  'awards.title', 'awards.calculating', 'awards.noVotesYet', 'awards.viewFullGallery', 'awards.winner', 'awards.runnerUp',
  'expired.photosCaptured', 'expired.daysActive', 'expired.purchasePhotos', 'expired.accessExpired',
];
