/**
 * The organizer portal's texts (commerce spec section 8 'Organizer', and ours where it is silent: the e-mailed
 * code of DESIGN 6). Apart from the guest and commerce catalogues so that no guest screen carries them.
 */
export const organizerMessages = {
  /** Step 1's one answer, hit or miss: it must not tell which e-mails bought a package (issue #18). */
  ORGANIZER_CODE_SENT: 'If this e-mail bought a package, a code is on its way.',
  ORGANIZER_EMAIL_INVALID: 'Please enter a valid e-mail.',
  /** The spec's text for an empty field (section 5: both trimmed non-empty). */
  ORGANIZER_FIELDS_REQUIRED: 'Please fill in all fields',
  ORGANIZER_CODE_FORMAT: 'Enter the 6-digit code from the e-mail.',
  ORGANIZER_CODE_INVALID: 'Wrong code. Check the e-mail and try again.',
  ORGANIZER_CODE_LOCKED: 'Too many wrong codes. Request a new code.',
  ORGANIZER_CODE_EXPIRED: 'This code has expired. Request a new code.',
  ORGANIZER_CODE_RESEND_TOO_SOON: 'A code was just sent. Please wait a moment before asking for another.',
  ORGANIZER_SIGN_IN_RATE_LIMITED: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  /** Step 2's wrong codes of one e-mail in an hour, from any address (SIGN_IN_FAILURES_PER_EMAIL). */
  ORGANIZER_CODE_ATTEMPTS_EXHAUSTED: 'Too many wrong codes for this e-mail. Please wait up to an hour, then request a new code.',
  /** The spec's 'Authentication required' (section 8), for a missing, expired or foreign token. */
  ORGANIZER_SESSION_INVALID: 'Authentication required',
  ORGANIZER_EVENT_NOT_YOURS: 'This event is not one of yours.',
  ORGANIZER_ORDER_NOT_YOURS: 'This order is not one of yours.',
  ORGANIZER_GALLERY_EXPIRED: 'This gallery has already expired; it can no longer be extended.',
  ORGANIZER_EVENT_HAS_NO_PACKAGE: 'This event has no package to extend.',
} as const;

/** Texts the organizer screens show themselves (commerce spec section 8; never sent by the server). */
export const organizerScreenTexts = {
  loginFailed: 'Login failed',
  fillInAllFields: 'Please fill in all fields',
  authenticationRequired: 'Authentication required',
  failedToFetchData: 'Failed to fetch data',
  failedToLoadDashboard: 'Failed to load dashboard',
} as const;
