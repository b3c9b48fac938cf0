import type { EventView } from '#shared/schemas/events.js';
import { now } from '../../clock.js';
import { markStarted } from '../../data/event-lifecycle.js';
import { getEventItem, toEventView } from '../../data/event-item.js';
import { DomainError, notFound } from '../../errors.js';

/**
 * Starts the countdown, only from waiting. Starting an event that already runs answers its current state
 * (a double tap or two organizer devices are not errors); a completed event cannot start again.
 */
export const startEvent = async (code: string): Promise<EventView> => {
  const at = now();
  // The end time needs the duration; the read is safe because the write below is conditional on status.
  const current = await getEventItem(code);
  if (!current) throw notFound('EVENT_NOT_FOUND', code);
  const endsAt = new Date(at.getTime() + current.durationMinutes * 60_000);
  const result = await markStarted(code, at, endsAt);
  if (result.changed) return toEventView(result.item);
  if (!result.item) throw notFound('EVENT_NOT_FOUND', code);
  if (result.item.status === 'active') return toEventView(result.item);
  throw new DomainError('EVENT_ENDED', 409, `start refused in status ${result.item.status}`);
};
