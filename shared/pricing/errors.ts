export type PricingErrorCode = 'ADDON_NOT_AVAILABLE' | 'CUSTOM_QUOTE_REQUIRED' | 'INVALID_SELECTION';

/** A selection the price list cannot price; the server maps it to a 400 (or to "contact us" for a custom quote). */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  constructor(
    readonly code: PricingErrorCode,
    message: string,
  ) {
    super(message);
  }
}
