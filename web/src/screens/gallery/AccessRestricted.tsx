import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LOBBY } from '../../model/main-flow/flowState';

export const NEED_TO_JOIN = 'You need to join an event first to access the gallery.';
export const NO_EVENT_INFO = 'No event information found. Please join an event first.';

/** Spec: without a user and an event (or, here, without this device's session for them): Access Restricted. */
export function AccessRestricted({ message }: { message: string }) {
  useDocumentTitle('Access Restricted');
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid stack" aria-labelledby="access-restricted-title">
        <h1 id="access-restricted-title" className="page__title">
          Access Restricted
        </h1>
        <p className="page__lead">{message}</p>
      </section>
      {/* To the lobby itself, not back into a saved event (README). */}
      <Link to="/" state={LOBBY} className="btn btn--primary btn--block">
        Join an Event
      </Link>
    </main>
  );
}
