import type { AddOnId } from '../../../../shared/pricing/add-ons.js';
import type { PrintSize } from '../../../../shared/pricing/post-event.js';

/** A package's print bundle add-on and how many prints it makes (shared/pricing add-ons: 10×15 prints). */
const BUNDLE_SIZES: Partial<Record<AddOnId, number>> = { print_bundle_25: 25, print_bundle_50: 50 };

/** The add-ons' description says 10×15 (DESIGN 15: bundles are 10×15 prints). */
export const PACKAGE_PRINT_SIZE: PrintSize = '10x15';

/**
 * The prints an event's package includes, or undefined. The price list sells both bundles together (25 + 50,
 * each charged), so both are delivered: 75 prints, not the larger bundle alone.
 */
export const printBundleSizeOf = (addOns: readonly AddOnId[] | undefined): number | undefined => {
  const sizes = (addOns ?? []).map((a) => BUNDLE_SIZES[a]).filter((n): n is number => n !== undefined);
  return sizes.length > 0 ? sizes.reduce((sum, n) => sum + n, 0) : undefined;
};
