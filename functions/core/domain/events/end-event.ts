import type { EventView } from '#shared/schemas/events.js';
import { now } from '../../clock.js';
import { markEnded, queryDueEvents } from '../../data/event-lifecycle.js';
import { toEventView, type EventItem } from '../../data/event-item.js';
import { DomainError, notFound } from '../../errors.js';
import { askForPrints } from '../prints/ask-for-prints.js';

/** Ends the event; ending one that already ended answers its state (idempotent). */
export const endEvent = async (code: string): Promise<EventView> => {
  const result = await markEnded(code, now());
  if (!result.item) throw notFound('EVENT_NOT_FOUND', code);
  if (result.changed) await askForPrints(result.item);
  return toEventView(result.item);
};

/**
 * Ends the event, refusing (409) one that had already ended: staff act on a list that may be stale, and
 * must learn that someone (the organizer, the timer, another staff member) ended it first.
 */
export const endEventOnce = async (code: string): Promise<EventItem> => {
  const result = await markEnded(code, now());
  if (!result.item) throw notFound('EVENT_NOT_FOUND', code);
  if (!result.changed) throw new DomainError('STAFF_EVENT_ALREADY_ENDED', 409, code);
  await askForPrints(result.item);
  return result.item;
};

/**
 * The auto-end job: every running event whose countdown has run out is ended, each by a conditional write
 * that only succeeds while it is still running and due — so reruns, overlaps and manual ends are harmless.
 */
export const endDueEvents = async (): Promise<{ ended: string[] }> => {
  const at = now();
  const ended: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryDueEvents(at, cursor);
    const results = await Promise.all(page.codes.map(async (code) => ({ code, r: await markEnded(code, at, at) })));
    for (const { code, r } of results) if (r.changed) ended.push(code);
    await Promise.all(results.filter(({ r }) => r.changed && r.item).map(({ r }) => askForPrints(r.item as EventItem)));
    cursor = page.cursor;
  } while (cursor);
  return { ended };
};
