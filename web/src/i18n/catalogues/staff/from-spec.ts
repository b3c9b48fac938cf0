/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  // commerce spec section 8 'Admin' and its confirmations
  'screen.loginFailed',
  'screen.noAdminToken',
  'screen.eventDetailsFailed',
  'screen.endEventFailed',
  'screen.eventEnded',
  'screen.endEventConfirm',
  'screen.fetchPackagesFailed',
  'screen.analyticsLoadFailed',
  'screen.downloadPhotosFailed',
  'screen.deletePackageFailed',
  'screen.archivePackageFailed',
  'screen.confirmCompleteOrder',
  'screen.confirmCancelOrder',
  // Admin login, dashboard and tabs
  'login.signIn',
  'login.signingIn',
  'shell.logout',
  'eventStatus.active',
  'eventStatus.completed',
  'eventStatus.waiting',
  'common.downloadAll',
  'common.view',
  'events.copyLink',
  'eventDetail.noParticipants',
  'eventDetail.kinds.polaroid',
  'eventDetail.kinds.raw',
  'eventDetail.inactive',
  'orders.noneFound',
  'orders.markComplete',
  'orders.previous',
  'orders.next',
  'orderDetails.noHistory',
  'packageCard.viewPhotos',
  'analytics.periods.7',
  'analytics.periods.30',
  'analytics.periods.90',
  'analytics.periods.365',
  'analytics.exportReport',
  'analytics.revenueForecast',
];
