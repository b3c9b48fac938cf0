import type { EventView } from '#shared/schemas/events.js';
import { now } from '../../clock.js';
import { markEnded, markEndedAudited, queryDueEvents } from '../../data/event-lifecycle.js';
import { toEventView, type EventItem } from '../../data/event-item.js';
import { DomainError, notFound } from '../../errors.js';
import { eachItem } from '../../jobs/each-item.js';
import { askDuePrints, askForPrints } from '../prints/ask-for-prints.js';

/** Ends the event; ending one that already ended answers its state (idempotent). */
export const endEvent = async (code: string): Promise<EventView> => {
  const result = await markEnded(code, now());
  if (!result.item) throw notFound('EVENT_NOT_FOUND', code);
  if (result.changed) await askForPrints(result.item);
  return toEventView(result.item);
};

/**
 * Ends the event for a staff member (`actor`, audited with the end), refusing (409) one that had already
 * ended: staff act on a list that may be stale, and must learn that someone (the organizer, the timer,
 * another staff member) ended it first.
 */
export const endEventOnce = async (code: string, actor: string): Promise<EventItem> => {
  const result = await markEndedAudited(code, now(), actor);
  if (!result.item) throw notFound('EVENT_NOT_FOUND', code);
  if (!result.changed) throw new DomainError('STAFF_EVENT_ALREADY_ENDED', 409, code);
  await askForPrints(result.item);
  return result.item;
};

/**
 * The auto-end job: every running event whose countdown has run out is ended, each by a conditional write
 * that only succeeds while it is still running and due — so reruns, overlaps and manual ends are harmless.
 * Then the prints asks still due (ask-for-prints.ts): a send that failed at an end, whoever ended the event,
 * is tried again here. `failed`: events that did not end; `printsFailed`: asks that failed again.
 */
export const endDueEvents = async (): Promise<{ ended: string[]; failed: string[]; printsAsked: string[]; printsFailed: string[] }> => {
  const at = now();
  const ended: string[] = [];
  const failed: string[] = [];
  // Each event's end and its prints e-mail together: an event that fails (logged) does not stop the page's
  // others; an e-mail that fails stays on the prints-ask outbox for the pass below.
  const endOne = async (code: string): Promise<void> => {
    const r = await markEnded(code, at, at);
    if (!r.changed) return;
    ended.push(code);
    await askForPrints(r.item);
  };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryDueEvents(at, cursor);
    failed.push(...(await eachItem('end-due-events', page.codes, (code) => code, endOne)).failed);
    cursor = page.cursor;
  } while (cursor);
  const prints = await askDuePrints(at);
  return { ended, failed, printsAsked: prints.asked, printsFailed: prints.failed };
};
