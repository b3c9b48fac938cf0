/**
 * Key paths of this area's English catalogue whose text is the spec's, word for word (../../spec-texts.test.ts
 * fails when one drifts from ../shared/spec). Texts with values are checked through their fixed parts only
 * where the spec writes them so; leave those out.
 */
export const fromSpec: readonly string[] = [
  // Order statuses, estimates and customer actions (commerce spec section 4)
  'statuses.pending.label',
  'statuses.pending.description',
  'statuses.processing.label',
  'statuses.processing.description',
  'statuses.completed.label',
  'statuses.completed.description',
  'statuses.cancelled.label',
  'statuses.refunded.label',
  'estimates.Immediate',
  'estimates.5-10 minutes',
  'estimates.2-4 hours',
  'estimates.3-5 business days',
  'estimates.1-2 hours',
  'actions.retry_payment',
  'actions.cancel_order',
  'actions.download',
  'actions.create_event',
  'actions.reorder',
  // Order tracking
  'orders.autoRefresh',
  'orders.statusHistory',
  'orders.historyFailedTitle',
  'orders.historyFailed',
  'orders.noHistory',
  'orders.refreshHistory',
  'orders.notFoundTitle',
  'orders.loadFailed',
  'orders.cancelConfirm',
  'orders.cancelFailed',
  'orders.downloadNotReady',
  // Payment success and cancelled pages
  'success.invalidUrl',
  'success.failed',
  'success.processingTitle',
  'success.title',
  'success.cancelRedirect',
  'success.whatsNext',
  'cancelled.invalidUrl',
  'cancelled.failed',
  'cancelled.processingTitle',
  'cancelled.title',
  'cancelled.pendingPayment',
];
