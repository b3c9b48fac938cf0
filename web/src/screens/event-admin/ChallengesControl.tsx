import { useId, useState, type FormEvent } from 'react';
import { challengeEndpointRoutes } from '#shared/api/challenge-endpoint-routes.js';
import { BUILTIN_PROMPTS, CHALLENGE_GROUPS } from '#shared/challenge-prompts.js';
import { CHALLENGE_MAX_PROMPTS } from '#shared/challenges.js';
import type { ChallengePromptInput, ChallengesView } from '#shared/schemas/challenges.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../api/callApi';
import { ErrorBanner } from '../../components/ErrorBanner';
import { codeText, errorText } from '../../i18n/errorText';
import { useLocale, useTexts } from '../../i18n/texts';
import { promptLabel } from '../../model/challenges/promptLabel';
import { typedPromptProblem } from '../../model/challenges/typedPromptProblem';
import { useEventChallenges } from '../../model/challenges/useEventChallenges';
import { hasEnded } from '../../model/live-event/useEndOfEvent';
import './challenges-control.css';

/** Where the last change stands; while on its way the boxes show what was asked for (then the stored list, or it back on an error). */
type Saving = { kind: 'idle' } | { kind: 'saving'; enabled: boolean; prompts: ChallengePromptInput[] } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** The list as it stands, as the PUT names it: existing prompts by id (their hidden flag kept). */
const currentEntries = (view: ChallengesView): ChallengePromptInput[] => view.prompts.map((p) => (p.hidden ? { id: p.id, hidden: true } : { id: p.id }));

/**
 * Photo challenges on the admin screen (issue #33): on/off, up to 15 prompts from the built-in list (grouped,
 * in the UI language) or typed, removed while they have no photos, hidden once they have. Every change
 * sends the whole list at once (PUT …/challenges) and shows what the server answered; the server checks it
 * all again (creator only, the limits, the end of the event). After the end the list is read-only.
 */
export function ChallengesControl({ event, credential }: { event: EventView; credential: string }) {
  const t = useTexts('prompts').picker;
  // A refused change is followed by a read of the list as it now is (a photo landed, the event ended meanwhile).
  const [rereads, setRereads] = useState(0);
  const { state, reload, replace } = useEventChallenges(event.code, credential, rereads);

  return (
    <section className="stack stack--tight challenges-control" aria-labelledby="admin-challenges">
      <h2 id="admin-challenges" className="admin__section-title">
        {t.title}
      </h2>
      <p className="admin__empty">{t.lead}</p>
      {state.phase === 'loading' && (
        <p className="admin__status" role="status">
          {t.loading}
        </p>
      )}
      {state.phase === 'failed' && (
        <>
          <ErrorBanner message={errorText(state.error, t.loadFailed)} />
          <button type="button" className="btn btn--secondary btn--block" onClick={reload}>
            {t.tryAgain}
          </button>
        </>
      )}
      {state.phase === 'ready' && (
        <ChallengesEditor event={event} credential={credential} view={state.view} onSaved={replace} onRefused={() => setRereads((n) => n + 1)} />
      )}
    </section>
  );
}

interface EditorProps {
  event: EventView;
  credential: string;
  view: ChallengesView;
  onSaved: (view: ChallengesView) => void;
  /** A change the server refused: the list shown may be out of date (its counts, the end). */
  onRefused: () => void;
}

