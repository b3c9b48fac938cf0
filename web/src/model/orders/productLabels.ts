import { COMBO_PRINTS, PRINT_SIZE_LABELS, galleryExtensionAddOn } from '#shared/pricing/index.js';
import { orderLabel, parseLine, type OrderLabelInput, type OrderLabelWords } from '#shared/orders/order-label.js';
import { displayOf, isOrderStatus, type CustomerActionId, type StatusDisplay } from '#shared/orders/order-status.js';
import type { AreaTexts } from '../../i18n/areas';

/*
 * What buyers read of products and orders, in their language, by id: the server and shared/pricing keep the
 * ids and the English labels (e-mails, staff, the spec), the commerce catalogue the words.
 */
type Products = AreaTexts['commerce']['products'];
type OrdersTexts = AreaTexts['orders'];

/**
 * An order or quote line's label in the reader's language, from its id (shared/orders/order-label.ts reads
 * the ids shared/pricing/quote.ts makes); the server's English label for an id this client does not know.
 */
export function lineLabel(p: Products, line: { id: string; label: string }, customAttendees?: number): string {
  const what = parseLine(line, customAttendees);
  switch (what.kind) {
    case 'package':
      return p.packageLine(p.sizes[what.eventSize], what.eventType, what.attendees);
    case 'addon':
      return p.addOns[what.addOn].name;
    case 'raw_archive':
      return p.rawArchive;
    case 'prints_bundle':
      return p.bundle(what.photos, PRINT_SIZE_LABELS[what.printSize]);
    case 'combo':
      return p.combo(p.combos[what.combo], COMBO_PRINTS[what.combo]);
    default:
      return line.label;
  }
}

/** The commerce catalogue's words for shared/orders orderLabel (one label function for every screen and e-mail). */
export const orderLabelWords = (p: Products): OrderLabelWords => ({
  eventPackage: p.eventPackage,
  packageName: (size, type, attendees) => p.packageName(p.sizes[size], p.eventTypes[type], attendees),
  addOns: p.orderAddOns,
  rawArchive: p.rawArchive,
  bundle: (photos, size) => p.bundle(photos, PRINT_SIZE_LABELS[size]),
  combo: (combo) => p.combo(p.combos[combo], COMBO_PRINTS[combo]),
  galleryExtension: (days) => p.orderAddOns[galleryExtensionAddOn(days)],
  other: (type) => productTypeName(p, type),
});

/** What the order is, in the reader's language: "Event package · Medium (personal) + Print bundle (25)". */
export const orderName = (p: Products, order: OrderLabelInput): string => orderLabel(order, orderLabelWords(p));

/** An order's type ("pre_event") or product type ("raw_archive") as the order pages name it. */
export const orderTypeName = (p: Products, type: string): string => (p.orderTypes as Record<string, string>)[type] ?? type.replace(/_/g, ' ');
export const productTypeName = (p: Products, type: string): string => (p.productTypes as Record<string, string>)[type] ?? type.replace(/_/g, ' ');

/** A status's display (shared/orders/order-status.ts: progress, icon, colour) with its label and description translated. */
export function statusDisplay(t: OrdersTexts, status: string): StatusDisplay {
  return { ...displayOf(status), ...(isOrderStatus(status) ? t.statuses[status] : t.statuses.unknown) };
}

/** The server's estimated completion ("2-4 hours", spec section 4) in the reader's language; an unknown one as sent. */
export const estimateText = (t: OrdersTexts, estimate: string): string => (t.estimates as Record<string, string>)[estimate] ?? estimate;

export const actionLabel = (t: OrdersTexts, id: CustomerActionId): string => t.actions[id];

/** A status change's reason as the server wrote it, in the reader's language when it is one the server writes. */
export function reasonText(t: AreaTexts['history'], reason: string): string {
  const known = (t.reasons as Record<string, string>)[reason];
  if (known) return known;
  const linked = /^Linked to event (\S+)$/.exec(reason);
  if (linked) return t.linkedToEvent(linked[1]!);
  const extended = /^Gallery extended by (\d+) days$/.exec(reason);
  return extended ? t.galleryExtended(Number(extended[1])) : reason;
}
