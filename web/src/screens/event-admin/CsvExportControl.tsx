import { useState } from 'react';
import { addOnEndpointRoutes } from '#shared/api/add-on-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../api/callApi';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { saveEventCsv } from '../../model/downloads/saveEventCsv';
import { AddOnNotIncluded } from './AddOnNotIncluded';

/**
 * The CSV export add-on on the admin screen: the server builds the file (photos with votes, participants)
 * and checks the add-on and the creator credential; this saves it as `{event title}-{CODE}.csv`.
 */
export function CsvExportControl({ event, credential }: { event: EventView; credential: string }) {
  const t = useTexts('organizer').addOnControls.csv;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);
  const included = event.addOns?.includes('export_csv') === true;

  async function download() {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      const file = await callApi(addOnEndpointRoutes.exportEventCsv, { params: { code: event.code }, token: credential });
      saveEventCsv(file);
      setStatus(t.ready(file.fileName));
    } catch (err) {
      console.error('csv export failed', err);
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-csv-export">
      <h2 id="admin-csv-export" className="admin__section-title">
        {t.title}
      </h2>
      {included ? (
        <>
          <p className="admin__empty">{t.lead}</p>
          {error !== null && <ErrorBanner message={errorText(error, t.failed)} onDismiss={() => setError(null)} />}
          <button type="button" className="btn btn--secondary btn--block" onClick={() => void download()} disabled={busy}>
            {busy ? t.preparing : t.download}
          </button>
          <p className="admin__status" role="status" aria-live="polite">
            {status}
          </p>
        </>
      ) : (
        <AddOnNotIncluded message={t.notIncluded} />
      )}
    </section>
  );
}
