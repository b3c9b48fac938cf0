/**
 * The spec's price rounding ("rounded to 5 below 50, 10 below 100, 25 below 500, 50 above"), to the NEAREST
 * step. The bracket is chosen by the unrounded amount (49.9 rounds by 5, to 50). A value exactly halfway
 * between two steps rounds UP (47.5 → 50, 112.5 → 125): prices are positive, and half-up is what a person
 * rounding a price list by hand does. Works on exact fractions (num/den major units) so a multiplier of
 * 1.4 or a ratio of 6/4.5 never meets binary floating point.
 */
const stepFor = (num: number, den: number): number => (num < 50 * den ? 5 : num < 100 * den ? 10 : num < 500 * den ? 25 : 50);

/** round_spec of the exact value `num / den` (major units), in minor units. `num`, `den` positive integers. */
export const roundSpecFraction = (num: number, den: number): number => {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num < 0 || den <= 0) throw new RangeError(`bad amount ${num}/${den}`);
  const step = stepFor(num, den);
  // nearest multiple of `step` to num/den, halves up: floor(num/(den·step) + 1/2)
  const k = Math.floor((2 * num + step * den) / (2 * step * den));
  return k * step * 100;
};

/** round_spec of a major-unit amount (e.g. 47.5), in major units: roundSpec(49) = 50, roundSpec(499) = 500. */
export const roundSpec = (major: number): number => {
  // Exact for amounts with up to 4 decimals, which is every amount of the price list.
  const den = 10_000;
  return roundSpecFraction(Math.round(major * den), den) / 100;
};

/**
 * `price` (minor units, on the round_spec grid) moved down the grid, step by step, until it is below
 * `ceiling`. A package deal (a combo, a bundle) must stay cheaper than its parts bought apart, which
 * rounding each part on its own can break (HR premium combo: 390 → 400, archive 234 → 225 + 50 prints
 * 182 → 175 = 400).
 */
export const belowOnGrid = (price: number, ceiling: number): number => {
  let p = price;
  while (p >= ceiling && p > 0) p -= stepFor(p - 1, 100) * 100;
  return Math.max(p, 0);
};
