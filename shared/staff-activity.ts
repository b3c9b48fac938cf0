/**
 * The staff overview's recent-activity feed: its kinds and limits. Apart from its schemas
 * (schemas/staff-stats.ts re-exports these), so the table-stream consumer that writes the feed builds none (#31 item 3).
 */

/** How long the recent-activity feed keeps an entry, and how many the overview shows. */
export const ACTIVITY_TTL_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 20;

export const ACTIVITY_KINDS = ['order-created', 'order-status', 'event-created', 'event-started', 'event-ended'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
