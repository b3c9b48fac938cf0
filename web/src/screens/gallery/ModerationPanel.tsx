import { useId, useState } from 'react';
import { photoModerationEndpointRoutes as endpointRoutes } from '#shared/api/photo-moderation-endpoint-routes.js';
import { roomMessages as messages } from '#shared/room-messages.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { codeText, errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import './moderation.css';

interface ModerationPanelProps {
  code: string;
  token: string;
  photo: PhotoView;
  /** The event's creator: Hide and Delete for any photo, and the choice to give the guest their photo back. */
  moderator: boolean;
  /** The photo is this person's own (a guest may delete it). */
  own: boolean;
  /** Opened from the grid's Manage button: the choices show at once. */
  startOpen: boolean;
  onRemoved: (photoId: string) => void;
}

type Step = 'closed' | 'choose' | 'hide' | 'delete';

/**
 * The lightbox's moderation actions (DESIGN 16), loaded only for someone who may use them. Every action is
 * confirmed first; deleting asks the creator whether the guest gets their photo back (a unit of quota).
 * The server decides (403 for anyone else); a photo already gone counts as done.
 */
export function ModerationPanel({ code, token, photo, moderator, own, startOpen, onRemoved }: ModerationPanelProps) {
  const id = useId();
  const t = useTexts('gallery').moderation;
  const [step, setStep] = useState<Step>(startOpen ? 'choose' : 'closed');
  const [giveBack, setGiveBack] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: 'hide' | 'delete') => {
    setBusy(true);
    setError(null);
    try {
      const params = { code, photoId: photo.id };
      if (action === 'hide') await callApi(endpointRoutes.hidePhoto, { params, token });
      else await callApi(endpointRoutes.deletePhoto, { params, body: moderator ? { freeQuota: giveBack } : {}, token });
      onRemoved(photo.id);
    } catch (err) {
      if (isApiError(err) && err.code === 'PHOTO_NOT_FOUND') {
        onRemoved(photo.id);
        return;
      }
      console.error(`${action} photo failed`, err);
      setError(errorText(err, codeText('MODERATION_FAILED', messages.MODERATION_FAILED)));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'closed') {
    return (
      <div className="moderation">
        <button type="button" className="btn moderation__open" onClick={() => setStep('choose')}>
          {moderator ? t.openModerator : t.openOwn}
        </button>
      </div>
    );
  }

  return (
    <section className="moderation" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="moderation__title">
        {step === 'hide' ? t.hideTitle : step === 'delete' ? t.deleteTitle : t.manageTitle}
      </h3>
      {step === 'choose' && (
        <div className="moderation__row">
          {moderator && (
            <button type="button" className="btn" onClick={() => setStep('hide')}>
              {t.hide}
            </button>
          )}
          {(moderator || own) && (
            <button type="button" className="btn" onClick={() => setStep('delete')}>
              {t.delete}
            </button>
          )}
          <button type="button" className="btn" onClick={() => setStep('closed')}>
            {t.cancel}
          </button>
        </div>
      )}
      {step === 'hide' && <p className="moderation__text">{t.hideText}</p>}
      {step === 'delete' && (
        <>
          <p className="moderation__text">{t.deleteText}</p>
          {moderator && !own && (
            <label className="moderation__check">
              <input type="checkbox" checked={giveBack} onChange={(e) => setGiveBack(e.target.checked)} />
              {t.giveBack(photo.uploaderName)}
            </label>
          )}
        </>
      )}
      {(step === 'hide' || step === 'delete') && (
        <div className="moderation__row">
          <button type="button" className="btn btn--danger" onClick={() => void run(step)} disabled={busy} aria-busy={busy}>
            {busy ? t.working : step === 'hide' ? t.hidePhoto : t.deletePhoto}
          </button>
          <button type="button" className="btn" onClick={() => setStep('choose')} disabled={busy}>
            {t.back}
          </button>
        </div>
      )}
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
