import { isOrderStatus } from '../../../../shared/orders/order-status';
import type { StaffOrderFilter } from '../../../../shared/schemas/staff-orders';
import { isApiError } from '../../api/ApiError';
import type { AreaTexts } from '../../i18n/areas';

type StaffTexts = AreaTexts['staff'];

/** 'No Orders Found' with the filter's own text. */
export const emptyText = (filter: StaffOrderFilter, t: StaffTexts): string => (filter === 'all' ? t.orders.emptyAll : t.orders.emptyFor[filter]);

/** The status badge's label: the same labels the customer's order page shows (spec section 4), by status id. */
export const statusLabel = (status: string, t: StaffTexts): string => (isOrderStatus(status) ? t.orderBadge[status] : t.orderBadge.unknown);

/** Who made a change, for people: 'admin:<e-mail>' names the staff member. */
export const actorLabel = (actor: string, t: StaffTexts): string => {
  const a = t.orderDetails.actors;
  if (actor.startsWith('admin:')) return a.staff(actor.slice('admin:'.length));
  if (actor === 'customer') return a.customer;
  if (actor === 'stripe') return a.stripe;
  if (actor === 'system') return a.system;
  return actor;
};

/** An order or product type by id (spec: "shown with underscore replaced"); an id this client does not know, humanized. */
export const typeLabel = (labels: Readonly<Record<string, string>>, id: string): string => labels[id] ?? id.replace(/_/g, ' ');

/** A 401 from a staff call: the session ended (the shell signs out). */
export const isAuthFailure = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Prints and combos ship: completing them needs the carrier's tracking number (the server's rule, DESIGN 15). */
export const needsTrackingNumber = (productType: string): boolean => productType === 'prints_bundle' || productType === 'combo';
