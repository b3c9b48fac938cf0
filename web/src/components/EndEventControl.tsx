import { useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import type { EventView } from '../../../shared/schemas/events';
import { callApi } from '../api/callApi';
import { ConfirmDialog } from './ConfirmDialog';
import { creatorFailureText } from '../i18n/creatorFailureText';
import { useTexts } from '../i18n/texts';

/** Spec section 5: ending an event requires this confirmation (event texts home.endConfirmation). */

interface EndEventControlProps {
  code: string;
  /** The creator's credential (see adminAccess.ts). */
  credential: string;
  /** "End Event" on the admin screen, "Test End Event" on the event home (spec). */
  label: string;
  className?: string;
  onEnded: (event: EventView) => void;
}

/** The organizer's end button with the spec's confirmation; the server's answer is the new state. */
export function EndEventControl({ code, credential, label, className = 'btn btn--danger btn--block', onEnded }: EndEventControlProps) {
  const texts = useTexts('event');
  const t = texts.home;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function end() {
    setBusy(true);
    setError(null);
    try {
      const event = await callApi(endpointRoutes.endEvent, { params: { code }, token: credential });
      setOpen(false);
      onEnded(event);
    } catch (err) {
      console.error('end event failed', err);
      setError(creatorFailureText(err, texts.errors.END_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={t.endTitle}
        confirmLabel={t.endConfirm}
        busyLabel={t.ending}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        danger
        onConfirm={end}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>{t.endConfirmation}</p>
      </ConfirmDialog>
    </>
  );
}
