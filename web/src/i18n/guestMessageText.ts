import { guestMessages, type GuestErrorCode } from '../../../shared/guest-messages';

/** The guest catalogue's codes by their English text. */
const codeByMessage = new Map<string, GuestErrorCode>(
  (Object.entries(guestMessages) as [GuestErrorCode, string][]).map(([code, message]) => [message, code]),
);

/**
 * A message model code produced as the guest catalogue's English text (a failed session check, a schema
 * message) in the device's language, from an area's `errors`; any other text (a newer server's) as it is.
 */
export function guestMessageText(message: string, errors: Readonly<Record<GuestErrorCode, string>>): string {
  const code = codeByMessage.get(message);
  return code ? errors[code] : message;
}
