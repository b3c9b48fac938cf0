import { maxGuestsRange } from '#shared/guest-messages.js';
import type { AreaTexts } from '../../i18n/areas';
import { guestMessageText } from '../../i18n/guestMessageText';

/**
 * A create-form field message (the shared schema's English text, from the client check or the server's error
 * body) in the device's language; a message no code has (a newer server) stays as it is.
 */
export function fieldErrorText(message: string, guestCeiling: number, t: AreaTexts['create']): string {
  if (message === maxGuestsRange(guestCeiling)) return t.createEvent.maxGuestsRange(guestCeiling);
  return guestMessageText(message, t.errors);
}
