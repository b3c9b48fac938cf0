import type { StaffUser } from '../../../../shared/schemas/staff';

/** The staff dashboard's tabs (commerce spec: Admin dashboard), in the spec's order. */
export const STAFF_TABS = ['overview', 'events', 'orders', 'photos', 'analytics'] as const;
export type StaffTabId = (typeof STAFF_TABS)[number];

/** What every tab receives from the dashboard shell. */
export interface StaffTabProps {
  /** The verified staff token, for `callApi(…, { token })`. */
  token: string;
  user: StaffUser;
  /** A 401 from any staff call: the shell removes the token and returns to the login with this message. */
  onAuthFailure: (message: string) => void;
  /** Quick actions (overview) switch tabs. */
  goToTab: (tab: StaffTabId) => void;
}
