import type { Currency } from './currency.js';

/**
 * RON per 1 unit of each currency, in ten-thousandths (BNR publishes 4 decimals), used to store each order's
 * RON equivalent at order time (DESIGN section 15: RON dashboards add these up; nothing converts at read
 * time). Source: National Bank of Romania (BNR) reference rates, https://www.bnr.ro/nbrfxrates.xml — the
 * levels of early July 2025, entered by hand and NOT re-checked against the feed when this table was
 * written (no network). Refresh the figures and RON_RATES_DATE together before charging real money; in AWS
 * the Stripe balance transaction of a paid order is the authoritative RON amount (research/commerce-anchors §3).
 */
export const RON_RATES_DATE = '2025-07-01';
const RON_PER_UNIT_E4: Readonly<Record<Currency, number>> = {
  RON: 10_000,
  EUR: 50_780,
  USD: 43_180,
  GBP: 59_220,
  CHF: 54_310,
};

export const ronRate = (currency: Currency): number => RON_PER_UNIT_E4[currency] / 10_000;

/** The RON equivalent (minor units, half up) of an amount in minor units of `currency`. */
export const toRonMinor = (amountMinor: number, currency: Currency): number =>
  Math.floor((amountMinor * RON_PER_UNIT_E4[currency] + 5_000) / 10_000);
