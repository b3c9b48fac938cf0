/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  // Camera screen and event home (spec sections 3–5).
  'home.gallery',
  'home.admin',
  'home.status.active',
  'home.status.waiting',
  'home.status.voting',
  'home.status.ended',
  'home.testEndEvent',
  'home.eventStarted',
  'home.tryAgain',
  'home.backToMain',
  'home.endConfirmation',
  'camera.review.title',
  'camera.review.retake',
  'camera.review.keep',
  'camera.settings.filters',
  'camera.settings.frameStyle',
  'camera.settings.agingEffects',
  'camera.settings.cameraOptions',
  'camera.restartCamera',
  'camera.dismiss',
  'camera.upload.retrying',
  // Admin screen.
  'admin.startEvent',
  'admin.startTitle',
  'admin.endEvent',
  'admin.noParticipants',
  'admin.loadingParticipants',
  'admin.goBack',
  'admin.kick',
  'admin.you',
  'admin.creator',
  'admin.accessDenied',
];
