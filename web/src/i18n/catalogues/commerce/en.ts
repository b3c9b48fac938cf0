import { commerceMessages } from '../../../../../shared/commerce-messages';
import { ORDER_ADD_ON_NAMES_EN } from '../../../../../shared/orders/order-label';

const attendeesWord = (n: number): string => `${n.toLocaleString('en')} attendees`;

/**
 * The commerce area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). What
 * the pricing page shows and every buyer's page shares (products, the commerce errors); what comes after a
 * purchase is the orders area's, so that /pricing does not carry it (≤ 120 KB gz in each language).
 */
const en = {
  errors: commerceMessages,

  /** Product names shown to buyers, by id (the server and shared/pricing keep the ids and English labels). */
  products: {
    eventTypes: { digital: 'Digital', personal: 'Personal' },
    sizes: { small: 'Small', medium: 'Medium', large: 'Large', custom: 'Custom' },
    /** The order line of a package: "Medium event (digital)", "Custom event (digital), 2000 attendees". */
    packageLine: (size: string, type: string, attendees?: number): string =>
      attendees === undefined ? `${size} event (${type})` : `${size} event (${type}), ${attendees} attendees`,
    addOns: {
      branded_frames: { name: 'Branded frames', description: 'Your logo or event name framed on every photo.' },
      export_csv: { name: 'CSV export', description: 'Download the guest list and activity as a spreadsheet.' },
      gallery_extension_7: { name: 'Gallery extension +7 days', description: 'Keep the gallery open 7 more days after the free 5 days.' },
      gallery_extension_30: { name: 'Gallery extension +30 days', description: 'Keep the gallery open 30 more days after the free 5 days.' },
      print_bundle_25: { name: 'Print bundle (25 prints)', description: '25 prints (10×15) of the photos you choose, shipped to you.' },
      print_bundle_50: { name: 'Print bundle (50 prints)', description: '50 prints (10×15) of the photos you choose, shipped to you.' },
    },
    rawArchive: 'Raw archive (all photos, high resolution)',
    /** "25 prints, 10×15 cm" */
    bundle: (photos: number, size: string): string => `${photos} prints, ${size}`,
    combos: { basic: 'Basic combo', standard: 'Standard combo', premium: 'Premium combo', ultimate: 'Ultimate combo' },
    /** "Basic combo: raw archive + 10 prints (10×15 cm)" */
    combo: (name: string, prints: number): string => `${name}: raw archive + ${prints} prints (10×15 cm)`,
    /** What an order is (shared/orders/order-label.ts): "Event package · Medium (personal) + Print bundle (25)". */
    eventPackage: 'Event package',
    /** The package in an order's name: "Medium (personal)", "Custom (personal, 2,000 attendees)". */
    packageName: (size: string, type: string, attendees?: number): string =>
      attendees === undefined ? `${size} (${type.toLowerCase()})` : `${size} (${type.toLowerCase()}, ${attendeesWord(attendees)})`,
    /** An add-on in an order's name (short: the package is named before it). */
    orderAddOns: ORDER_ADD_ON_NAMES_EN,
    /** An order or product type as the order pages show it ("pre event", "raw archive"). */
    orderTypes: { pre_event: 'pre event', post_event: 'post event' },
    productTypes: { raw_archive: 'raw archive', prints_bundle: 'prints bundle', combo: 'combo', gallery_extension: 'gallery extension' },
  },

  pricing: {
    title: 'Pricing Plans',
    documentTitle: (step: string): string => `Pricing Plans – ${step}`,
    lead: 'One-time payment, no subscriptions. 100% refund if cancelled before the event starts.',
    geoFailed: 'Unable to load pricing. Please refresh the page.',
    loadingPrices: 'Loading prices…',
    steps: { selection: 'Choose Package', addons: 'Add-ons & Details', checkout: 'Payment', complete: 'Complete' },
    stepsLabel: 'Steps',
    stepNumber: (n: number): string => `Step ${n}: `,
    stepDone: ' (done)',
    eventType: 'Event type',
    eventSize: 'Event size',
    mostPopular: 'Most popular',
    loadingPrice: 'Loading price…',
    attendeeRange: (min: number, max: number | undefined): string =>
      max === undefined ? `${min.toLocaleString('en')}+ attendees` : `${min}–${attendeesWord(max)}`,
    attendeesLabel: 'Number of attendees',
    attendeesHint: (min: number, step: number): string => `At least ${min.toLocaleString('en')}, in steps of ${step}.`,
    customQuoteBefore: (max: number): string => `Events of more than ${max.toLocaleString('en')} attendees get a custom quote. `,
    contactUs: 'Contact us',
    customQuoteAfter: ' and we will prepare one for you.',
    contactSubject: 'Custom quote',
    contactBody: (attendees: string): string => `Hello, we are planning an event for about ${attendees} attendees and would like a custom quote.`,
    contactMoreThan: (max: number): string => `more than ${max}`,
    continue: 'Continue',
    back: 'Back',
    recommendedFor: (size: string, type: string): string => `Recommended for a ${size.toLowerCase()} ${type.toLowerCase()} event`,
    add: 'Add',
    added: 'Added',
    addLabel: (chosen: boolean, name: string): string => `${chosen ? 'Added' : 'Add'} ${name}`,
    addOns: 'Add-ons',
    bestValue: 'Best value',
    recommended: 'Recommended',
    showMore: 'Show more',
    showLess: 'Show less',
    eventDetails: 'Event details',
    organizerName: 'Organizer Name',
    organizerEmail: 'Organizer Email',
    eventName: 'Event Name',
    eventDate: 'Event Date',
    dismiss: 'Dismiss',
    orderSummary: 'Order summary',
    subtotal: 'Subtotal',
    total: 'Total',
    oneTimeIn: (currency: string): string => `One-time payment in ${currency}. 100% refund if cancelled before the event starts.`,
    processing: 'Processing...',
    secureCheckout: 'Secure Checkout',
    paymentError: (message: string): string => `Payment Error: ${message}`,
    unknownError: 'Unknown error occurred',
    orderFailed: 'Failed to create order',
    eventLinkCopied: 'Event link copied!',
    copyThisLink: (link: string): string => `Copy this link: ${link}`,
    shareTitle: 'Join my event on Candid',
    eventLive: 'Your event is live!',
    eventCodeBefore: 'Event code ',
    eventCodeAfter: '. Share the link with your guests.',
    goToDashboard: 'Go to Event Dashboard',
    shareEventLink: 'Share Event Link',
    paymentReceived: 'Payment received',
    typedPackagePaid: (type: string): string => `Your ${type.toLowerCase()} event package is paid.`,
    packagePaid: 'Your event package is paid.',
    liveWhenCreated: ' Your event is live as soon as you create it.',
    createEvent: 'Create Event',
    manageBefore: 'Manage your events and orders in the ',
    organizerDashboard: 'organizer dashboard',
    manageAfter: '.',
    buyAnother: 'Buy another package',
  },

  paidBanner: {
    title: 'Payment Successful!',
    orderBefore: 'Order ',
    packageOf: (type: string): string => ` · ${type} event package`,
  },
};

export default en;
