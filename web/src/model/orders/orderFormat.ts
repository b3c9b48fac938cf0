import type { Currency } from '../../../../shared/pricing';

/** Spec section 3: an order type or product type "shown with underscore replaced" (pre_event → pre event). */
export const humanize = (value: string): string => value.replace(/_/g, ' ');

/**
 * An amount with two decimals and the upper-case currency code (the payment cancelled page's "amount with
 * two decimals and upper-case currency"): "RON 124.00" / "124,00 RON" by the reader's locale.
 */
export const formatAmountWithCode = (minor: number, currency: Currency | string, locale?: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A status change's "formatted date" (spec section 3). */
export const formatOrderDate = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 'N/A' : dateTime.format(ms);
};

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** A status change's "time ago" (spec section 3): "just now", "5 minutes ago", "yesterday". */
export const timeAgo = (iso: string, now: number = Date.now()): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return 'N/A';
  const seconds = Math.round((now - ms) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(-Math.round(seconds / size), unit);
  }
  return relative.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
};
