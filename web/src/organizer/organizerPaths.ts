/** The event's organizer view (issue #18: 'View Event' opens it in a new tab). */
export const organizerEventPath = (code: string): string => `/event/${encodeURIComponent(code)}`;

export const ORGANIZER_PATH = '/organizer';
export const ORGANIZER_DASHBOARD_PATH = '/organizer/dashboard';
