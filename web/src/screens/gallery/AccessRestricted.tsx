import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LOBBY } from '../../model/main-flow/flowState';
import { useTexts } from '../../i18n/texts';

/** The spec's English texts (the catalogue's gallery.needToJoin and gallery.noEventInfo), for tests. */
export const NEED_TO_JOIN = 'You need to join an event first to access the gallery.';
export const NO_EVENT_INFO = 'No event information found. Please join an event first.';

/** Which of the spec's two Access Restricted texts (the page's own cases), or a message said as it is. */
export type AccessRestrictedMessage = { why: 'needToJoin' | 'noEventInfo' } | string;

/** Spec: without a user and an event (or, here, without this device's session for them): Access Restricted. */
export function AccessRestricted({ message }: { message: AccessRestrictedMessage }) {
  const t = useTexts('gallery').gallery;
  useDocumentTitle(t.accessRestricted);
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid stack" aria-labelledby="access-restricted-title">
        <h1 id="access-restricted-title" className="page__title">
          {t.accessRestricted}
        </h1>
        <p className="page__lead">{typeof message === 'string' ? message : t[message.why]}</p>
      </section>
      {/* To the lobby itself, not back into a saved event (README). */}
      <Link to="/" state={LOBBY} className="btn btn--primary btn--block">
        {t.joinAnEvent}
      </Link>
    </main>
  );
}
