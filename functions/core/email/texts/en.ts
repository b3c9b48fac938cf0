import { plural } from '../../../../shared/i18n/plural.js';
import { ORDER_ADD_ON_NAMES_EN } from '../../../../shared/orders/order-label.js';

/**
 * The e-mails' English texts (DESIGN 15: order received, payment confirmed, archive ready, shipped, cancelled,
 * refunded, organizer sign-in code), word for word what they said before there were languages. Every other
 * language is typed by this one (`Texts<typeof en>`, ./ro.ts): a missing or extra text fails the typecheck.
 */
export const en = {
  order: {
    greeting: (name: string) => `Hello ${name},`,
    rows: {
      orderNumber: 'Order number',
      product: 'Product',
      event: 'Event',
      amount: 'Amount',
      linkValidUntil: 'Link valid until',
      trackingNumber: 'Tracking number',
    },
    downloadPhotos: 'Download your photos',
    /** A large raw archive comes in several ZIP files (issue #32.6): one link per part. */
    archiveParts: (parts: number) => `Your archive is large, so it comes as ${parts} ZIP files. Download every part.`,
    downloadPart: (part: number, parts: number) => `Download part ${part} of ${parts}`,
    viewOrder: 'View your order',
    help: (email: string) => `Questions? Write to us at ${email}.`,
  },
  /** What the order is (shared/orders/order-label.ts): "Event package · Medium (personal) + Print bundle (25)". */
  products: {
    eventPackage: 'Event package',
    sizes: { small: 'Small', medium: 'Medium', large: 'Large', custom: 'Custom' },
    eventTypes: { digital: 'digital', personal: 'personal' },
    packageName: (size: string, type: string, attendees?: number) =>
      attendees === undefined ? `${size} (${type})` : `${size} (${type}, ${plural('en', attendees, { one: '{n} attendee', other: '{n} attendees' })})`,
    addOns: ORDER_ADD_ON_NAMES_EN,
    rawArchive: 'Raw photo archive',
    printsBundle: 'Prints bundle',
    combo: 'Archive and prints combo',
    /** An order without lines (none is stored so). */
    galleryExtension: 'Gallery extension',
    /** A gallery extension bought after the event: "Gallery extension (7 days)". */
    galleryExtensionDays: (days: number) => `Gallery extension (${plural('en', days, { one: '{n} day', other: '{n} days' })})`,
  },
  templates: {
    'order-received': {
      subject: (orderNumber: string) => `We received your order ${orderNumber}`,
      heading: 'Thank you for your order',
      lead: 'We have received your order. It will be processed as soon as the payment is confirmed.',
    },
    'payment-confirmed': {
      subject: (orderNumber: string) => `Payment confirmed for order ${orderNumber}`,
      heading: 'Payment confirmed',
      lead: 'Your payment was received and your order is now being processed.',
    },
    'payment-failed': {
      subject: (orderNumber: string) => `Your payment for order ${orderNumber} did not go through`,
      heading: 'Your payment did not go through',
      lead: 'Your bank did not complete the payment, so nothing was charged. Your order stays open for 24 hours after you placed it: open it below and choose Pay again to try another payment method.',
    },
    'order-cancelled': {
      subject: (orderNumber: string) => `Order ${orderNumber} was cancelled`,
      heading: 'Your order was cancelled',
      lead: 'Your order has been cancelled. If you paid for it, the refund follows in a separate e-mail.',
    },
    'order-refunded': {
      subject: (orderNumber: string) => `Order ${orderNumber} was refunded`,
      heading: 'Your order was refunded',
      lead: 'Your payment has been refunded to the original payment method. It may take a few days to appear.',
    },
    'archive-ready': {
      subject: (orderNumber: string) => `Your photos are ready to download (${orderNumber})`,
      heading: 'Your photo archive is ready',
      lead: 'Every photo of your event, in high resolution, is ready to download as one ZIP file. The link works for 1 year and as often as you like.',
    },
    'order-shipped': {
      subject: (orderNumber: string) => `Your prints have shipped (${orderNumber})`,
      heading: 'Your prints are on their way',
      lead: 'Your prints have been shipped. Delivery takes 5-10 business days. You can follow the parcel with the tracking number below.',
    },
    /** A package's print bundle, after the event ended (issue #28.3): the organizer chooses the photos. */
    'prints-choose': {
      subject: (orderNumber: string) => `Choose the photos for your prints (${orderNumber})`,
      heading: 'Choose your prints',
      lead: 'Your event has ended and your package includes a print bundle. Open the event’s admin screen on your phone, or sign in to your organizer dashboard, to choose the photos and confirm the shipping address.',
    },
  },
  organizerCode: {
    subject: (code: string) => `Your Candid sign-in code: ${code}`,
    heading: 'Your sign-in code',
    hello: 'Hello,',
    lead: (minutes: number) =>
      `Use this code to open your organizer dashboard. It works for ${plural('en', minutes, { one: '{n} minute', other: '{n} minutes' })}, once.`,
    yourCode: (code: string) => `Your code: ${code}`,
    ignore: 'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.',
    dashboard: 'Organizer dashboard',
    help: (email: string) => `Questions? Write to us at ${email}.`,
  },
};

export type EmailTexts = typeof en;
