/**
 * How long a screen waits for news to go quiet before it reads again, when the news may have raced a read it
 * had under way (photos announced around a page read, a count a re-read may predate): one read per quiet
 * moment rather than one per message. The wall and the live event's re-reads share it.
 */
export const REREAD_AFTER_NEWS_MS = 300;
