import { addOn, type AddOnId } from '../../../../shared/pricing/add-ons.js';
import type { PrintSize } from '../../../../shared/pricing/post-event.js';

/** The add-ons' description says 10×15 (DESIGN 15: bundles are 10×15 prints). */
export const PACKAGE_PRINT_SIZE: PrintSize = '10x15';

/**
 * The prints an event's package includes, or undefined. The price list sells both bundles together (25 + 50,
 * each charged), so both are delivered: 75 prints, not the larger bundle alone.
 */
export const printBundleSizeOf = (addOns: readonly AddOnId[] | undefined): number | undefined => {
  const sizes = (addOns ?? []).flatMap((a) => addOn(a).prints ?? []);
  return sizes.length > 0 ? sizes.reduce((sum, n) => sum + n, 0) : undefined;
};
