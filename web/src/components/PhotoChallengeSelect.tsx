import { useEffect, useId, useRef, useState } from 'react';
import { challengeEndpointRoutes } from '#shared/api/challenge-endpoint-routes.js';
import type { ChallengePromptView } from '#shared/schemas/challenges.js';
import { callApi } from '../api/callApi';
import { errorText } from '../i18n/errorText';
import { useLocale, useTexts } from '../i18n/texts';
import { promptLabel } from '../model/challenges/promptLabel';
import { ErrorBanner } from './ErrorBanner';
import './photo-challenge-select.css';

type Saving = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

interface Props {
  code: string;
  token: string;
  /** The photo and its challenge now (none: absent or null). */
  photo: { id: string; promptId?: string | null | undefined };
  /** The prompts a guest may pick (visible ones). */
  prompts: readonly Pick<ChallengePromptView, 'id' | 'builtinId' | 'text'>[];
  label: string;
  hint: string;
  className?: string;
  onChanged?: (promptId: string | null) => void;
}

/**
 * A guest's own photo's challenge (issue #33), changed or cleared on the server at once (PUT
 * …/photos/{id}/challenge) until the event ends: the camera card's "Your last photo" and the gallery
 * lightbox's, for any of their photos. A refusal puts the stored value back and says why.
 */
export function PhotoChallengeSelect({ code, token, photo, prompts, label, hint, className, onChanged }: Props) {
  const t = useTexts('prompts').card;
  const locale = useLocale();
  const id = useId();
  const [value, setValue] = useState(photo.promptId ?? '');
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  // Another photo: its value, nothing said yet. The same photo's value changed by the caller (the save's own
  // echo, or a change elsewhere): the value, and "Saved" stays said.
  useEffect(() => setSaving({ kind: 'idle' }), [photo.id]);
  useEffect(() => setValue(photo.promptId ?? ''), [photo.id, photo.promptId]);
  // The photo shown now: an answer about an earlier one (the lightbox moved on, a newer photo became the last)
  // must not put that photo's prompt, "Saved" or error on this one.
  const shown = useRef(photo.id);
  useEffect(() => {
    shown.current = photo.id;
  }, [photo.id]);

  async function change(next: string) {
    const before = value;
    const photoId = photo.id;
    setValue(next);
    setSaving({ kind: 'saving' });
    try {
      const saved = await callApi(challengeEndpointRoutes.setPhotoChallenge, { params: { code, photoId }, body: { promptId: next === '' ? null : next }, token });
      if (shown.current === photoId) {
        setValue(saved.promptId ?? '');
        setSaving({ kind: 'saved' });
      }
      onChanged?.(saved.promptId);
    } catch (error) {
      console.error('photo challenge not saved', error);
      if (shown.current !== photoId) return;
      setValue(before);
      setSaving({ kind: 'failed', error });
    }
  }

  return (
    <div className={['photo-challenge', className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-select`} className="photo-challenge__label">
        {label}
      </label>
      <select
        id={`${id}-select`}
        className="field__control"
        value={value}
        disabled={saving.kind === 'saving'}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(e) => void change(e.target.value)}
      >
        <option value="">{t.none}</option>
        {prompts.map((p) => (
          <option key={p.id} value={p.id}>
            {promptLabel(p, locale)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="photo-challenge__hint">
        {hint}
      </p>
      <p id={`${id}-status`} className="photo-challenge__hint" role="status" aria-live="polite">
        {saving.kind === 'saving' ? t.saving : saving.kind === 'saved' ? t.saved : ''}
      </p>
      {saving.kind === 'failed' && <ErrorBanner message={errorText(saving.error, t.saveFailed)} onDismiss={() => setSaving({ kind: 'idle' })} />}
    </div>
  );
}
