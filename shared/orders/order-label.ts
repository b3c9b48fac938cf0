import { ADD_ON_IDS, type AddOnId } from '../pricing/add-ons.js';
import { EVENT_SIZES, EVENT_SIZE_INFO, EVENT_TYPES, type EventSize, type EventType } from '../pricing/packages.js';
import { BUNDLE_PHOTOS, COMBO_IDS, PRINT_SIZES, bundleLabel, comboLabel, type BundlePhotos, type ComboId, type PrintSize } from '../pricing/post-event.js';

/*
 * What an order is called, for people (issue 27 item 5): an event package is named for its package and
 * add-ons ("Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)"), not for
 * the spec's `productType` (which says raw_archive for every pre_event order and stays as the spec gives it).
 * The label is read from the order's lines (shared/pricing/quote.ts ids, stored by create-order and in every
 * view), so every screen, e-mail and staff view says the same; the words are the caller's (its language).
 */

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The words an order label is made of, in one language. */
export interface OrderLabelWords {
  /** "Event package" */
  eventPackage: string;
  /** The package itself: "Medium (personal)", "Custom (personal, 2000 attendees)". */
  packageName: (size: EventSize, type: EventType, attendees?: number) => string;
  /** An add-on inside a package or bought alone: "Print bundle (25)", "Gallery extension (7 days)". */
  addOns: Readonly<Record<AddOnId, string>>;
  rawArchive: string;
  /** A prints bundle: 25 photos of 10×15. */
  bundle: (photos: BundlePhotos, size: PrintSize) => string;
  combo: (combo: ComboId) => string;
  /** A gallery extension bought after the event (organizer portal). */
  galleryExtension: (days: 7 | 30) => string;
  /** An order of a product this code does not know, by its product type. */
  other: (productType: string) => string;
}

/** A line as orders keep it (shared/pricing QuoteLine without the amount). */
export interface OrderLabelLine {
  id: string;
  label: string;
}

/** What an order line id says (shared/pricing/quote.ts makes them), or `unknown` for an id of a newer product. */
export type ParsedLine =
  | { kind: 'package'; eventType: EventType; eventSize: EventSize; attendees?: number }
  | { kind: 'addon'; addOn: AddOnId }
  | { kind: 'raw_archive' }
  | { kind: 'prints_bundle'; photos: BundlePhotos; printSize: PrintSize }
  | { kind: 'combo'; combo: ComboId }
  | { kind: 'unknown' };

/** The attendee count the server wrote into a custom package's label ("…, 2000 attendees"). */
const attendeesOf = (label: string): number | undefined => {
  const match = /, (\d+) attendees$/.exec(label);
  return match ? Number(match[1]) : undefined;
};

/** Reads a line id: `package:{type}:{size}`, `addon:{id}`, `raw_archive`, `prints_bundle:{n}:{size}`, `combo:{id}`. */
export const parseLine = (line: OrderLabelLine, customAttendees?: number): ParsedLine => {
  const [kind, a, b] = line.id.split(':');
  if (kind === 'package' && oneOf(EVENT_TYPES, a) && oneOf(EVENT_SIZES, b)) {
    const attendees = b === 'custom' ? (customAttendees ?? attendeesOf(line.label)) : undefined;
    return { kind: 'package', eventType: a, eventSize: b, ...(attendees === undefined ? {} : { attendees }) };
  }
  if (kind === 'addon' && oneOf(ADD_ON_IDS, a)) return { kind: 'addon', addOn: a };
  if (kind === 'raw_archive') return { kind: 'raw_archive' };
  const photos = Number(a);
  if (kind === 'prints_bundle' && oneOf(BUNDLE_PHOTOS, photos) && oneOf(PRINT_SIZES, b)) return { kind: 'prints_bundle', photos, printSize: b };
  if (kind === 'combo' && oneOf(COMBO_IDS, a)) return { kind: 'combo', combo: a };
  return { kind: 'unknown' };
};

/** What the label is made from: every order view (customer, staff, organizer, e-mail, payment) has these. */
export interface OrderLabelInput {
  orderType: string;
  productType: string;
  /** The priced lines; absent or empty only for orders read from somewhere that does not carry them. */
  lines?: readonly OrderLabelLine[] | undefined;
  /** pre_event: the package, for an order without lines. */
  productDetails?: { eventType: EventType; eventSize: EventSize } | undefined;
}

const SEPARATOR = ' · ';
const PLUS = ' + ';

/** The order's name in the words given. Unknown line ids keep the server's (English) label, never vanish. */
export const orderLabel = (order: OrderLabelInput, words: OrderLabelWords): string => {
  const lines = order.lines ?? [];
  const parsed = lines.map((line) => ({ line, what: parseLine(line) }));
  const addOnName = (id: AddOnId): string => words.addOns[id];

  if (order.orderType === 'pre_event') {
    const pkg = parsed.find((p) => p.what.kind === 'package')?.what;
    const details = order.productDetails;
    const name =
      pkg?.kind === 'package' ? words.packageName(pkg.eventSize, pkg.eventType, pkg.attendees) : details ? words.packageName(details.eventSize, details.eventType) : undefined;
    const extras = parsed.filter((p) => p.what.kind !== 'package').map((p) => (p.what.kind === 'addon' ? addOnName(p.what.addOn) : p.line.label));
    return [name ? `${words.eventPackage}${SEPARATOR}${name}` : words.eventPackage, ...extras].join(PLUS);
  }

  if (order.productType === 'gallery_extension') {
    const ext = parsed.find((p) => p.what.kind === 'addon')?.what;
    if (ext?.kind === 'addon' && ext.addOn === 'gallery_extension_7') return words.galleryExtension(7);
    if (ext?.kind === 'addon' && ext.addOn === 'gallery_extension_30') return words.galleryExtension(30);
  }

  const named = parsed.map(({ line, what }) => {
    switch (what.kind) {
      case 'raw_archive':
        return words.rawArchive;
      case 'prints_bundle':
        return words.bundle(what.photos, what.printSize);
      case 'combo':
        return words.combo(what.combo);
      case 'addon':
        return addOnName(what.addOn);
      default:
        return line.label;
    }
  });
  if (named.length > 0) return named.join(PLUS);
  return order.productType === 'raw_archive' ? words.rawArchive : words.other(order.productType);
};

/** An add-on's short name in an order's name, in English (the package is named before it). */
export const ORDER_ADD_ON_NAMES_EN: Readonly<Record<AddOnId, string>> = {
  branded_frames: 'Branded frames',
  export_csv: 'CSV export',
  gallery_extension_7: 'Gallery extension (7 days)',
  gallery_extension_30: 'Gallery extension (30 days)',
  print_bundle_25: 'Print bundle (25)',
  print_bundle_50: 'Print bundle (50)',
};

/** English, from shared/pricing's own labels: what the server writes where no reader's language applies (Stripe's page). */
export const ORDER_LABEL_WORDS_EN: OrderLabelWords = {
  eventPackage: 'Event package',
  packageName: (size, type, attendees) => {
    const sizeName = EVENT_SIZE_INFO.find((s) => s.size === size)?.label ?? size;
    return attendees === undefined ? `${sizeName} (${type})` : `${sizeName} (${type}, ${attendees} attendees)`;
  },
  addOns: ORDER_ADD_ON_NAMES_EN,
  rawArchive: 'Raw archive (all photos, high resolution)',
  bundle: bundleLabel,
  combo: comboLabel,
  galleryExtension: (days) => `Gallery extension (${days} days)`,
  other: (productType) => productType.replace(/_/g, ' '),
};
