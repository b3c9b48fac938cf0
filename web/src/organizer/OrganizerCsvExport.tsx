import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addOnEndpointRoutes } from '../../../shared/api/add-on-endpoint-routes';
import type { EventView } from '../../../shared/schemas/events';
import { callApi } from '../api/callApi';
import { ErrorBanner } from '../components/ErrorBanner';
import { errorText } from '../i18n/errorText';
import { useTexts } from '../i18n/texts';
import { saveEventCsv } from '../model/downloads/saveEventCsv';
import { manageOrganizerEvent } from './organizerApi';
import { readOrganizerSession } from './organizerSession';

/**
 * The CSV export add-on in the organizer portal's event view, from any phone: the signed-in organizer's
 * session gets the event's creator credential (the server checks the event is theirs, as for 'Manage on
 * this phone', without keeping it on this phone), which downloads the CSV (the server checks the add-on).
 * Not signed in: nothing to show.
 */
export function OrganizerCsvExport({ event }: { event: EventView }) {
  const t = useTexts('organizer').csvExport;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);
  const session = readOrganizerSession();
  if (!session) return null;
  const included = event.addOns?.includes('export_csv') === true;

  async function download(token: string) {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const { creatorToken } = await manageOrganizerEvent(token, event.code);
      const file = await callApi(addOnEndpointRoutes.exportEventCsv, { params: { code: event.code }, token: creatorToken });
      saveEventCsv(file);
      setStatus(t.ready(file.fileName));
    } catch (err) {
      console.error('organizer csv export failed', err);
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="organizer-csv-export">
      <h2 id="organizer-csv-export" className="organizer-section__title">
        {t.title}
      </h2>
      {included ? (
        <>
          <p className="page__lead">{t.lead}</p>
          {error !== null && <ErrorBanner message={errorText(error, t.failed)} onDismiss={() => setError(null)} />}
          <button type="button" className="btn btn--secondary btn--block" onClick={() => void download(session.token)} disabled={busy}>
            {busy ? t.preparing : t.download}
          </button>
          <p className="organizer-csv__status" role="status" aria-live="polite">
            {status}
          </p>
        </>
      ) : (
        <>
          <p className="page__lead">{t.notIncluded}</p>
          <Link className="btn btn--ghost btn--block" to="/pricing">
            {t.seePackages}
          </Link>
        </>
      )}
    </section>
  );
}
