import { guestMessages } from '../../../../../shared/guest-messages';
import { eventTypesEn } from '../event-types.en';

/** The create area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  /** Event types (shared/constants EVENT_TYPE_LABELS) as the create form and Event Created show them. */
  eventTypes: eventTypesEn,
  createEvent: {
    title: 'Create Event',
    lead: 'Set up your private event and get a code to share with your guests.',
    paidEvent: 'Event',
    paidDate: 'Date',
    paidOrganizer: 'Organizer',
    paidPackage: 'Package',
    paidAddOns: 'Add-ons',
    eventTitle: 'Event Title',
    organizerName: 'Your Name (Organizer)',
    eventType: 'Event Type',
    eventDuration: 'Event Duration',
    maxGuests: 'Max Guests',
    photosPerPerson: 'Photos/Person',
    description: 'Description',
    maxGuestsPackageHint: (min: number, max: number) => `${min}–${max} (your package)`,
    rangeHint: (min: number, max: number, fallback: number) => `${min}–${max} (default ${fallback})`,
    libraryPhotos: "Guests may also add photos from their phone's library",
    libraryPhotosHint: "They get the same frames and filters, and count towards each guest's photos.",
    submit: 'Create Event',
    submitting: 'Creating event...',
    back: 'Back',
    /** "Failed to create event: {reason}" (spec section 8): shared/guest-messages createEventFailed. */
    failed: (reason: string) => `Failed to create event: ${reason}`,
    /** MAX_GUESTS_RANGE for a package above 500 guests: shared/guest-messages maxGuestsRange. */
    maxGuestsRange: (ceiling: number) => `Max guests must be a whole number from 5 to ${ceiling}.`,
  },
  eventCreated: {
    title: 'Event Created!',
    lead: 'Share the code, the link or the QR code with your guests.',
    paymentLinked: 'Payment Linked',
    orderLinkedBefore: 'Order ',
    orderLinkedAfter: ' is linked to this event: its package and add-ons apply.',
    organizerDashboard: 'Access Organizer Dashboard',
    eventCode: 'Event Code',
    maxGuests: 'Max Guests',
    photosPerPerson: 'Photos/Person',
    duration: 'Duration',
    notSaved:
      'This device could not save your organizer access (storage is blocked or full). Keep this page open until you have entered your event.',
    copyCode: 'Copy Code',
    generateQr: 'Generate QR Code',
    hideQr: 'Hide QR Code',
    copyLink: 'Copy Event Link',
    codeCopied: 'Event code copied!',
    codeNotCopied: 'Could not copy the code. Select it above to copy it.',
    linkCopied: 'Event link copied!',
    copyManually: 'Copy this link manually:',
    qrLabel: (title: string) => `QR code of the event link for ${title}`,
    enterTitle: 'Enter your event',
    enterEvent: 'Enter Event',
    entering: 'Entering event...',
  },
  errors: guestMessages,
};

export default en;
