import { Link } from 'react-router-dom';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { LOBBY } from '../model/main-flow/flowState';

/** Any address the app does not know: said plainly (in the secondary pages' polaroid card), with the way home. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid polaroid--tilt stack" aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="page__title">
          Page not found
        </h1>
        <p className="page__lead">There is nothing at this address. Check the link, or start again from home.</p>
      </section>
      {/* To the lobby itself, not back into a saved event. */}
      <Link to="/" state={LOBBY} className="btn btn--primary btn--block">
        Back to home
      </Link>
    </main>
  );
}
