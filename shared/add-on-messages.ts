/**
 * Texts of the digital add-ons' delivery (issue #28: branded frames, CSV export): the server's catalogue
 * (messages.ts) by code. Apart from guest-messages.ts: only the event admin screen and the organizer portal show them.
 */
export const addOnMessages = {
  ADD_ON_REQUIRED: 'This is part of a package. Buy a package with this add-on to use it.',
  BRANDING_TEXT_TOO_LONG: 'The frame text can be at most 40 characters.',
  BRANDING_TEXT_HIDDEN_CHARACTERS: 'The frame text contains characters that are not allowed.',
  LOGO_TOO_LARGE: 'The logo is too large. Choose a file of at most 1 MB.',
  LOGO_INVALID: 'This file is not a PNG, JPEG or SVG image. Choose another logo.',
  LOGO_NOT_UPLOADED: 'The logo did not finish uploading. Try again.',
} as const;
