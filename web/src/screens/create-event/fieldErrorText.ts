import { guestMessages, maxGuestsRange, type GuestErrorCode } from '#shared/guest-messages.js';
import type { AreaTexts } from '../../i18n/areas';

/** The shared catalogue's codes by their English text: the create schema's messages are those texts. */
const codeByMessage = new Map<string, GuestErrorCode>(
  (Object.entries(guestMessages) as [GuestErrorCode, string][]).map(([code, message]) => [message, code]),
);

/**
 * A create-form field message (the shared schema's English text, from the client check or the server's error
 * body) in the device's language; a message no code has (a newer server) stays as it is.
 */
export function fieldErrorText(message: string, guestCeiling: number, t: AreaTexts['create']): string {
  if (message === maxGuestsRange(guestCeiling)) return t.createEvent.maxGuestsRange(guestCeiling);
  const code = codeByMessage.get(message);
  return code ? t.errors[code] : message;
}
