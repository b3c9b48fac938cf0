import { displayOf } from '../../../../shared/orders/order-status';
import type { StaffOrderFilter } from '../../../../shared/schemas/staff-orders';
import { isApiError } from '../../api/ApiError';

/** The filter's options: the spec's five and refunded (a real status: refunds happen, staff must find them). */
export const FILTER_LABELS: Record<StaffOrderFilter, string> = {
  all: 'All',
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** 'No Orders Found' with the filter's own text. */
export const emptyText = (filter: StaffOrderFilter): string =>
  filter === 'all' ? 'No orders have been placed yet.' : `There are no ${FILTER_LABELS[filter].toLowerCase()} orders right now.`;

/** The status badge's label: the same labels the customer's order page shows (spec section 4). */
export const statusLabel = (status: string): string => displayOf(status).label;

/** Who made a change, for people: 'admin:<e-mail>' names the staff member. */
export const actorLabel = (actor: string): string => {
  if (actor.startsWith('admin:')) return `Staff (${actor.slice('admin:'.length)})`;
  if (actor === 'customer') return 'Customer';
  if (actor === 'stripe') return 'Stripe (payment)';
  if (actor === 'system') return 'System';
  return actor;
};

/** Spec section 8: the server's text when it sent one, else the tab's fallback. */
export const errorText = (error: unknown, fallback: string): string => (isApiError(error) && error.fromServer && error.message ? error.message : fallback);

/** A 401 from a staff call: the session ended (the shell signs out). */
export const isAuthFailure = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Prints and combos ship: completing them needs the carrier's tracking number (the server's rule, DESIGN 15). */
export const needsTrackingNumber = (productType: string): boolean => productType === 'prints_bundle' || productType === 'combo';
