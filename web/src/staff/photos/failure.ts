import { ApiError } from '../../api/ApiError';

/** The spec's failure text, followed by the server's own explanation when it gave one (a refusal says why). */
export const failureText = (specText: string, err: unknown): string =>
  err instanceof ApiError && err.fromServer && err.message ? `${specText}. ${err.message}` : specText;

/** A 401 ends the staff session (the shell returns to the login). */
export const isAuthFailure = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 401;
