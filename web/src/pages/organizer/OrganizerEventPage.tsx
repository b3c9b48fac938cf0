import { useParams } from 'react-router-dom';
import { normalizeEventCode } from '../../model/gallery/galleryModel';
import { OrganizerEventScreen } from '../../organizer/OrganizerEventScreen';
import NotFoundPage from '../NotFoundPage';

/** /event/{code}: the event's organizer view (issue #18: the dashboard's 'View Event'). */
export default function OrganizerEventPage() {
  const code = normalizeEventCode(useParams().code ?? null);
  if (!code) return <NotFoundPage />;
  return <OrganizerEventScreen key={code} code={code} />;
}
