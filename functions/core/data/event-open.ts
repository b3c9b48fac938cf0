/**
 * "The event has not ended" as a condition on META (`#status` = status): ended by its status, or by its end time
 * before the auto-end job (up to a minute late) marked it. Photos stop being taken then, challenge changes stop,
 * and a photo confirmed late no longer counts for its prompt.
 */
export const EVENT_OPEN_CONDITION = '#status <> :completed AND (attribute_not_exists(endsAt) OR endsAt > :now)';
export const eventOpenValues = (at: Date) => ({ ':completed': 'completed', ':now': at.toISOString() });

/** The same rule on an event read. */
export const eventClosed = (e: { status: string; endsAt?: string }, at: Date): boolean =>
  e.status === 'completed' || (e.endsAt !== undefined && Date.parse(e.endsAt) <= at.getTime());
