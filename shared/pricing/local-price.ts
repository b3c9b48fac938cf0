import { multiplierTenths } from './countries.js';
import { roundSpecFraction } from './rounding.js';

/**
 * A country's price, in minor units of its currency, for an amount of the RO price list given as the exact
 * fraction `num / den` of major units (DESIGN section 15: round_spec(figure × multiplier)).
 *
 * A figure the spec lists is the RO price itself, so at multiplier 1 (RO, BG) it is kept as written (59,
 * 87.5, 4.5), not re-rounded to 60/100/5; `derived` amounts (a bundle scaled to another print size) have no
 * written price, so they are rounded by round_spec in every country.
 */
export const localPriceFraction = (num: number, den: number, country: string, derived = false): number => {
  const m = multiplierTenths(country);
  if (m === 10 && !derived) return Math.round((num * 100) / den);
  return roundSpecFraction(num * m, den * 10);
};

/** A listed figure (major units, e.g. 87.5) as the country's price in minor units. */
export const localPrice = (figure: number, country: string): number => localPriceFraction(Math.round(figure * 100), 100, country);
