import { useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../api/callApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { creatorFailureText } from '../../i18n/creatorFailureText';
import { useLocale, useTexts } from '../../i18n/texts';
import { formatCountdownHours } from '../../model/events/formatDuration';
import './event-admin.css';


/** Spec: the hours shown are duration_minutes divided by 60 (readable: see formatCountdownHours). */
export const countdownHours = formatCountdownHours;

export function StartEventControl({
  event,
  credential,
  onStarted,
}: {
  event: EventView;
  credential: string;
  onStarted: (event: EventView) => void;
}) {
  const texts = useTexts('event');
  const t = texts.admin;
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const started = await callApi(endpointRoutes.startEvent, { params: { code: event.code }, token: credential });
      setOpen(false);
      onStarted(started);
    } catch (err) {
      console.error('start event failed', err);
      setError(creatorFailureText(err, texts.errors.START_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn--primary btn--block btn--large" onClick={() => setOpen(true)}>
        {t.startEvent}
      </button>
      <ConfirmDialog
        open={open}
        title={t.startTitle}
        confirmLabel={t.startEvent}
        busyLabel={t.starting}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        onConfirm={start}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>
          {t.startBodyBefore}
          <strong>{countdownHours(event.durationMinutes, locale)}</strong>
          {t.startBodyAfter}
        </p>
      </ConfirmDialog>
    </>
  );
}
