import type { EventView } from '../../../../shared/schemas/events.js';
import { getEventItem, toEventView } from '../../data/event-item.js';
import { notFound } from '../../errors.js';

/** Looks an event up by its (already upper-cased) code. */
export const getEvent = async (code: string): Promise<EventView> => {
  const item = await getEventItem(code);
  if (!item) throw notFound('EVENT_NOT_FOUND', code);
  return toEventView(item);
};
