import { useLocation } from 'react-router-dom';
import { StaffLoginScreen } from '../../staff/StaffLoginScreen';

/** /admin/login and /admin: the staff portal's sign-in; a notice (e.g. 'No admin token found') may come from the dashboard. */
export default function StaffLoginPage() {
  const { state } = useLocation() as { state: { notice?: string } | null };
  return <StaffLoginScreen notice={state?.notice} />;
}
