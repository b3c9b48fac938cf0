import { isApiError } from '../api/ApiError';
import { errorText } from './errorText';

/**
 * A creator action's failure: the spec's own text (`fallback`), unless this phone was signed out of managing the
 * event (the organizer's "Sign out other phones"): that is the truth to tell, not "try again".
 */
export const creatorFailureText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.code === 'CREATOR_SIGNED_OUT' ? errorText(error, fallback) : fallback;
