import { Link, useSearchParams } from 'react-router-dom';
import type { Texts } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locale';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import en from '../i18n/catalogues/download/en';
import ro from '../i18n/catalogues/download/ro';
import { useLocale, useTexts } from '../i18n/texts';
import { LOBBY } from '../model/main-flow/flowState';

const TEXTS: Readonly<Record<Locale, Texts<typeof en>>> = { en, ro };

/**
 * /download?error={CODE}: where a raw archive's download link (GET /api/downloads/{token}, opened from an
 * e-mail in a browser tab) sends a person when it gives no file (its contract's refusalPage): why, in the
 * reader's language — the order was cancelled or refunded, the link expired or is not valid, the archive is
 * being rebuilt. Any other code (too many tries, an outage) reads as "not available right now".
 */
export default function DownloadPage() {
  const first = useTexts('first');
  const t = TEXTS[useLocale()];
  const [params] = useSearchParams();
  const code = params.get('error') ?? '';
  const errors: Readonly<Record<string, string>> = t.errors;
  const reason = Object.hasOwn(errors, code) ? errors[code] : t.page.unavailable;
  useDocumentTitle(t.page.title);
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid polaroid--tilt stack" aria-labelledby="download-title">
        <h1 id="download-title" className="page__title">
          {t.page.title}
        </h1>
        <p className="page__lead" role="alert">
          {reason}
        </p>
      </section>
      <Link to="/" state={LOBBY} className="btn btn--primary btn--block">
        {first.common.backToHome}
      </Link>
    </main>
  );
}
