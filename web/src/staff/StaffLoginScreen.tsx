import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { staffScreenTexts } from '../../../shared/staff-messages';
import { ApiError } from '../api/ApiError';
import { ErrorBanner } from '../components/ErrorBanner';
import { SiteHeader } from '../components/SiteHeader';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { signInStaff } from './staffApi';
import { saveStaffToken } from './staffSession';

export const STAFF_SUPPORT_EMAIL = 'support@candid.photo';
export const STAFF_DASHBOARD_PATH = '/admin/dashboard';

/** The server's text when it sent one (a wrong password, too many attempts), else the spec's 'Login failed'. */
const messageOf = (error: unknown): string => (error instanceof ApiError && error.fromServer ? error.message : staffScreenTexts.loginFailed);

/** /admin/login and /admin (commerce spec: Admin login). */
export function StaffLoginScreen({ notice }: { notice?: string | undefined }) {
  useDocumentTitle('Staff Sign-in');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(notice);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const { token } = await signInStaff(email, password);
      saveStaffToken(token);
      void navigate(STAFF_DASHBOARD_PATH, { replace: true });
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid stack" aria-labelledby="staff-login-title">
        <h1 id="staff-login-title" className="page__title">
          Staff Sign-in
        </h1>
        <p className="page__lead">Only authorized Candid team members can access this area.</p>
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate={false}>
          <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          {error && <ErrorBanner message={error} />}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <p className="page__lead">
          Need access or locked out? Contact <a href={`mailto:${STAFF_SUPPORT_EMAIL}`}>{STAFF_SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </main>
  );
}
