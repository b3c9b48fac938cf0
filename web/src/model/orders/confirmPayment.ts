import { commerceEndpointRoutes as endpointRoutes } from '../../../../shared/api/commerce-endpoint-routes';
import type { PaymentConfirmationResponse } from '../../../../shared/schemas/payments';
import { callApi } from '../../api/callApi';

/**
 * POST /api/orders/{id}/payment-confirmation: the server asks Stripe about the order's Checkout Session and
 * fulfils it if paid (the success page never believes the return URL alone).
 */
export function confirmPayment(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<PaymentConfirmationResponse> {
  return callApi(endpointRoutes.confirmOrderPayment, { params: { id: orderId }, orderToken: token }, signal);
}

/** Spec section 9: the return URL's parameters leave the address bar 1 second after the page opens. */
export const URL_CLEANUP_MS = 1000;
/** Spec section 9: the success page's auto-redirect. */
export const AUTO_REDIRECT_SECONDS = 30;
/** Spec section 9: the redirect home when the order cannot be shown. */
export const FALLBACK_REDIRECT_SECONDS = 10;
/** A late webhook or a delayed payment method: checked again this often, this many times (ours). */
export const RECHECK_MS = 3000;
export const RECHECK_ATTEMPTS = 5;
