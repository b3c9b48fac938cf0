import { ORGANIZER_CODE_LENGTH } from '../../../shared/schemas/organizer';
import { ApiError } from '../api/ApiError';
import { errorText } from '../i18n/errorText';
import { currentTexts } from '../i18n/texts';

/**
 * The organizer sign-in's rules (commerce spec section 5 'Organizer login'): both fields non-empty after
 * trimming, else 'Please fill in all fields'; the button is disabled while either field is empty or a request
 * is under way; typing clears the error. Then the e-mailed code (DESIGN 6): six digits.
 */
export interface SignInFields {
  email: string;
  eventName: string;
}

/** The button's state: a field with nothing typed, or a request in flight. */
export const signInDisabled = (fields: SignInFields, loading: boolean): boolean => loading || fields.email === '' || fields.eventName === '';

/** On submit: the spec's message (in the device's language) when a field holds only spaces; null when the request may go. */
export const signInFieldsError = (fields: SignInFields): string | null =>
  fields.email.trim() === '' || fields.eventName.trim() === '' ? currentTexts('organizer').failures.fillInAllFields : null;

/** What the request carries: both trimmed (the server lower-cases the e-mail itself). */
export const trimmedFields = (fields: SignInFields): SignInFields => ({ email: fields.email.trim(), eventName: fields.eventName.trim() });

/** The code field keeps digits only, at most six (a pasted "123 456" or "Code: 123456" still works). */
export const normalizeCodeInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, ORGANIZER_CODE_LENGTH);

export const codeComplete = (code: string): boolean => code.length === ORGANIZER_CODE_LENGTH;

/**
 * The server's answer when it sent one (wrong code, locked, rate limited), by its code in the device's
 * language (the server's own text for a code we do not know), else the spec's 'Login failed'.
 */
export const signInErrorText = (error: unknown): string => errorText(error, currentTexts('organizer').failures.loginFailed);

/** The code is spent (locked after the 5th wrong try, expired, used): only a new code helps. */
export const needsNewCode = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'ORGANIZER_CODE_LOCKED' || error.code === 'ORGANIZER_CODE_EXPIRED');

/** A resend asked too soon: the server's text, and the step keeps counting down. */
export const isResendTooSoon = (error: unknown): boolean => error instanceof ApiError && error.code === 'ORGANIZER_CODE_RESEND_TOO_SOON';
