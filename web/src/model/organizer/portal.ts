/*
 * What buyer pages need to know of the organizer portal without importing it (the route table loads the
 * portal lazily): its addresses, and how it writes a date, so that a page naming the same date (a gallery
 * extension's payment page) writes it the same way.
 */
export const ORGANIZER_PATH = '/organizer';
export const ORGANIZER_DASHBOARD_PATH = '/organizer/dashboard';

/** An order's or event's date and time in the portal ("Dec 3, 2026, 10:00 AM"). */
export const ORGANIZER_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
