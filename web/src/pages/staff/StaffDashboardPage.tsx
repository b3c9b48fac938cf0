import { StaffDashboardScreen } from '../../staff/StaffDashboardScreen';

/** /admin/dashboard: the staff portal (commerce spec: Admin dashboard). */
export default function StaffDashboardPage() {
  return <StaffDashboardScreen />;
}
