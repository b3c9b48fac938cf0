/**
 * The payment-success page of a gallery extension bought in the organizer portal (issue #29.4): what the
 * payment did (the gallery's new end) and the way back to the portal, instead of the archive's next steps.
 */
export const galleryExtensionPaidEn = {
  title: 'Gallery extended',
  /** "The gallery of {event} now stays open until {date}." */
  openUntil: (eventTitle: string, date: string) => `The gallery of ${eventTitle} now stays open until ${date}.`,
  /** Paid, but the extension is not applied yet (it is, on the next check or by the webhook). */
  applying: 'Your payment was received. The gallery is being extended: the organizer portal shows its new date.',
  backToPortal: 'Back to the organizer portal',
  redirectingBefore: 'Back to the organizer portal in ',
};
