import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { SiteHeader } from '../components/SiteHeader';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { errorText } from '../i18n/errorText';
import { useTexts } from '../i18n/texts';
import { SUPPORT_EMAIL } from '../model/supportEmail';
import { signInStaff } from './staffApi';
import './staffDashboard.css';
import { saveStaffToken } from './staffSession';

export const STAFF_DASHBOARD_PATH = '/admin/dashboard';

/** /admin/login and /admin (commerce spec: Admin login). */
export function StaffLoginScreen({ notice }: { notice?: string | undefined }) {
  const t = useTexts('staff');
  useDocumentTitle(t.login.title);
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
      // The server's refusal (a wrong password, too many attempts) by its code in the reader's language, else the spec's 'Login failed'.
      setError(errorText(err, t.screen.loginFailed));
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <div className="staff-topbar">
        <SiteHeader />
      </div>
      <section className="polaroid stack" aria-labelledby="staff-login-title">
        <h1 id="staff-login-title" className="page__title">
          {t.login.title}
        </h1>
        <p className="page__lead">{t.login.lead}</p>
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate={false}>
          <TextField label={t.login.email} type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label={t.login.password} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          {error && <ErrorBanner message={error} />}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? t.login.signingIn : t.login.signIn}
          </button>
        </form>
        <p className="page__lead">
          {t.login.supportBefore}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {t.login.supportAfter}
        </p>
      </section>
    </main>
  );
}
