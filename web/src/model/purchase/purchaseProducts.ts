import {
  BUNDLE_PHOTOS,
  COMBO_IDS,
  COMBO_LABELS,
  COMBO_PRINTS,
  PRINT_SIZES,
  isShipped,
  quote,
  type BundlePhotos,
  type ComboId,
  type Currency,
  type PrintSize,
  type ProductSelection,
} from '#shared/pricing/index.js';

/** What the post-event purchase screen sells (commerce spec "Post-event purchase screen", DESIGN 15). */
export type PurchaseChoice = Extract<ProductSelection, { kind: 'raw_archive' | 'prints_bundle' | 'combo' }>;
export type PurchaseProductType = PurchaseChoice['kind'];

export const RAW_ARCHIVE: PurchaseChoice = { kind: 'raw_archive' };
export const DEFAULT_BUNDLE: PurchaseChoice = { kind: 'prints_bundle', photos: 10, printSize: '10x15' };

/** How many prints a choice makes (0 for the archive alone). */
export const printCountOf = (choice: PurchaseChoice): number =>
  choice.kind === 'prints_bundle' ? choice.photos : choice.kind === 'combo' ? COMBO_PRINTS[choice.combo] : 0;

/** The print size of a choice (combos are 10×15 bundles); null for the archive. */
export const printSizeOf = (choice: PurchaseChoice): PrintSize | null =>
  choice.kind === 'prints_bundle' ? choice.printSize : choice.kind === 'combo' ? '10x15' : null;

export const shipsChoice = (choice: PurchaseChoice): boolean => isShipped(choice);
/** The archive (alone or in a combo) is delivered as a download link; a prints bundle has none. */
export const downloadsChoice = (choice: PurchaseChoice): boolean => choice.kind !== 'prints_bundle';

export const PRODUCT_NAMES: Readonly<Record<PurchaseProductType, string>> = {
  raw_archive: 'RAW Archive',
  prints_bundle: 'Prints Bundle',
  combo: 'Archive + Prints Combo',
};

/** One line of the bundle picker: photo count, size and the price of the bundle (minor units). */
export interface BundleOption {
  photos: BundlePhotos;
  printSize: PrintSize;
  price: number;
}

/** The bundle picker's rows for a country: every count at every size, priced by shared/pricing. */
export const bundleOptions = (country: string): BundleOption[] =>
  BUNDLE_PHOTOS.flatMap((photos) => PRINT_SIZES.map((printSize) => ({ photos, printSize, price: quote({ kind: 'prints_bundle', photos, printSize }, country).subtotal })));

export interface ComboOption {
  combo: ComboId;
  label: string;
  prints: BundlePhotos;
  price: number;
}

export const comboOptions = (country: string): ComboOption[] =>
  COMBO_IDS.map((combo) => ({ combo, label: COMBO_LABELS[combo], prints: COMBO_PRINTS[combo], price: quote({ kind: 'combo', combo }, country).subtotal }));

/** The order summary (spec: product, photos, subtotal, shipping, total) in the buyer's currency. */
export interface PurchaseSummary {
  product: string;
  /** What the photos line says: all the event's photos, the prints, or both. */
  photos: string;
  subtotal: number;
  shipping: number;
  total: number;
  currency: Currency;
  country: string;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The figures the screen shows and sends: shared/pricing's quote for the geo country, which is exactly
 * what the server computes for the order (it refuses the order when any figure differs).
 */
export function purchaseSummary(choice: PurchaseChoice, country: string, totalPhotos: number): PurchaseSummary {
  const q = quote(choice, country);
  const prints = printCountOf(choice);
  const photos =
    choice.kind === 'raw_archive'
      ? `${plural(totalPhotos, 'photo')} (all)`
      : choice.kind === 'prints_bundle'
        ? plural(prints, 'print')
        : `${plural(totalPhotos, 'photo')} + ${plural(prints, 'print')}`;
  return { product: q.lines[0]?.label ?? PRODUCT_NAMES[choice.kind], photos, subtotal: q.subtotal, shipping: q.shipping, total: q.total, currency: q.currency, country: q.country };
}
