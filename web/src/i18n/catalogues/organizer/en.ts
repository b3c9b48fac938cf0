import { plural } from '../../../../../shared/i18n/plural';
import { addOnMessages } from '../../../../../shared/add-on-messages';
import { organizerMessages, organizerScreenTexts } from '../../../../../shared/organizer-messages';
import { addOnsEn } from './add-ons.en';
import { csvExportEn } from './csv-export.en';

/** The organizer area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  /** The spec's own texts of the organizer screens (commerce spec section 8), as shared/organizer-messages.ts has them. */
  failures: { ...organizerScreenTexts },
  /** The portal's title: the sign-in's and the dashboard's heading and document title. */
  title: 'Organizer Dashboard',
  /** A date the server did not give (never expected). */
  notAvailable: 'N/A',
  /** The event's status, as the dashboard and the event view show it. */
  eventStatus: { waiting: 'Waiting', active: 'Active', completed: 'Completed' },
  signIn: {
    lead: 'Access your events and orders.',
    email: 'Email',
    emailHint: 'Use the email address from your purchase.',
    eventName: 'Event Name',
    eventNameHint: 'Partial event name matches work.',
    access: 'Access Dashboard',
    loggingIn: 'Logging in...',
    onlyBuyers: 'Only for organizers who bought an event package.',
    backToMain: 'Back to Main',
    /**
     * The code step's one sentence (issue #29.4: never "a code is on its way. We sent it to …", which claims
     * what the first half leaves open): "If this e-mail bought a package, we sent a code to {e-mail}." (bold).
     */
    codeSentBefore: 'If this e-mail bought a package, we sent a code to',
    codeSentAfter: '.',
    code: '6-digit code',
    codeHint: 'The code is valid for 10 minutes.',
    sending: 'Sending...',
    resend: 'Send a new code',
    resendIn: (seconds: number) => `Send a new code (${seconds}s)`,
    changeDetails: 'Use another e-mail or event',
  },
  dashboard: {
    loading: 'Loading dashboard…',
    tryAgain: 'Try again',
    back: 'Back',
    signedInAs: (email: string) => `Signed in as ${email}`,
    tabsLabel: 'Your events and orders',
    tabs: { overview: 'Overview', events: 'Events', orders: 'Orders', addons: 'Add-ons' },
  },
  overview: {
    totalsLabel: 'Totals',
    totalEvents: 'Total Events',
    activeNote: (n: number) => `${n} active`,
    totalOrders: 'Total Orders',
    totalSpent: 'Total Spent',
    completedEvents: 'Completed Events',
    recent: 'Recent Events',
    noEvents: 'No events yet. Link a paid order to an event on the Orders tab, or create one.',
    recentLabel: 'Most recent events',
    code: 'Code',
    participants: (n: number) => plural('en', n, { one: '{n} participant', other: '{n} participants' }),
    photos: (n: number) => plural('en', n, { one: '{n} photo', other: '{n} photos' }),
    spent: (amount: string) => `${amount} spent`,
    seeAll: 'See all events',
  },
  events: {
    createNew: 'Create New Event',
    noEvents: 'No events yet.',
    listLabel: 'Your events',
    code: 'Code',
    created: 'Created',
    participants: 'Participants',
    photos: 'Photos',
    orders: 'Orders',
    totalSpent: 'Total Spent',
    viewEvent: 'View Event',
    /** Read after 'View Event' by screen readers. */
    opensInNewTab: (title: string) => ` ${title} (opens in a new tab)`,
    canManage: 'This phone can manage this event: start it, end it or remove guests.',
    storageRefused: 'This phone refused to store the event. Allow storage and try again.',
    openOnPhone: 'Open on this phone',
    gettingAccess: 'Getting access...',
    manage: 'Manage on this phone',
  },
  orders: {
    unlinked: 'Unlinked Orders',
    unlinkedLead: 'Paid packages not yet linked to an event. Link one to an event this phone created.',
    unlinkedLabel: 'Unlinked orders',
    ordersFor: (title: string) => `Orders for ${title}`,
    otherPurchases: 'Other purchases',
    noOrders: 'No orders yet.',
    /** The spec's order type "with underscore replaced". */
    orderType: { pre_event: 'pre event', post_event: 'post event' },
    status: {
      pending: 'Payment Pending',
      processing: 'Processing',
      completed: 'Completed',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
      unknown: 'Unknown',
    },
    /** A pending order whose payment failed (issue #27): the order page offers to pay again. */
    paymentFailed: 'Payment failed',
    payAgain: 'Pay again',
    downloadArchive: 'Download the archive',
    archiveParts: (parts: number): string => `Your archive is large, so it comes as ${parts} ZIP files. Download every part.`,
    downloadPart: (part: number, parts: number): string => `Download part ${part} of ${parts}`,
    /** "Link it from the phone that created the event, or [create the event] on this phone." */
    linkElsewhereBefore: 'Link it from the phone that created the event, or',
    linkElsewhereLink: 'create the event',
    linkElsewhereAfter: 'on this phone.',
    eventFor: (orderNumber: string) => `Event for ${orderNumber}`,
    linking: 'Linking...',
    link: 'Link to event',
  },
  addons: {
    lead: 'Keep the gallery open longer: a gallery extension adds 7 or 30 days before the photos leave the gallery.',
    noEvents: 'No events yet.',
    listLabel: 'Gallery extensions',
    openUntil: (date: string) => `Gallery open until ${date}`,
    opening: 'Opening checkout...',
    extension: (days: number) => `Gallery extension +${days} days`,
    /** The commerce spec's payment error texts (section 8), as the pricing checkout shows them. */
    paymentError: (message: string) => `Payment Error: ${message}`,
    unknownError: 'Unknown error occurred',
    geoFailed: 'Unable to load pricing. Please refresh the page.',
  },
  /** /event/{code}, the event's organizer view. */
  event: {
    title: 'Event',
    loading: 'Loading event…',
    code: 'Code',
    participants: 'Participants',
    photos: 'Photos',
    galleryOpenUntil: 'Gallery open until',
    manageLabel: 'Manage the event',
    admin: 'Event Admin',
    adminHint: 'Start or end the event, remove guests.',
    gallery: 'Gallery',
    buy: 'Buy photos and prints',
    enterFirst: 'This phone can manage the event. Enter it with your name to open it here.',
    enter: 'Enter Event',
    entering: 'Entering event...',
    signInFirst: 'Sign in as the organizer to manage this event on this phone.',
    signIn: 'Organizer sign-in',
    cannotYet: 'This phone cannot manage the event yet.',
    signOut: {
      title: 'Lost a phone?',
      lead: 'Phones that can manage this event now, a lost one too, stop being able to start or end it, remove guests or photos, or buy, and are signed out of your organizer account. Live wall links stop working too: open the wall again on your screen. This phone keeps managing it.',
      open: 'Sign out other phones',
      confirm: 'Sign out',
      busy: 'Signing out...',
      cancel: 'Cancel',
      done: 'Other phones were signed out. Only this phone manages the event now.',
      wallLinksKept: 'Live wall links could not be revoked. Use Revoke wall link on the event screen.',
    },
  },
  csvExport: csvExportEn,
  /** The event admin screen's add-on controls (branded frames, CSV export): organizer texts, kept out of the event area the camera loads. */
  addOnControls: addOnsEn,
  errors: { ...organizerMessages, ...addOnMessages },
};

export default en;
