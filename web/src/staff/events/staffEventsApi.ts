import { staffEndpointRoutes } from '../../../../shared/api/staff-endpoint-routes';
import type { StaffEvent, StaffEventDetails, StaffEventPhotosPage, StaffEventsPage } from '../../../../shared/schemas/staff-events';
import type { EventCsv } from '../../../../shared/schemas/add-ons';
import { callApi } from '../../api/callApi';

export type StaffEventsFilter = 'all' | 'active' | 'expired';

/** GET /api/admin/events/list: one page, newest first (pass the previous page's nextCursor for more). */
export const fetchStaffEvents = (token: string, query: { filter: StaffEventsFilter; q?: string; cursor?: string }, signal?: AbortSignal): Promise<StaffEventsPage> =>
  callApi(staffEndpointRoutes.staffEventsList, { token, query: { filter: query.filter, limit: 50, ...(query.q ? { q: query.q } : {}), ...(query.cursor ? { cursor: query.cursor } : {}) } }, signal);

export const fetchStaffEventDetails = (token: string, code: string, signal?: AbortSignal): Promise<StaffEventDetails> =>
  callApi(staffEndpointRoutes.staffEventDetails, { token, params: { code } }, signal);

export const fetchStaffEventPhotos = (token: string, code: string, cursor: string, signal?: AbortSignal): Promise<StaffEventPhotosPage> =>
  callApi(staffEndpointRoutes.staffEventPhotos, { token, params: { code }, query: { cursor } }, signal);

/** GET /api/admin/events/{code}/export: the event's CSV (inline, or a short-lived link for a large event). */
export const fetchStaffEventCsv = (token: string, code: string): Promise<EventCsv> => callApi(staffEndpointRoutes.staffExportEventCsv, { token, params: { code } });

export const endStaffEvent = async (token: string, code: string): Promise<StaffEvent> =>
  (await callApi(staffEndpointRoutes.staffEndEvent, { token, params: { code } })).event;
