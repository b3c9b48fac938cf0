import { localPrice } from './local-price.js';
import type { EventType } from './packages.js';

export type AddOnId = 'branded_frames' | 'export_csv' | 'gallery_extension_7' | 'gallery_extension_30' | 'print_bundle_25' | 'print_bundle_50';

export interface AddOn {
  id: AddOnId;
  name: string;
  description: string;
  /** Event types it can be bought with (spec section 9): frames and CSV digital only, print bundles personal only. */
  availableFor: readonly EventType[];
  /** How it is priced: a fixed figure of the RO list, or a share of the package's price (gallery extensions). */
  price: { kind: 'fixed'; figure: number } | { kind: 'share_of_package'; share: 0.4 | 1 };
  /** The better deal of its pair per day / per print: the pricing screen's "Best value" badge. */
  bestValue: boolean;
  /** Days a gallery extension adds to the free gallery period. */
  extensionDays?: 7 | 30;
  /** Prints (10×15) a print bundle includes: the buyer chooses them after the event. */
  prints?: 25 | 50;
}

/** In display order (the pricing page shows 3 before "Show more"). */
export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'branded_frames',
    name: 'Branded frames',
    description: 'Your logo or event name framed on every photo.',
    availableFor: ['digital'],
    price: { kind: 'fixed', figure: 60 },
    bestValue: false,
  },
  {
    id: 'export_csv',
    name: 'CSV export',
    description: 'Download the guest list and activity as a spreadsheet.',
    availableFor: ['digital'],
    price: { kind: 'fixed', figure: 40 },
    bestValue: false,
  },
  {
    id: 'gallery_extension_7',
    name: 'Gallery extension +7 days',
    description: 'Keep the gallery open 7 more days after the free 5 days.',
    availableFor: ['digital', 'personal'],
    price: { kind: 'share_of_package', share: 0.4 },
    bestValue: false,
    extensionDays: 7,
  },
  {
    id: 'gallery_extension_30',
    name: 'Gallery extension +30 days',
    description: 'Keep the gallery open 30 more days after the free 5 days.',
    availableFor: ['digital', 'personal'],
    price: { kind: 'share_of_package', share: 1 },
    bestValue: true,
    extensionDays: 30,
  },
  {
    id: 'print_bundle_25',
    name: 'Print bundle (25 prints)',
    description: '25 prints (10×15) of the photos you choose, shipped to you.',
    availableFor: ['personal'],
    price: { kind: 'fixed', figure: 87.5 },
    bestValue: false,
    prints: 25,
  },
  {
    id: 'print_bundle_50',
    name: 'Print bundle (50 prints)',
    description: '50 prints (10×15) of the photos you choose, shipped to you.',
    availableFor: ['personal'],
    price: { kind: 'fixed', figure: 150 },
    bestValue: true,
    prints: 50,
  },
];

export const ADD_ON_IDS: readonly AddOnId[] = ADD_ONS.map((a) => a.id);

/** The print bundles: a package with one asks its buyer to choose the photos when the event ends. */
export const PRINT_BUNDLE_IDS: readonly AddOnId[] = ADD_ONS.filter((a) => a.prints !== undefined).map((a) => a.id);

export const addOn = (id: AddOnId): AddOn => {
  const found = ADD_ONS.find((a) => a.id === id);
  if (!found) throw new RangeError(`unknown add-on ${String(id)}`);
  return found;
};

export const isAddOnAvailable = (id: AddOnId, type: EventType): boolean => addOn(id).availableFor.includes(type);

/** The add-ons offered with an event type, in display order. */
export const addOnsFor = (type: EventType): AddOn[] => ADD_ONS.filter((a) => a.availableFor.includes(type));

/**
 * An add-on's price in minor units, given the package's price in the same country (minor units): a gallery
 * extension is 0.4 / 1.0 of exactly that price (no second rounding); a fixed add-on is its figure priced
 * for the country like any other figure.
 */
export const addOnPrice = (id: AddOnId, packagePriceMinor: number, country: string): number => {
  const p = addOn(id).price;
  return p.kind === 'fixed' ? localPrice(p.figure, country) : Math.round(packagePriceMinor * p.share);
};
