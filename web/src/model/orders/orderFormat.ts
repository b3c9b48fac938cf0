import type { Currency } from '../../../../shared/pricing';
import { intlTag, type Locale } from '../../../../shared/i18n/locale';
import { formattersFor } from '../../i18n/format';
import { currentLocale } from '../../i18n/localeStore';
import { peekTexts } from '../../i18n/texts';

/** Spec section 3: an order type or product type "shown with underscore replaced" (pre_event → pre event). */
export const humanize = (value: string): string => value.replace(/_/g, ' ');

/** "N/A" in the reader's language (English until the orders texts are loaded: staff pages may not load them). */
const notAvailable = (locale: Locale): string => peekTexts('orders', locale)?.orders.notAvailable ?? 'N/A';

/**
 * An amount with two decimals and the upper-case currency code (the payment cancelled page's "amount with
 * two decimals and upper-case currency"): "RON 124.00" / "124,00 RON" by the reader's language.
 */
export const formatAmountWithCode = (minor: number, currency: Currency | string, locale: string = intlTag(currentLocale())): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

/** A status change's "formatted date" (spec section 3), in the reader's language. */
export const formatOrderDate = (iso: string, locale: Locale = currentLocale()): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? notAvailable(locale) : formattersFor(locale).date(ms, { dateStyle: 'medium', timeStyle: 'short' });
};

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A status change's "time ago" (spec section 3): "just now", "5 minutes ago", "yesterday" ("acum 5 minute", "ieri"). */
export const timeAgo = (iso: string, now: number = Date.now(), locale: Locale = currentLocale()): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return notAvailable(locale);
  const { relative } = formattersFor(locale);
  const seconds = Math.round((now - ms) / 1000);
  if (Math.abs(seconds) < 45) return peekTexts('orders', locale)?.orders.justNow ?? 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(-Math.round(seconds / size), unit);
  }
  return relative(-Math.max(1, Math.round(seconds / 60)), 'minute');
};
