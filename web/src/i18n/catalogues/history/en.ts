/**
 * The history area's texts in English (see ../../areas.ts): an order's status history as the order page and
 * the staff order dialog show it. Apart from the commerce area, so /pricing (which shows no history) does not
 * carry them.
 */
const en = {
  errors: {},

  /** The reasons the server writes into an order's status history (functions/core/domain), by their English text. */
  reasons: {
    'Order created': 'Order created',
    'Payment confirmed': 'Payment confirmed',
    'Cancelled by customer': 'Cancelled by customer',
    'Cancelled by staff': 'Cancelled by staff',
    'Refunded by staff': 'Refunded by staff',
    'Completed by staff': 'Completed by staff',
    Shipped: 'Shipped',
    'Payment not received within 24 hours': 'Payment not received within 24 hours',
    'Payment session expired': 'Payment session expired',
    'Payment refunded': 'Payment refunded',
    'Raw archive ready for download': 'Raw archive ready for download',
    'Print bundle chosen (paid with the event package)': 'Print bundle chosen (paid with the event package)',
    'Package refunded: its prints are not sent': 'Package refunded: its prints are not sent',
    /** Linked, as a reader without the order's token sees it (the event's code is the buyer's to see). */
    'Linked to event': 'Linked to event',
  },
  /** "Linked to event ABC123" */
  linkedToEvent: (code: string): string => `Linked to event ${code}`,
  /** "Gallery extended by 7 days" (a gallery extension order completed). */
  galleryExtended: (days: number): string => `Gallery extended by ${days} days`,
};

export default en;
