import type { StaffEvent } from '#shared/schemas/staff-events.js';
import { endEventOnce } from '../events/end-event.js';
import { toStaffEvent } from './to-staff-event.js';

/**
 * Staff End: the guests' own end (one conditional write; the awards open as for an organizer's end), with
 * the audit item naming `actor` (the staff member's e-mail) in the same transaction.
 */
export const staffEndEvent = async (code: string, actor: string): Promise<{ event: StaffEvent }> => ({ event: toStaffEvent(await endEventOnce(code, actor)) });
