/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  // Commerce spec section 8, 'Organizer'.
  'failures.loginFailed',
  'failures.fillInAllFields',
  'failures.authenticationRequired',
  'failures.failedToFetchData',
  'failures.failedToLoadDashboard',
  'title',
  // 'Organizer login' and 'Organizer dashboard' (commerce spec section 5).
  'signIn.access',
  'signIn.loggingIn',
  'signIn.backToMain',
  'dashboard.back',
  'dashboard.tabs.overview',
  'dashboard.tabs.events',
  'dashboard.tabs.orders',
  'dashboard.tabs.addons',
  'events.viewEvent',
  'events.createNew',
  'orders.unlinked',
  // Commerce spec sections 4 and 8: the order statuses and the payment error texts.
  'orders.status.pending',
  'orders.status.processing',
  'orders.status.completed',
  'orders.status.cancelled',
  'orders.status.refunded',
  'addons.unknownError',
  'addons.geoFailed',
  // Event-flow spec: the Event Created screen's button, which this view's name form repeats.
  'event.enter',
];
