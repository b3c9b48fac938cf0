import { eventTypesEn } from '../event-types.en';

/**
 * The arrival area's texts in English (see ../../areas.ts): what a guest sees who comes by an event link rather
 * than the lobby — the direct join and Select User. Apart from `first` so that the lobby's first load does not
 * carry them, and from `aside` (the desktop notice, not found) so that the event link does not carry those
 * (guest entry ≤ 100 KB gz in each language).
 */
const en = {
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
  errors: {},
};

export default en;
