import { ORDER_VIEW_PARAM } from '../model/orders/orderAccess';
import { orderPath } from '../model/orders/orderLinks';

/** The event's organizer view (issue #18: 'View Event' opens it in a new tab). */
export const organizerEventPath = (code: string): string => `/event/${encodeURIComponent(code)}`;

export { ORGANIZER_DASHBOARD_PATH, ORGANIZER_PATH } from '../model/organizer/portal';

/**
 * An order of the portal's lists on its order page, with the view key the dashboard got for it from the
 * server (the key its e-mails carry): the full view without Cancel; the page drops the key from the address bar.
 */
export const organizerOrderPath = (order: { orderNumber: string; viewKey: string }): string =>
  `${orderPath(order.orderNumber)}?${new URLSearchParams({ [ORDER_VIEW_PARAM]: order.viewKey }).toString()}`;

/** Why the sign-in shows: a session the server refused (commerce spec section 8 'Authentication required'). */
export type OrganizerNotice = 'authenticationRequired';

/** The history entry's state that makes /organizer show the notice above the sign-in form (it survives the route change). */
export const signInAgainState = { organizerNotice: 'authenticationRequired' } as const satisfies { organizerNotice: OrganizerNotice };

/** The notice a history entry's state asks for, if any (anything else there is ignored). */
export const organizerNoticeOf = (state: unknown): OrganizerNotice | undefined =>
  typeof state === 'object' && state !== null && (state as { organizerNotice?: unknown }).organizerNotice === 'authenticationRequired' ? 'authenticationRequired' : undefined;
