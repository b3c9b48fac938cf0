import { isApiError } from '../api/ApiError';
import { loadedErrorText } from './texts';

/**
 * What to show for a failed call: the server's stable `code` in the device's language (the areas' catalogues
 * carry the error texts by code); a code no loaded catalogue knows (a newer server) shows the server's own
 * text; an error that never reached the server, or was not a standard error body, shows `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const localized = error.fromServer ? loadedErrorText(error.code) : undefined;
  if (localized) return localized;
  return error.fromServer && error.message ? error.message : fallback;
}

/** A message by code (client-side rules use the same codes as the server), or `fallback` if none is loaded. */
export const codeText = (code: string, fallback: string): string => loadedErrorText(code) ?? fallback;
