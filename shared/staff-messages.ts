/**
 * The staff portal's texts (commerce spec section 8 'Admin', and ours where it is silent). Apart from the guest
 * and commerce catalogues so that no guest or buyer screen carries them.
 */
export const staffMessages = {
  /** Wrong e-mail and wrong password answer alike: the answer must not tell which e-mails are staff. */
  STAFF_LOGIN_FAILED: 'Login failed. Check your e-mail and password.',
  STAFF_LOGIN_RATE_LIMITED: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  STAFF_SESSION_INVALID: 'Your staff session has ended. Please sign in again.',
  STAFF_ROLE_FORBIDDEN: 'Your staff role does not allow this.',
  STAFF_EMAIL_REQUIRED: 'Please enter your e-mail.',
  STAFF_PASSWORD_REQUIRED: 'Please enter your password.',
} as const;

/** Texts the staff screens show themselves (never sent by the server). */
export const staffScreenTexts = {
  loginFailed: 'Login failed',
  noAdminToken: 'No admin token found',
  /** Overview and Analytics (spec section 8 'Admin'; the overview's own text is ours). */
  statsLoadFailed: 'Failed to load dashboard stats',
  analyticsLoadFailed: 'Failed to fetch analytics data',
} as const;
