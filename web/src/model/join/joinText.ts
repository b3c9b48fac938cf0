import { joinMessages } from '#shared/join-messages.js';
import { errorText } from '../../i18n/errorText';
import { currentTexts } from '../../i18n/texts';
import type { AreaTexts } from '../../i18n/areas';

/** A code of the join's texts (the first area's errors: join-messages.ts, full, name taken). */
export type JoinTextCode = keyof AreaTexts['first']['errors'];

/** The join's text for `code` in the device's language (the first area is loaded before the app mounts). */
export const joinText = (code: JoinTextCode): string => currentTexts('first').errors[code];

/**
 * A refused join in the device's language. A form rule's refusal (400) comes as per-field English texts with
 * no code of their own: the join's catalogue knows them by their words. Anything else goes by the error's
 * code (errorText), else the server's own text.
 */
export function joinRefusalText(error: { code: string; message: string; fields: Readonly<Record<string, string>> }, fieldFirst: readonly string[]): string {
  for (const field of fieldFirst) {
    const english = error.fields[field];
    if (english === undefined) continue;
    const code = (Object.keys(joinMessages) as (keyof typeof joinMessages)[]).find((key) => joinMessages[key] === english);
    return code ? joinText(code) : english;
  }
  return errorText(error, error.message);
}
