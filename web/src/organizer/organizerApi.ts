import { organizerEndpointRoutes as routes } from '../../../shared/api/organizer-endpoint-routes';
import type { Locale } from '../../../shared/i18n/locale';
import type { CreateOrderResponse } from '../../../shared/schemas/orders';
import type {
  Organizer,
  OrganizerCodeResponse,
  OrganizerDashboardResponse,
  OrganizerManageEventResponse,
  OrganizerSignInResponse,
} from '../../../shared/schemas/organizer';
import { callApi } from '../api/callApi';

/**
 * The organizer portal's calls (ORGANIZER-API: sign-in in two steps, then the bearer organizer token).
 * `locale`: the language the code's e-mail is written in (the sign-in screen's).
 */
export const requestOrganizerCode = (email: string, eventName: string, locale: Locale): Promise<OrganizerCodeResponse> =>
  callApi(routes.organizerRequestCode, { body: { email, eventName, locale } });

export const signInOrganizer = (email: string, code: string): Promise<OrganizerSignInResponse> =>
  callApi(routes.organizerSignIn, { body: { email, code } });

/** Throws ApiError 401 when the token is no longer accepted. */
export const verifyOrganizer = async (token: string, signal?: AbortSignal): Promise<Organizer> =>
  (await callApi(routes.organizerVerify, { token }, signal)).organizer;

export const loadOrganizerDashboard = async (token: string, signal?: AbortSignal): Promise<OrganizerDashboardResponse['data']> =>
  (await callApi(routes.organizerDashboard, { token }, signal)).data;

/** The event must be one this phone created: its creator credential goes along (ORGANIZER-API, organizerLinkOrder). */
export const linkOrganizerOrder = (token: string, orderId: string, eventCode: string, creatorToken: string): Promise<unknown> =>
  callApi(routes.organizerLinkOrder, { token, params: { orderId }, body: { eventCode, creatorToken } });

/**
 * 'Manage on this phone': the event's creator credential, the same body as POST /api/events. signOutOtherPhones:
 * every credential with creator rights issued before stops working (a lost phone's), this one is the new one, and
 * so does every portal session of the organizer (the answer carries this phone's new one).
 */
export const manageOrganizerEvent = (token: string, code: string, signOutOtherPhones = false): Promise<OrganizerManageEventResponse> =>
  callApi(routes.organizerManageEvent, { token, params: { code }, body: signOutOtherPhones ? { signOutOtherPhones } : {} });

/** `locale`: the language of the order's e-mails (the dashboard's). */
export const orderGalleryExtension = (token: string, code: string, days: 7 | 30, geoToken: string, locale: Locale): Promise<CreateOrderResponse> =>
  callApi(routes.organizerGalleryExtension, { token, params: { code }, body: { days, geoToken, locale } });