function ChallengesEditor({ event, credential, view, onSaved, onRefused }: EditorProps) {
  const t = useTexts('prompts').picker;
  const locale = useLocale();
  const ids = useId();
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const closed = view.closed || hasEnded(event);
  const busy = saving.kind === 'saving';
  const asked = saving.kind === 'saving' ? saving : null;
  const picked = (builtinId: string, existingId: string | undefined) =>
    asked ? asked.prompts.some((p) => p.builtinId === builtinId || (existingId !== undefined && p.id === existingId)) : existingId !== undefined;
  const full = view.prompts.length >= CHALLENGE_MAX_PROMPTS;
  const onList = new Map(view.prompts.map((p) => [p.builtinId ?? p.id, p]));

  async function save(enabled: boolean, prompts: ChallengePromptInput[]): Promise<boolean> {
    setSaving({ kind: 'saving', enabled, prompts });
    try {
      onSaved(await callApi(challengeEndpointRoutes.setChallenges, { params: { code: event.code }, body: { enabled, prompts }, token: credential }));
      setSaving({ kind: 'saved' });
      return true;
    } catch (err) {
      console.error('challenges not saved', err);
      setSaving({ kind: 'failed', message: errorText(err, t.saveFailed) });
      // E.g. "has photos, hide it instead": the list read again offers Hide where it offered Remove.
      onRefused();
      return false;
    }
  }

  const without = (id: string) => currentEntries(view).filter((p) => p.id !== id);
  const toggleHidden = (id: string) => currentEntries(view).map((p) => (p.id === id ? (p.hidden ? { id } : { id, hidden: true }) : p));

  async function addTyped(e: FormEvent) {
    e.preventDefault();
    const problem = typedPromptProblem(typed);
    if (problem) {
      setTypedError(codeText(problem, t.saveFailed));
      return;
    }
    setTypedError(null);
    if (await save(view.enabled, [...currentEntries(view), { text: typed.trim() }])) setTyped('');
  }

  const status = saving.kind === 'saving' ? t.saving : saving.kind === 'saved' ? t.saved : saving.kind === 'failed' ? t.notSaved : '';
  const typedHintId = `${ids}-typed-hint`;
  const typedErrorId = `${ids}-typed-error`;

  return (
    <>
      {closed && <p className="banner banner--info">{t.closed}</p>}
      <label className="admin__check">
        <input type="checkbox" checked={asked ? asked.enabled : view.enabled} disabled={busy || closed} onChange={(e) => void save(e.target.checked, currentEntries(view))} />
        {t.enabled}
      </label>
      <p className={`admin__setting-status admin__setting-status--${saving.kind}`} role="status" aria-live="polite">
        {status}
      </p>
      {saving.kind === 'failed' && <ErrorBanner message={saving.message} onDismiss={() => setSaving({ kind: 'idle' })} />}

      <h3 className="challenges-control__subtitle" id={`${ids}-list`}>
        {t.yourList} <span className="challenges-control__count">({t.count(view.prompts.length, CHALLENGE_MAX_PROMPTS)})</span>
      </h3>
      {view.prompts.length === 0 ? (
        <p className="admin__empty">{t.empty}</p>
      ) : (
        <ul className="challenges-control__list" aria-labelledby={`${ids}-list`}>
          {view.prompts.map((p) => {
            const label = promptLabel(p, locale);
            return (
              <li key={p.id} className={p.hidden ? 'challenges-control__item challenges-control__item--hidden' : 'challenges-control__item'}>
                <span className="challenges-control__text">
                  {label}
                  <span className="challenges-control__meta">
                    {t.photos(p.photoCount)}
                    {p.hidden && ` · ${t.hiddenMark}`}
                  </span>
                </span>
                {!closed && (
                  <span className="challenges-control__actions">
                    {/* A prompt with photos keeps them: it can only be hidden (the server refuses its removal too). */}
                    {(p.photoCount > 0 || p.hidden) && (
                      <button type="button" className="btn btn--secondary challenges-control__btn" disabled={busy} aria-label={`${p.hidden ? t.show : t.hide}: ${label}`} onClick={() => void save(view.enabled, toggleHidden(p.id))}>
                        {p.hidden ? t.show : t.hide}
                      </button>
                    )}
                    {p.photoCount === 0 && (
                      <button type="button" className="btn btn--secondary challenges-control__btn" disabled={busy} aria-label={`${t.remove}: ${label}`} onClick={() => void save(view.enabled, without(p.id))}>
                        {t.remove}
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {!closed && (
        <>
          <form className="challenges-control__typed" onSubmit={(e) => void addTyped(e)} noValidate>
            <label htmlFor={`${ids}-typed`} className="field__label">
              {t.typedLabel}
            </label>
            <div className="challenges-control__typed-row">
              <input
                id={`${ids}-typed`}
                className="field__control"
                type="text"
                value={typed}
                autoComplete="off"
                enterKeyHint="done"
                disabled={busy || full}
                aria-invalid={typedError !== null}
                aria-describedby={typedError ? `${typedErrorId} ${typedHintId}` : typedHintId}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setTypedError(null);
                }}
              />
              <button type="submit" className="btn btn--primary" disabled={busy || full}>
                {t.add}
              </button>
            </div>
            <p id={typedHintId} className="admin__hint">
              {full ? t.full : t.typedHint}
            </p>
            {typedError && (
              <p id={typedErrorId} className="field__error" role="alert">
                {typedError}
              </p>
            )}
          </form>

          <h3 className="challenges-control__subtitle">{t.fromList}</h3>
          {CHALLENGE_GROUPS.map((group) => (
            <details key={group} className="challenges-control__group">
              <summary>{t.groups[group]}</summary>
              <ul className="challenges-control__builtins">
                {BUILTIN_PROMPTS.filter((b) => b.group === group).map((b) => {
                  const existing = onList.get(b.id);
                  return (
                    <li key={b.id}>
                      <label className="admin__check">
                        <input
                          type="checkbox"
                          checked={picked(b.id, existing?.id)}
                          disabled={busy || (existing === undefined && full)}
                          onChange={(e) =>
                            void save(view.enabled, e.target.checked ? [...currentEntries(view), { builtinId: b.id }] : without(existing?.id ?? b.id))
                          }
                        />
                        {b[locale]}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </details>
          ))}
        </>
      )}
    </>
  );
}
