import { isApiError } from '../../api/ApiError';
import { errorText } from '../../i18n/errorText';

/** Commerce spec section 8: the payment error texts, shared by the pricing checkout and the post-event purchase. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';
export const paymentErrorText = (message: string | undefined): string => `Payment Error: ${message || UNKNOWN_ERROR_MESSAGE}`;

/** Spec section 8: "A server error text is displayed when present" (by its code in the reader's language); otherwise undefined (the caller's fallback), logged. */
export function serverMessage(error: unknown, context: string): string | undefined {
  if (isApiError(error) && error.fromServer && error.message) return errorText(error, error.message);
  console.error(`${context} failed`, error);
  return undefined;
}
