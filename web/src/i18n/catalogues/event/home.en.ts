/** The event area's home texts in English (see ./en.ts): the event home (camera state) around the camera. */
export const homeEn = {
  connecting: 'Connecting to database…',
  eventHeading: (code: string) => `Event ${code}`,
  tryAgain: 'Try Again',
  backToMain: 'Back to Main Page',
  openingAwards: 'Opening the awards…',
  eventCodeLabel: 'Event code ',
  nav: 'Event',
  gallery: 'Gallery',
  admin: 'Admin',
  /** The camera status label (spec section 4). */
  status: {
    active: 'Event Live',
    waiting: 'Event Starting Soon',
    voting: 'Voting Phase',
    ended: 'Event Ended',
  },
  youreInBefore: 'You\u2019re in as ',
  galleryExpiredTitle: 'The free gallery has expired',
  endedTitle: 'Your event has ended',
  galleryExpiredLead: 'See the summary of your event and where purchase options will be offered.',
  /** The ended event home's lead: what the guests see now, then how long the gallery lasts. */
  endedGuests: 'Your guests now see the awards ceremony.',
  /** With reveal after the end, its voting hour comes first. */
  endedGuestsVoting: (time: string) => `Your guests now see every photo and vote until ${time}; the awards follow.`,
  endedFreeFor: (days: number) => `The gallery stays free for ${days} days after the event was created.`,
  /** A paid or extended gallery (a package, an extension): never called free. */
  endedOpenUntil: (day: string) => `The gallery stays open until ${day}.`,
  viewPurchase: 'View Gallery & Purchase Options',
  reconnecting: 'Reconnecting to live updates…',
  testEndEvent: 'Test End Event',
  /** The user actions under the camera: switch user, leave, language. */
  menu: 'Event menu',
  switchUser: 'Switch user',
  leaveEvent: 'Leave event',
  leaveTitle: 'Leave event?',
  stay: 'Stay',
  leaveBodyBefore: 'This phone forgets that you are in ',
  leaveBodyAfter: (name: string) => ` as ${name}. To come back, join again with the event code.`,
  eventStarted: 'Event Started!',
  /** The countdown clock beside the status (and in the gallery). */
  timeLeft: 'Time left',
  timeRemaining: (clock: string) => `Time remaining ${clock}`,
  /** The end confirmation (spec section 5), on the event home and the admin screen. */
  endTitle: 'End Event?',
  endConfirm: 'End Event',
  ending: 'Ending event...',
  endConfirmation: 'Are you sure you want to end this event? This action cannot be undone.',
  cancel: 'Cancel',
};
