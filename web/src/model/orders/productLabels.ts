import type { EventSize, EventType, PrintSize } from '#shared/pricing/index.js';
import { ADD_ON_IDS, COMBO_IDS, COMBO_PRINTS, PRINT_SIZE_LABELS } from '#shared/pricing/index.js';
import { displayOf, isOrderStatus, type CustomerActionId, type StatusDisplay } from '#shared/orders/order-status.js';
import type { AreaTexts } from '../../i18n/areas';

/*
 * What buyers read of products and orders, in their language, by id: the server and shared/pricing keep the
 * ids and the English labels (e-mails, staff, the spec), the commerce catalogue the words.
 */
type CommerceTexts = AreaTexts['commerce'];
type Products = CommerceTexts['products'];

const EVENT_TYPE_IDS: readonly EventType[] = ['digital', 'personal'];
const SIZE_IDS: readonly EventSize[] = ['small', 'medium', 'large', 'custom'];
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);

/**
 * An order or quote line's label in the reader's language, from its id (shared/pricing/quote.ts makes the
 * ids: `package:{type}:{size}`, `addon:{id}`, `raw_archive`, `prints_bundle:{n}:{size}`, `combo:{id}`); the
 * server's English label for an id this client does not know (a newer product).
 */
export function lineLabel(p: Products, line: { id: string; label: string }, customAttendees?: number): string {
  const [kind, a, b] = line.id.split(':');
  if (kind === 'package' && oneOf(EVENT_TYPE_IDS, a) && oneOf(SIZE_IDS, b)) {
    const attendees = b === 'custom' ? (customAttendees ?? attendeesOf(line.label)) : undefined;
    return p.packageLine(p.sizes[b], a, attendees);
  }
  if (kind === 'addon' && oneOf(ADD_ON_IDS, a)) return p.addOns[a].name;
  if (kind === 'raw_archive') return p.rawArchive;
  if (kind === 'prints_bundle' && a && b && b in PRINT_SIZE_LABELS) return p.bundle(Number(a), PRINT_SIZE_LABELS[b as PrintSize]);
  if (kind === 'combo' && oneOf(COMBO_IDS, a)) return p.combo(p.combos[a], COMBO_PRINTS[a]);
  return line.label;
}

/** The attendee count the server wrote into a custom package's label ("…, 2000 attendees"). */
const attendeesOf = (label: string): number | undefined => {
  const match = /, (\d+) attendees$/.exec(label);
  return match ? Number(match[1]) : undefined;
};

/** An order's type ("pre_event") or product type ("raw_archive") as the order pages name it. */
export const orderTypeName = (p: Products, type: string): string => (p.orderTypes as Record<string, string>)[type] ?? type.replace(/_/g, ' ');
export const productTypeName = (p: Products, type: string): string => (p.productTypes as Record<string, string>)[type] ?? type.replace(/_/g, ' ');

/** A status's display (shared/orders/order-status.ts: progress, icon, colour) with its label and description translated. */
export function statusDisplay(t: CommerceTexts, status: string): StatusDisplay {
  return { ...displayOf(status), ...(isOrderStatus(status) ? t.statuses[status] : t.statuses.unknown) };
}

/** The server's estimated completion ("2-4 hours", spec section 4) in the reader's language; an unknown one as sent. */
export const estimateText = (t: CommerceTexts, estimate: string): string => (t.estimates as Record<string, string>)[estimate] ?? estimate;

export const actionLabel = (t: CommerceTexts, id: CustomerActionId): string => t.actions[id];

/** A status change's reason as the server wrote it, in the reader's language when it is one the server writes. */
export function reasonText(t: CommerceTexts, reason: string): string {
  const known = (t.reasons as Record<string, string>)[reason];
  if (known) return known;
  const linked = /^Linked to event (\S+)$/.exec(reason);
  if (linked) return t.linkedToEvent(linked[1]!);
  const extended = /^Gallery extended by (\d+) days$/.exec(reason);
  return extended ? t.galleryExtended(Number(extended[1])) : reason;
}
