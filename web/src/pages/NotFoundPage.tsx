import { Link } from 'react-router-dom';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useTexts } from '../i18n/texts';
import { LOBBY } from '../model/main-flow/flowState';

/** Any address the app does not know: said plainly (in the secondary pages' polaroid card), with the way home. */
export default function NotFoundPage() {
  const texts = useTexts('first');
  const t = useTexts('aside').notFound;
  useDocumentTitle(t.title);
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid polaroid--tilt stack" aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="page__title">
          {t.title}
        </h1>
        <p className="page__lead">{t.text}</p>
      </section>
      {/* To the lobby itself, not back into a saved event. */}
      <Link to="/" state={LOBBY} className="btn btn--primary btn--block">
        {texts.common.backToHome}
      </Link>
    </main>
  );
}
