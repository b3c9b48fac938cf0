import { addOn, addOnPrice, isAddOnAvailable, type AddOnId } from './add-ons.js';
import { normalizeCustomAttendees } from './attendees.js';
import { normalizeCountry, shippingFor } from './countries.js';
import { currencyFor, type Currency } from './currency.js';
import { PricingError } from './errors.js';
import { packageLabel, packagePrice, type EventSize, type EventType } from './packages.js';
import {
  bundleLabel,
  comboLabel,
  comboPrice,
  printsBundlePrice,
  rawArchivePrice,
  type BundlePhotos,
  type ComboId,
  type PrintSize,
} from './post-event.js';
import { RON_RATES_DATE, toRonMinor } from './ron-rates.js';

export type ProductSelection =
  | { kind: 'event_package'; eventType: EventType; eventSize: EventSize; customAttendees?: number; addOns: readonly AddOnId[] }
  | { kind: 'raw_archive' }
  | { kind: 'prints_bundle'; photos: BundlePhotos; printSize: PrintSize }
  | { kind: 'combo'; combo: ComboId }
  /** Bought after the event from the organizer portal: the add-on's share of the event's package price. */
  | { kind: 'gallery_extension'; days: 7 | 30; eventType: EventType; eventSize: EventSize };

export interface QuoteLine {
  id: string;
  label: string;
  /** minor units of the quote's currency */
  amount: number;
}

export interface Quote {
  country: string;
  currency: Currency;
  lines: QuoteLine[];
  subtotal: number;
  shipping: number;
  total: number;
  /** The total's RON equivalent (minor units) by the rate table of `ronRateDate`. */
  ronTotal: number;
  ronRateDate: string;
}

/** The add-on a gallery extension of `days` is. */
export const galleryExtensionAddOn = (days: 7 | 30): AddOnId => (days === 7 ? 'gallery_extension_7' : 'gallery_extension_30');

/** Whether the product is shipped (prints and combos); pre-event orders and the raw archive are not. */
export const isShipped = (selection: ProductSelection): boolean => selection.kind === 'prints_bundle' || selection.kind === 'combo';

const packageLines = (s: Extract<ProductSelection, { kind: 'event_package' }>, country: string): QuoteLine[] => {
  if (s.customAttendees !== undefined && s.eventSize !== 'custom') {
    throw new PricingError('INVALID_SELECTION', 'An attendee count goes with the custom size only.');
  }
  const attendees = s.eventSize === 'custom' ? normalizeCustomAttendees(s.customAttendees) : undefined;
  const base = packagePrice(s.eventType, s.eventSize, country);
  const lines: QuoteLine[] = [
    {
      id: `package:${s.eventType}:${s.eventSize}`,
      label: attendees === undefined ? packageLabel(s.eventType, s.eventSize) : `${packageLabel(s.eventType, s.eventSize)}, ${attendees} attendees`,
      amount: base,
    },
  ];
  if (new Set(s.addOns).size !== s.addOns.length) throw new PricingError('INVALID_SELECTION', 'An add-on is selected twice.');
  // One extension per purchase: "extendable by 7 or 30 days".
  if (s.addOns.includes('gallery_extension_7') && s.addOns.includes('gallery_extension_30')) {
    throw new PricingError('INVALID_SELECTION', 'Choose one gallery extension.');
  }
  for (const id of s.addOns) {
    if (!isAddOnAvailable(id, s.eventType)) {
      throw new PricingError('ADDON_NOT_AVAILABLE', `${addOn(id).name} is not available for ${s.eventType} events.`);
    }
    lines.push({ id: `addon:${id}`, label: addOn(id).name, amount: addOnPrice(id, base, country) });
  }
  return lines;
};

const productLines = (selection: ProductSelection, country: string): QuoteLine[] => {
  switch (selection.kind) {
    case 'event_package':
      return packageLines(selection, country);
    case 'raw_archive':
      return [{ id: 'raw_archive', label: 'Raw archive (all photos, high resolution)', amount: rawArchivePrice(country) }];
    case 'prints_bundle':
      return [
        {
          id: `prints_bundle:${selection.photos}:${selection.printSize}`,
          label: bundleLabel(selection.photos, selection.printSize),
          amount: printsBundlePrice(selection.photos, selection.printSize, country),
        },
      ];
    case 'combo':
      return [{ id: `combo:${selection.combo}`, label: comboLabel(selection.combo), amount: comboPrice(selection.combo, country) }];
    case 'gallery_extension': {
      const id = galleryExtensionAddOn(selection.days);
      return [{ id: `addon:${id}`, label: addOn(id).name, amount: addOnPrice(id, packagePrice(selection.eventType, selection.eventSize, country), country) }];
    }
    default:
      throw new PricingError('INVALID_SELECTION', 'Unknown product.');
  }
};

/**
 * The price of a selection for a country, in that country's currency (minor units), with shipping and the
 * RON equivalent. The server prices orders with this from the country of a verified geo token; the web
 * shows the same figures. Throws PricingError for selections the price list refuses.
 */
export const quote = (selection: ProductSelection, country: string): Quote => {
  const c = normalizeCountry(country);
  if (!c) throw new PricingError('INVALID_SELECTION', 'Unknown country.');
  const currency = currencyFor(c);
  const lines = productLines(selection, c);
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const shipping = isShipped(selection) ? shippingFor(c) : 0;
  const total = subtotal + shipping;
  return { country: c, currency, lines, subtotal, shipping, total, ronTotal: toRonMinor(total, currency), ronRateDate: RON_RATES_DATE };
};
