import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTexts } from '../../i18n/texts';
import { loadCreator } from '../../model/creator/creatorStore';
import { adminPath } from '../../model/events/paths';
import { normalizeEventCode } from '../../model/gallery/galleryModel';
import { readOrganizerSession } from '../../organizer/organizerSession';
import { ORGANIZER_PATH } from '../../organizer/organizerPaths';
import type { PrintSelectionCaller } from '../../model/prints/printSelectionApi';
import { PrintSelectionScreen } from '../../screens/print-selection/PrintSelectionScreen';
import NotFoundPage from '../NotFoundPage';

/**
 * /prints/{code}: choosing a package's prints (issue #28.3), with this phone's creator credential, or with
 * the organizer-portal session (`?as=organizer`, from the portal's card).
 */
export default function PrintSelectionPage() {
  const code = normalizeEventCode(useParams().code ?? null);
  const [search] = useSearchParams();
  const asOrganizer = search.get('as') === 'organizer';
  const t = useTexts('orders').prints;
  const caller = useMemo((): PrintSelectionCaller | null => {
    if (!code) return null;
    const token = asOrganizer ? readOrganizerSession()?.token : loadCreator(code)?.creatorToken;
    return token ? { kind: asOrganizer ? 'organizer' : 'creator', token } : null;
  }, [code, asOrganizer]);
  if (!code) return <NotFoundPage />;
  const backTo = asOrganizer ? `/event/${code}` : adminPath(code);
  if (!caller) {
    return (
      <main className="page">
        <h1 className="page__title">{t.title}</h1>
        <p className="banner banner--info">{t.noSession}</p>
        <Link to={ORGANIZER_PATH} className="btn btn--secondary btn--block">
          {t.backToEvent}
        </Link>
      </main>
    );
  }
  return <PrintSelectionScreen key={`${code}-${caller.kind}`} code={code} caller={caller} backTo={backTo} />;
}
