import type { Currency } from './currency.js';

/**
 * An amount in minor units as the locale writes it ("99,00 RON", "€198.00"): every currency here has two
 * decimals (DESIGN section 15). `locale` undefined = the runtime's (the browser's) locale.
 */
export const formatMoney = (minor: number, currency: Currency, locale?: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
