import { useId, useState } from 'react';
import { promptText } from '#shared/challenge-prompts.js';
import type { ChallengePromptView } from '#shared/schemas/challenges.js';
import { useLocale, useTexts } from '../../i18n/texts';
import { useChallengeCard } from '../../model/challenges/useChallengeCard';
import type { PromptPhotosLive } from '../../model/challenges/usePromptPhotos';
import { ChallengePromptPhotos } from './ChallengePromptPhotos';
import './challenges.css';

export interface ChallengesViewProps {
  code: string;
  token: string;
}

/** "All" shows every prompt with its newest few photos; one prompt chosen shows its photos a page at a time. */
const OVERVIEW_PHOTOS = 6;

/**
 * The gallery's Challenges view (issue #33): the viewer's progress ("5 of 12 challenges") and, for each
 * prompt on the card, whether they have done it, how many photos it has and those photos, newest first; a
 * select narrows it to one prompt. With reveal after the end, before the end, only the counts (the server
 * sends no other guest's photo then, so none is asked for). Live over the event socket (useChallengeCard).
 */
export default function ChallengesView({ code, token }: ChallengesViewProps) {
  const t = useTexts('gallery').challenges;
  const locale = useLocale();
  const selectId = useId();
  const card = useChallengeCard(code, token);
  const [chosen, setChosen] = useState<string>('');

  if (card.status === 'loading' || (card.status === 'ready' && !card.view)) {
    return (
      <div className="challenges" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t.loading}
        </p>
        <div className="grid grid--placeholder" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="grid__ghost" />
          ))}
        </div>
      </div>
    );
  }
  if (card.status === 'error' || !card.view) {
    return (
      <div className="gallery__state" role="alert">
        <h2 className="gallery__state-title">{t.errorTitle}</h2>
        <button type="button" className="btn btn--primary" onClick={card.retry}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  const { view } = card;
  const prompts = view.prompts.filter((p) => !p.hidden);
  if (!view.enabled || prompts.length === 0) {
    return (
      <div className="gallery__state">
        <p>{t.off}</p>
      </div>
    );
  }
  const done = new Set(view.done);
  const doneCount = prompts.filter((p) => done.has(p.id)).length;
  // A prompt taken off the card meanwhile: back to all of them.
  const selected = prompts.find((p) => p.id === chosen) ?? null;
  const shown = selected ? [selected] : prompts;

  return (
    <div className="challenges">
      <p className="challenges__progress" data-testid="challenge-progress">
        {t.progress(doneCount, prompts.length)}
      </p>
      {view.countsOnly && (
        <p className="banner banner--info" role="status">
          {t.countsOnly}
        </p>
      )}
      <div className="challenges__filter">
        <label htmlFor={selectId}>{t.filterLabel}</label>
        <select id={selectId} className="challenges__select" value={selected?.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t.all}</option>
          {prompts.map((p) => (
            <option key={p.id} value={p.id}>
              {`${promptText(p, locale)} (${p.photoCount})`}
            </option>
          ))}
        </select>
      </div>
      <ol className="challenges__list">
        {shown.map((p) => (
          <PromptSection key={p.id} prompt={p} done={done.has(p.id)} code={code} token={token} countsOnly={view.countsOnly} live={card} limit={selected ? undefined : OVERVIEW_PHOTOS} />
        ))}
      </ol>
    </div>
  );
}

interface PromptSectionProps {
  prompt: ChallengePromptView;
  done: boolean;
  code: string;
  token: string;
  countsOnly: boolean;
  live: PromptPhotosLive;
  limit: number | undefined;
}

function PromptSection({ prompt, done, code, token, countsOnly, live, limit }: PromptSectionProps) {
  const t = useTexts('gallery').challenges;
  const locale = useLocale();
  const headingId = useId();
  return (
    <li className={`challenge${done ? ' challenge--done' : ''}`} aria-labelledby={headingId} data-prompt-id={prompt.id}>
      <div className="challenge__head">
        <h2 id={headingId} className="challenge__title">
          {promptText(prompt, locale)}
        </h2>
        <p className="challenge__meta">
          <span className="challenge__count" data-testid="challenge-count">
            {t.photoCount(prompt.photoCount)}
          </span>
          {done ? (
            <span className="challenge__done">
              <span aria-hidden="true">✓ </span>
              {t.done}
            </span>
          ) : (
            <span className="visually-hidden">{t.notDone}</span>
          )}
        </p>
      </div>
      {!countsOnly && <ChallengePromptPhotos code={code} token={token} promptId={prompt.id} live={live} limit={limit} />}
    </li>
  );
}
