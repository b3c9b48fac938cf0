import type { OrganizerDashboardResponse } from '../../../../shared/schemas/organizer';

/** The organizer dashboard's tabs, in the spec's order (commerce spec: Organizer dashboard). */
export const ORGANIZER_TABS = ['overview', 'events', 'orders', 'addons'] as const;
export type OrganizerTabId = (typeof ORGANIZER_TABS)[number];

export type OrganizerData = OrganizerDashboardResponse['data'];

/** What every tab receives from the dashboard shell. */
export interface OrganizerTabProps {
  token: string;
  data: OrganizerData;
  /** Fetch the dashboard again (after linking an order, say). */
  reload: () => void;
  /** A 401 from any organizer call: the shell clears the session and shows the sign-in with 'Authentication required'. */
  onAuthFailure: () => void;
  goToTab: (tab: OrganizerTabId) => void;
}
