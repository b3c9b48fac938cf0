import type { AddOnId } from '../../../../shared/pricing/add-ons.js';
import type { EventItem } from '../../data/event-item.js';
import { domainError } from '../errors.js';

/** Whether the event's linked package includes the add-on (a refund takes `addOns` away again). */
export const hasAddOn = (event: Pick<EventItem, 'addOns'>, id: AddOnId): boolean => (event.addOns ?? []).includes(id);

/** Refuses (403 ADD_ON_REQUIRED) a feature of an add-on the event's package does not include. */
export const requireAddOn = (event: Pick<EventItem, 'code' | 'addOns'>, id: AddOnId): void => {
  if (!hasAddOn(event, id)) throw domainError('ADD_ON_REQUIRED', `${event.code} has no ${id}`);
};
