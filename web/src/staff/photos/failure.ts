import { ApiError } from '../../api/ApiError';
import { errorText } from '../../i18n/errorText';

/** The spec's failure text, followed by the server's own explanation (by its code, in the reader's language) when it gave one. */
export const failureText = (specText: string, err: unknown): string =>
  err instanceof ApiError && err.fromServer && err.message ? `${specText}. ${errorText(err, err.message)}` : specText;

/** A 401 ends the staff session (the shell returns to the login). */
export const isAuthFailure = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 401;
