import { localPrice, localPriceFraction } from './local-price.js';
import { belowOnGrid } from './rounding.js';

export type PrintSize = '10x15' | '13x18' | '15x21' | '20x30';
export const PRINT_SIZES: readonly PrintSize[] = ['10x15', '13x18', '15x21', '20x30'];
export type BundlePhotos = 10 | 25 | 50 | 100;
export const BUNDLE_PHOTOS: readonly BundlePhotos[] = [10, 25, 50, 100];
export type ComboId = 'basic' | 'standard' | 'premium' | 'ultimate';
export const COMBO_IDS: readonly ComboId[] = ['basic', 'standard', 'premium', 'ultimate'];

/** Post-event base prices (spec section 9, RO list, major units). */
export const RAW_ARCHIVE_FIGURE = 180;
const PRINT_UNIT_FIGURES: Readonly<Record<PrintSize, number>> = { '10x15': 4.5, '13x18': 6, '15x21': 8.5, '20x30': 15 };
/** Bundles are 10×15 prints (DESIGN section 15). */
const BUNDLE_FIGURES: Readonly<Record<BundlePhotos, number>> = { 10: 35, 25: 80, 50: 140, 100: 250 };
const COMBO_FIGURES: Readonly<Record<ComboId, number>> = { basic: 200, standard: 240, premium: 300, ultimate: 400 };
/** A combo is the raw archive plus a 10×15 bundle of this many prints (DESIGN section 15). */
export const COMBO_PRINTS: Readonly<Record<ComboId, BundlePhotos>> = { basic: 10, standard: 25, premium: 50, ultimate: 100 };

export const PRINT_SIZE_LABELS: Readonly<Record<PrintSize, string>> = { '10x15': '10×15 cm', '13x18': '13×18 cm', '15x21': '15×21 cm', '20x30': '20×30 cm' };
export const COMBO_LABELS: Readonly<Record<ComboId, string>> = { basic: 'Basic combo', standard: 'Standard combo', premium: 'Premium combo', ultimate: 'Ultimate combo' };

export const rawArchivePrice = (country: string): number => localPrice(RAW_ARCHIVE_FIGURE, country);
export const printUnitPrice = (size: PrintSize, country: string): number => localPrice(PRINT_UNIT_FIGURES[size], country);

/**
 * A bundle's price: the 10×15 bundle figure, scaled for another size by the ratio of unit prices (13×18 =
 * 35 × 6/4.5), then priced for the country. The scaled amount has no written price, so it is rounded by
 * round_spec even in RO (35 × 6/4.5 = 46.67 → 45); the 10×15 figures are kept as written.
 */
export const printsBundlePrice = (photos: BundlePhotos, size: PrintSize, country: string): number => {
  const rounded =
    size === '10x15'
      ? localPrice(BUNDLE_FIGURES[photos], country)
      : // exact fraction: figure × unit(size) / unit(10x15), all in hundredths
        localPriceFraction(BUNDLE_FIGURES[photos] * 100 * Math.round(PRINT_UNIT_FIGURES[size] * 100), 100 * Math.round(PRINT_UNIT_FIGURES['10x15'] * 100), country, true);
  // A bundle never costs as much as its prints one by one (rounding a 7.20 print down to 5 could make it so).
  return belowOnGrid(rounded, photos * printUnitPrice(size, country));
};

/** A combo's price, kept below the raw archive plus its bundle bought apart (the spec's figures are; rounding may not be). */
export const comboPrice = (combo: ComboId, country: string): number =>
  belowOnGrid(localPrice(COMBO_FIGURES[combo], country), rawArchivePrice(country) + printsBundlePrice(COMBO_PRINTS[combo], '10x15', country));

export const bundleLabel = (photos: BundlePhotos, size: PrintSize): string => `${photos} prints, ${PRINT_SIZE_LABELS[size]}`;
export const comboLabel = (combo: ComboId): string => `${COMBO_LABELS[combo]}: raw archive + ${COMBO_PRINTS[combo]} prints (10×15 cm)`;
