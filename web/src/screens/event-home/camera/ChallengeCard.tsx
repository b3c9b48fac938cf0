import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PhotoView } from '#shared/schemas/photos.js';
import { PhotoChallengeSelect } from '../../../components/PhotoChallengeSelect';
import { useLocale, useTexts } from '../../../i18n/texts';
import { promptLabel, visiblePrompts } from '../../../model/challenges/promptLabel';
import { useEventChallenges } from '../../../model/challenges/useEventChallenges';
import { queueEntry, type QueueEvent } from '../../../model/upload/photoQueues';
import './challenge-card.css';

export interface ChallengeCardProps {
  code: string;
  participantId: string;
  /** The guest's own credential: the card shows their progress, and only the owner may set a photo's prompt. */
  token: string;
}


/**
 * The camera's challenge card (issue #33), a chunk of its own loaded after the camera: a one-tap button under
 * the preview with the guest's progress, opening a sheet upwards over the preview — never over the shutter,
 * which stays usable. The guest picks the prompt of the next photo (or none) before shooting, and can change
 * or clear the prompt of the photo kept last. Nothing shows unless the event has challenges on with a prompt
 * guests may pick. The card is read again when opened, after each recorded photo and when the page comes back
 * into view (the socket's challenge frames are not parsed by the camera's entry).
 */
export function ChallengeCard({ code, participantId, token }: ChallengeCardProps) {
  const t = useTexts('prompts').card;
  const locale = useLocale();
  const ids = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [reads, setReads] = useState(0);
  // The next photo's prompt lives on the device's photo queue (Keep takes it from there, so the camera's entry
  // carries no challenge code); the photo recorded last comes from the same queue's events.
  const queue = useMemo(() => queueEntry(code, participantId, token), [code, participantId, token]);
  const [selected, setSelected] = useState(queue.prompt);
  const [lastPhoto, setLastPhoto] = useState<PhotoView>();
  useEffect(() => {
    setSelected(queue.prompt);
    const listener = (event: QueueEvent) => {
      if (event.type === 'change') setSelected(queue.prompt);
      else if (event.type === 'uploaded') setLastPhoto(event.photo);
    };
    queue.listeners.add(listener);
    return () => {
      queue.listeners.delete(listener);
    };
  }, [queue]);
  const onSelect = useCallback(
    (promptId: string | undefined) => {
      queue.prompt = promptId;
      setSelected(promptId);
    },
    [queue],
  );
  const { state } = useEventChallenges(code, token, `${reads}:${lastPhoto?.id ?? ''}`);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setReads((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      toggleRef.current?.focus({ preventScroll: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // A failed read shows no card (the camera works without it); the next read tries again.
  const view = state.phase === 'ready' ? state.view : null;
  const prompts = view?.enabled ? visiblePrompts(view.prompts) : [];
  const pickable = prompts.some((p) => p.id === selected);

  // A prompt the organizer took off the card is no longer the next photo's (the server would drop it anyway).
  useEffect(() => {
    if (view && selected !== undefined && !pickable) onSelect(undefined);
  }, [view, selected, pickable, onSelect]);

  if (!view || prompts.length === 0 || view.closed) return null;

  const done = new Set(view.done);
  const doneCount = prompts.filter((p) => done.has(p.id)).length;
  const current = prompts.find((p) => p.id === selected);
  const progress = t.progress(doneCount, prompts.length);

  function close() {
    setOpen(false);
    toggleRef.current?.focus({ preventScroll: true });
  }

  function pick(promptId: string | undefined) {
    onSelect(promptId);
    close();
  }

  const panelId = `${ids}-sheet`;
  const titleId = `${ids}-title`;
  return (
    <div className="challenge-card">
      {open && (
        <div id={panelId} className="challenge-card__sheet" role="region" aria-labelledby={titleId}>
          <div className="challenge-card__head">
            <h2 id={titleId} className="challenge-card__title">
              {t.title}
            </h2>
            <button type="button" className="icon-btn" onClick={close} aria-label={t.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="challenge-card__progress-line" data-testid="challenge-progress">
            {progress}
          </p>
          <h3 className="challenge-card__subtitle" id={`${ids}-next`}>
            {t.nextPhoto}
          </h3>
          <ul className="challenge-card__prompts" aria-labelledby={`${ids}-next`}>
            <li>
              <button type="button" className="challenge-card__prompt" aria-pressed={current === undefined} onClick={() => pick(undefined)}>
                {t.none}
              </button>
            </li>
            {prompts.map((p) => (
              <li key={p.id}>
                <button type="button" className="challenge-card__prompt" aria-pressed={p.id === selected} onClick={() => pick(p.id)}>
                  <span>{promptLabel(p, locale)}</span>
                  {done.has(p.id) && (
                    <span className="challenge-card__done">
                      <span aria-hidden="true">✓</span> {t.done}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {lastPhoto && (
            <PhotoChallengeSelect
              className="challenge-card__last"
              code={code}
              token={token}
              photo={lastPhoto}
              prompts={prompts}
              label={t.lastPhoto}
              hint={t.lastPhotoHint}
              onChanged={() => setReads((n) => n + 1)}
            />
          )}
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={current ? 'challenge-card__toggle challenge-card__toggle--picked' : 'challenge-card__toggle'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="challenge-toggle"
        onClick={() => {
          if (open) close();
          else {
            setOpen(true);
            setReads((n) => n + 1);
          }
        }}
      >
        <span className="challenge-card__label">{current ? t.forNext(promptLabel(current, locale)) : t.open}</span>
        <span className="challenge-card__progress">{progress}</span>
      </button>
    </div>
  );
}
