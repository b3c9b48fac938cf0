import type { EventItem } from '../../data/event-item.js';

/** Ended for joining purposes: completed, or the free gallery's 5 days have passed (spec section 4). */
export const isOver = (e: Pick<EventItem, 'status' | 'galleryExpiresAt'>, at: Date): boolean =>
  e.status === 'completed' || Date.parse(e.galleryExpiresAt) <= at.getTime();
