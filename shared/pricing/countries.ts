import type { Currency } from './currency.js';

/**
 * Country multipliers of the spec (section 9), in tenths so that 1.4 × a figure stays exact integer
 * arithmetic. A country not listed gets the default 1.8.
 */
const MULTIPLIER_TENTHS: Readonly<Record<string, number>> = {
  RO: 10, BG: 10,
  HU: 12,
  HR: 13,
  PL: 14, CZ: 14, PT: 14, GR: 14,
  DE: 20, FR: 20, NL: 20, SE: 20, AT: 20, BE: 20, IE: 20, ES: 20, IT: 20,
  GB: 24,
  US: 26, CA: 26, AU: 26, NZ: 26,
  DK: 28,
  CH: 30, NO: 30,
};
export const DEFAULT_MULTIPLIER_TENTHS = 18;

export const DEFAULT_COUNTRY = 'RO';
export const DEFAULT_CURRENCY: Currency = 'RON';

/** ISO 3166-1 alpha-2, upper case ("de" → "DE"); undefined for anything else. */
export const normalizeCountry = (country: string | undefined): string | undefined => {
  const c = country?.trim().toUpperCase();
  return c && /^[A-Z]{2}$/.test(c) ? c : undefined;
};

export const multiplierTenths = (country: string): number => MULTIPLIER_TENTHS[country] ?? DEFAULT_MULTIPLIER_TENTHS;
/** The multiplier as a number (display, tests). */
export const multiplierFor = (country: string): number => multiplierTenths(country) / 10;

/**
 * Shipping figures (major units of the RO price list), before the country multiplier. The spec gives RO 15,
 * BG and HU 25, US and CA 65, AU and NZ 75, JP 70, default 55 and "about 30 to 50 for most of Europe" with
 * no individual values: for the European countries of the multiplier table we chose 30–50 by postal
 * distance from Romania (neighbours and central Europe 30–35, western and southern 40–45, the north, the UK
 * and Switzerland 50). A product decision, documented here; change the figures here only.
 */
const SHIPPING_FIGURES: Readonly<Record<string, number>> = {
  RO: 15,
  BG: 25, HU: 25,
  HR: 30, PL: 30, CZ: 30,
  AT: 35, DE: 35, GR: 35,
  FR: 40, NL: 40, BE: 40, IT: 40, PT: 45, ES: 45, IE: 45,
  SE: 50, DK: 50, NO: 50, GB: 50, CH: 50,
  US: 65, CA: 65,
  AU: 75, NZ: 75,
  JP: 70,
};
export const DEFAULT_SHIPPING_FIGURE = 55;

export const shippingFigure = (country: string): number => SHIPPING_FIGURES[country] ?? DEFAULT_SHIPPING_FIGURE;

/** Shipping in minor units: the country's figure × its multiplier, rounded to a whole unit (half up). */
export const shippingFor = (country: string): number => Math.floor((shippingFigure(country) * multiplierTenths(country) + 5) / 10) * 100;

/** Every country the tables name (tests, and a country picker if one is ever needed). */
export const LISTED_COUNTRIES: readonly string[] = [...new Set([...Object.keys(MULTIPLIER_TENTHS), ...Object.keys(SHIPPING_FIGURES)])];
