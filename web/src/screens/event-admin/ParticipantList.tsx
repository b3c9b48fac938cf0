import { useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { callApi } from '../../api/callApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { creatorFailureText } from '../../i18n/creatorFailureText';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import './event-admin.css';


/** `error`: the code of the message to show (said in the device's language when shown). */
export type ListState = { participants: ParticipantView[] | null; loading: boolean; error: 'LOAD_PARTICIPANTS_FAILED' | null };

const JOINED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface ParticipantListProps {
  state: ListState;
  me: ParticipantView;
  code: string;
  credential: string;
  /** Nobody is removed from a completed event: no Kick buttons then. */
  ended: boolean;
  onChanged: () => void;
}

/**
 * Kick is offered for active participants other than oneself (spec), and not for another creator
 * participant either: the server never removes a creator, so the button could only fail.
 */
export const canKick = (p: ParticipantView, me: ParticipantView): boolean => p.isActive && p.id !== me.id && !p.isCreator;

export function ParticipantList({ state, me, code, credential, ended, onChanged }: ParticipantListProps) {
  const [target, setTarget] = useState<ParticipantView | null>(null);
  // Moderation (DESIGN 16): the kick can also delete every photo the guest took.
  const [removePhotos, setRemovePhotos] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { participants, loading } = state;
  const texts = useTexts('event');
  const t = texts.admin;
  const format = useFormat();

  async function kick() {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await callApi(endpointRoutes.kickParticipant, { params: { code, participantId: target.id }, body: { removePhotos }, token: credential });
      setTarget(null);
      onChanged();
    } catch (err) {
      console.error('kick failed', err);
      setError(creatorFailureText(err, texts.errors.KICK_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-participants" aria-busy={loading}>
      <div className="admin__list-head">
        <h2 id="admin-participants" className="admin__section-title">
          {t.participants}
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onChanged} disabled={loading} aria-label={t.refreshParticipants}>
          {t.refresh}
        </button>
      </div>

      {state.error && <ErrorBanner message={texts.errors[state.error]} />}
      {participants === null && loading && (
        <p className="admin__empty" role="status">
          {t.loadingParticipants}
        </p>
      )}
      {participants?.length === 0 && <p className="admin__empty">{t.noParticipants}</p>}
      {participants && participants.length > 0 && (
        <ul className="people">
          {participants.map((p) => (
            <li key={p.id} className={p.isActive ? 'people__item' : 'people__item people__item--removed'}>
              <div className="people__who">
                <p className="people__name">
                  {p.name}
                  {p.id === me.id && <span className="tag">{t.you}</span>}
                  {p.isCreator && <span className="tag tag--accent">{t.creator}</span>}
                  {!p.isActive && <span className="tag tag--muted">{t.removed}</span>}
                </p>
                <p className="people__meta">
                  {t.photosTaken(p.photosTaken)} · {t.joined(format.date(p.joinedAt, JOINED_AT))}
                </p>
              </div>
              {!ended && canKick(p, me) && (
                <button
                  type="button"
                  className="btn btn--secondary people__kick"
                  aria-label={t.kickName(p.name)}
                  onClick={() => {
                    setError(null);
                    setRemovePhotos(false);
                    setTarget(p);
                  }}
                >
                  {t.kick}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={target !== null}
        title={t.kickTitle}
        confirmLabel={t.kick}
        busyLabel={t.kicking}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        danger
        onConfirm={kick}
        onClose={() => setTarget(null)}
      >
        <p>{t.kickConfirm(target?.name ?? '')}</p>
        {target !== null && target.photosTaken > 0 && (
          <label className="admin__check">
            <input type="checkbox" checked={removePhotos} onChange={(e) => setRemovePhotos(e.target.checked)} disabled={busy} />
            {t.alsoDeletePhotos(target.photosTaken)}
          </label>
        )}
      </ConfirmDialog>
    </section>
  );
}
