import { useState } from 'react';
import { ApiError } from '../api/ApiError';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorBanner } from '../components/ErrorBanner';
import { errorText } from '../i18n/errorText';
import { useTexts } from '../i18n/texts';
import { signOutOtherPhones } from './manageOnThisPhone';

interface SignOutOtherPhonesProps {
  code: string;
  /** The signed-in organizer's token. */
  token: string;
  /** This phone now holds the new credential (and none of its old sessions): the options are read again. */
  onSignedOut: () => void;
  /** The organizer session was refused: sign in again. */
  onAuthFailure: () => void;
}

/**
 * 'Sign out other phones' (ours, DESIGN 6 goes further than the spec): a lost phone keeps the creator credential
 * it was given, and with it the power to end the event or delete its photos. Confirmed first: every other phone
 * that manages the event, the organizer's own second one too, has to be given access again.
 */
export function SignOutOtherPhones({ code, token, onSignedOut, onAuthFailure }: SignOutOtherPhonesProps) {
  const texts = useTexts('organizer');
  const t = texts.event.signOut;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      const { savedOnDevice, wallLinksRevoked } = await signOutOtherPhones(token, code);
      setOpen(false);
      // "Only this phone manages the event now" is true only once this phone kept the new credential.
      setDone(savedOnDevice);
      if (!savedOnDevice) setError(texts.events.storageRefused);
      else if (!wallLinksRevoked) setError(t.wallLinksKept);
      onSignedOut();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onAuthFailure();
      setError(errorText(err, texts.failures.failedToFetchData));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack stack--tight" aria-labelledby="organizer-sign-out-title">
      <h2 id="organizer-sign-out-title" className="organizer-section__title">
        {t.title}
      </h2>
      {done && (
        <p className="banner banner--success" role="status">
          {t.done}
        </p>
      )}
      {!open && error && <ErrorBanner message={error} />}
      <button type="button" className="btn btn--secondary btn--block" onClick={() => setOpen(true)}>
        {t.open}
      </button>
      <ConfirmDialog
        open={open}
        title={t.open}
        confirmLabel={t.confirm}
        busyLabel={t.busy}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        danger
        onConfirm={() => void signOut()}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>{t.lead}</p>
      </ConfirmDialog>
    </section>
  );
}
