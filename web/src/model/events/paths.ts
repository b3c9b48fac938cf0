/** The event creator's admin screen (the staff portal owns /admin, see AppRoutes). */
export const adminPath = (code: string): string => `/event-admin?${new URLSearchParams({ event: code }).toString()}`;

/** Spec route: /gallery?event={eventCode}&user={userName}. */
export const galleryPath = (code: string, user: string): string =>
  `/gallery?${new URLSearchParams({ event: code, user }).toString()}`;
