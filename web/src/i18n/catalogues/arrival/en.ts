import { eventTypesEn } from '../event-types.en';

/**
 * The arrival area's texts in English (see ../../areas.ts): what a guest sees who does not start at the lobby —
 * an event link's direct join, Select User, the desktop notice, the not-found page. Apart from `first` so that
 * the lobby's first load does not carry them (guest entry ≤ 100 KB gz in each language).
 */
const en = {
  notFound: {
    title: 'Page not found',
    text: 'There is nothing at this address. Check the link, or start again from home.',
  },
  directJoin: {
    validating: 'Validating Event',
    eventLabel: 'Event',
    details: 'Details',
    type: 'Type',
    maxParticipants: 'Max Participants',
    photosPerPerson: 'Photos per Person',
    status: 'Status',
    backToSaved: 'Back to saved users',
    backToMain: 'Back to Main Page',
    tryAgain: 'Try Again',
    correctHint: 'Check the code you were given and correct it here.',
    checkCode: 'Check Code',
    eventTypes: eventTypesEn,
    statuses: { waiting: 'Waiting', active: 'Active', completed: 'Completed' },
  },
  selectUser: {
    title: 'Select User',
    continueAs: 'Continue as',
    lastUsed: (when: string) => `Last used ${when}`,
    joinAsNew: 'Join as New User',
  },
  desktop: {
    title: 'Mobile Experience Required',
    text: 'Candid is made for phones: guests join with a code and take polaroid photos with their phone’s camera. Open this address on your phone:',
    showQr: 'Show QR Code',
    hideQr: 'Hide QR Code',
    qrLabel: 'QR code of the Candid address, to scan with your phone',
    viewPricing: 'View Pricing',
    continueHere: 'Continue on this device',
  },
  /** The QR code component (Event Created, the desktop notice). */
  qr: {
    generatingQr: 'Generating QR code…',
    qrFailed: 'The QR code could not be generated.',
  },
  errors: {},
};

export default en;
