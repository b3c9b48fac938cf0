import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';
import { useDocumentTitle } from './useDocumentTitle';
import { useTexts } from '../i18n/texts';

/**
 * The page of a screen that a later release builds: it says so plainly and leads home. It deliberately shows
 * no sample data and no buttons that would do nothing.
 */
export function NotAvailableYet({ title, children }: { title: string; children: ReactNode }) {
  const t = useTexts('first').common;
  useDocumentTitle(title);
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid polaroid--tilt stack" aria-labelledby="not-available-title">
        <h1 id="not-available-title" className="page__title">
          {title}
        </h1>
        <div className="stack stack--tight page__lead">{children}</div>
        <p className="page__lead">{t.notAvailableYet}</p>
      </section>
      <Link to="/" className="btn btn--primary btn--block">
        {t.backToHome}
      </Link>
    </main>
  );
}
