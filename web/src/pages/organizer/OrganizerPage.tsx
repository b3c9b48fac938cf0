import { OrganizerScreen } from '../../organizer/OrganizerScreen';

/** /organizer and /organizer/dashboard: the organizer's sign-in and dashboard (commerce spec; issue #18). */
export default function OrganizerPage() {
  return <OrganizerScreen />;
}
