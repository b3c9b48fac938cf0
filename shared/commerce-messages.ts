/** The commerce catalogue (commerce spec section 8) and the rules the server enforces on orders (ours). */
export const commerceMessages = {
  ORDER_NOT_FOUND: 'Order not found',
  ORDER_NUMBER_REQUIRED: 'Order number is required',
  ORDER_PRICE_CHANGED: 'The price of this order has changed. Please review the new total and try again.',
  ORDER_STATUS_CONFLICT: 'This order can no longer be changed this way. Please refresh to see its current status.',
  ORDER_TOKEN_REQUIRED: 'Open the link from your order e-mail to manage this order.',
  ORDER_PAID_CANCEL_UNAVAILABLE: 'This order has already been paid and cannot be cancelled here. Please contact support.',
  ORDER_ACTION_INVALID: 'Unknown order action.',
  ORDER_SELECTION_INVALID: 'This product selection is not available. Please review your choices.',
  ORDER_CUSTOM_QUOTE_REQUIRED: 'Events of this size get a custom quote. Please contact us.',
  ORDER_TEXT_TOO_LONG: 'This field must be at most 200 characters.',
  ORDER_PACKAGE_REQUIRED: 'Please choose an event package.',
  ORDER_EVENT_TITLE_REQUIRED: 'Please enter the event name.',
  ORDER_EVENT_DATE_REQUIRED: 'Please choose the event date.',
  ORDER_EVENT_DATE_PAST: 'The event date cannot be in the past.',
  ORDER_BUNDLE_REQUIRED: 'Please choose a bundle.',
  CUSTOMER_NAME_REQUIRED: 'Please enter your full name.',
  CUSTOMER_EMAIL_INVALID: 'Please enter a valid email address.',
  SHIPPING_ADDRESS_REQUIRED: 'Please enter your shipping address (street, city and postal code).',
  // Linking a paid event package to the event created with it (POST /api/link-order; ours).
  ORDER_EMAIL_MISMATCH: 'This e-mail address does not match the order.',
  ORDER_NOT_PAID: 'This order has not been paid yet.',
  ORDER_NOT_LINKABLE: 'Only a paid event package can be linked to an event.',
  ORDER_ALREADY_LINKED: 'This order is already linked to another event.',
  EVENT_ALREADY_LINKED: 'This event already has a package.',
  // A second raw archive (alone or in a combo) for an event whose archive was bought (issue 28.6; ours).
  ARCHIVE_ALREADY_BOUGHT: 'The photo archive of this event has already been bought. Use the download link from that order; prints can still be ordered.',
  // Photo products of an event whose photos were deleted after its gallery ended (DESIGN 15 retention; ours).
  EVENT_PHOTOS_DELETED: "This event's photos have been deleted, so its archive and prints can no longer be ordered.",
  MAX_GUESTS_ABOVE_PACKAGE: 'Max guests is more than your package allows.',
  // Staff completing an order that ships prints (ours).
  TRACKING_NUMBER_REQUIRED: 'Please enter the tracking number (3 to 64 characters) to complete an order with prints.',

  // Paying and refunds (ours: the commerce spec shows no server texts for these refusals).
  ORDER_NOT_PAYABLE: 'This order can no longer be paid. Please place a new order.',
  ORDER_ALREADY_PAID: 'This order has already been paid.',
  PAYMENT_IN_PROGRESS: 'A payment for this order is being processed. Please wait for its confirmation.',
  EVENT_ALREADY_STARTED: 'This order can no longer be cancelled: its event has already started.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is missing or not valid.',
  PAYMENT_PROVIDER_UNAVAILABLE: 'The payment service cannot be reached right now. Please try again in a moment.',
  /** Stripe refused the request (not an outage): the spec's payment-page text (section 8). */
  PAYMENT_PROVIDER_ERROR: 'Failed to process payment',

  // Choosing the photos of a package's print bundle (issue #28; ours).
  PRINT_BUNDLE_NOT_INCLUDED: "This event's package has no print bundle.",
  PRINT_SELECTION_BEFORE_END: 'You can choose the photos to print once the event has ended.',
  PRINT_SELECTION_DONE: 'The photos to print have already been chosen for this package.',
  PRINT_SELECTION_EMPTY: 'Please choose at least one photo to print.',
  PRINT_SELECTION_TOO_MANY: 'You chose more photos than your print bundle holds.',
  PRINT_SELECTION_PHOTOS_INVALID: 'Some of the chosen photos are no longer in this event. Please review your choice.',
  PRINT_FILES_NOT_PRINTS: 'This order has no prints.',
} as const;
