import { useState } from 'react';
import { photoModerationEndpointRoutes } from '#shared/api/photo-moderation-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';

/** Where the last change stands: nothing asked yet, on its way, stored, or refused (the box shows the stored value again). */
type Saving = { kind: 'idle' } | { kind: 'saving'; to: boolean } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * Reveal after the end (DESIGN 16): guests see only their own photos until the end, then everyone's, with
 * an hour of voting before the awards. Changeable before the start only (the server refuses after).
 * While the change is on its way the box shows the value asked for, is disabled and says "Saving…"; then
 * "Saved", or the error with the stored value back (issue 29.5) — all in one polite live region.
 */
export function RevealSetting({ event, credential, onChanged }: { event: EventView; credential: string; onChanged: (event: EventView) => void }) {
  const texts = useTexts('event');
  const t = texts.admin;
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const change = async (revealAfterEnd: boolean) => {
    setSaving({ kind: 'saving', to: revealAfterEnd });
    try {
      onChanged(await callApi(photoModerationEndpointRoutes.updateEventSettings, { params: { code: event.code }, body: { revealAfterEnd }, token: credential }));
      setSaving({ kind: 'saved' });
    } catch (err) {
      console.error('reveal setting failed', err);
      setSaving({ kind: 'failed', message: isApiError(err) && err.fromServer ? errorText(err, texts.errors.INTERNAL) : texts.errors.INTERNAL });
    }
  };
  const checked = saving.kind === 'saving' ? saving.to : event.revealAfterEnd === true;
  const status = saving.kind === 'saving' ? t.revealSaving : saving.kind === 'saved' ? t.revealSaved : saving.kind === 'failed' ? t.revealNotSaved : '';
  return (
    <div className="admin__setting">
      <label className="admin__check">
        <input
          type="checkbox"
          checked={checked}
          disabled={saving.kind === 'saving'}
          onChange={(e) => void change(e.target.checked)}
          aria-describedby="admin-reveal-hint admin-reveal-status"
        />
        {t.revealAfterEnd}
      </label>
      <p id="admin-reveal-status" className={`admin__setting-status admin__setting-status--${saving.kind}`} role="status" aria-live="polite">
        {status}
      </p>
      <p id="admin-reveal-hint" className="admin__hint">
        {t.revealHint}
      </p>
      {saving.kind === 'failed' && <ErrorBanner message={saving.message} />}
    </div>
  );
}
