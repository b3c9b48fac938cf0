/**
 * The staff portal's texts (commerce spec section 8 'Admin', and ours where it is silent). Apart from the guest
 * and commerce catalogues so that no guest or buyer screen carries them.
 */
export const staffMessages = {
  /** Wrong e-mail and wrong password answer alike: the answer must not tell which e-mails are staff. */
  STAFF_LOGIN_FAILED: 'Login failed. Check your e-mail and password.',
  STAFF_LOGIN_RATE_LIMITED: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  STAFF_SESSION_INVALID: 'Your staff session has ended. Please sign in again.',
  STAFF_ROLE_FORBIDDEN: 'Your staff role does not allow this.',
  STAFF_EMAIL_REQUIRED: 'Please enter your e-mail.',
  STAFF_PASSWORD_REQUIRED: 'Please enter your password.',
  // Orders tab (issue 17; ours: the spec shows no server texts for these refusals).
  STAFF_ORDER_NOT_PROCESSING: 'Only a paid order that is being processed can be marked completed. Refresh to see its current status.',
  STAFF_PACKAGE_COMPLETES_ON_LINK: 'An event package is completed when its buyer links it to their event; it cannot be marked completed by hand. Refund it if it will not be used.',
  STAFF_ORDER_PAID_NO_CANCEL:
    'This order has been paid, so it cannot be cancelled here: cancelling would keep the payment. Refund it instead; the order then shows as refunded.',
  STAFF_ORDER_NOT_PENDING: 'Only a pending (unpaid) order can be cancelled. Refresh to see its current status.',
  // Refunds (issue 27.4; ours).
  STAFF_REFUND_REASON_REQUIRED: 'Please give the reason for this refund.',
  STAFF_ORDER_NOT_REFUNDABLE: 'Only a paid order can be refunded, and this one has no payment to give back. Refresh to see its current status.',
  STAFF_DELETE_CONFIRM_MISMATCH: "The code you typed does not match this event's code. Nothing was deleted.",
  PHOTO_STORAGE_BUSY: "This package's photos are being archived, restored or deleted. Try again when that has finished.",
  PHOTOS_ALREADY_DELETED: "This package's photos have been deleted.",
  PHOTOS_EVENT_RUNNING: 'End the event before archiving its photos.',
  PHOTOS_NOT_ARCHIVED: "This package's photos are not archived.",
  /** Staff End on an event that already ended (by its organizer, the timer, or another staff member). */
  STAFF_EVENT_ALREADY_ENDED: 'This event has already ended.',
  /** Print files of a prints order cancelled or refunded (a package refunded before its prints shipped). */
  PRINT_FILES_ORDER_CLOSED: 'This prints order is cancelled or refunded: there is nothing to print.',
  /** A staff list's "next page" cursor that is not one this list gave (ours; not the guest gallery's photo text). */
  STAFF_LIST_CURSOR_INVALID: 'This page of the list is no longer available. Reload the list and try again.',
} as const;

/** Texts the staff screens show themselves (never sent by the server). */
export const staffScreenTexts = {
  loginFailed: 'Login failed',
  noAdminToken: 'No admin token found',
  // Orders tab (commerce spec sections 5 and 8).
  fetchOrdersFailed: 'Failed to fetch orders',
  fetchOrderDetailsFailed: 'Failed to fetch order details',
  cancelOrderFailed: 'Failed to cancel order',
  /** Ours (issue 27.4): the spec has no refund. */
  refundOrderFailed: 'Failed to refund order',
  confirmRefundOrder: 'Refund the full amount of this order to the customer? The order is cancelled now and shows as refunded when Stripe confirms.',
  updateOrderStatusFailed: 'Failed to update order status',
  confirmCompleteOrder: 'Mark this order as completed? This will finalize the order.',
  confirmCancelOrder: 'Cancel this order? This action cannot be undone.',
  /** Photos tab failures (commerce spec section 8; restore and single-photo delete are ours). */
  fetchPackagesFailed: 'Failed to fetch event packages',
  downloadPhotosFailed: 'Failed to download photos',
  deletePackageFailed: 'Failed to delete photo package',
  archivePackageFailed: 'Failed to archive photo package',
  restorePackageFailed: 'Failed to restore photo package',
  deletePhotoFailed: 'Failed to delete photo',
  eventDetailsFailed: 'Failed to load event details. Please try again.',
  endEventFailed: 'Failed to end event. Please try again.',
  eventEnded: 'Event ended successfully!',
  endEventConfirm: 'Are you sure you want to end this event? This action cannot be undone.',
  /** Overview and Analytics (spec section 8 'Admin'; the overview's own text is ours). */
  statsLoadFailed: 'Failed to load dashboard stats',
  analyticsLoadFailed: 'Failed to fetch analytics data',
} as const;
