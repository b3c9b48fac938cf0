import { useId, type CSSProperties } from 'react';
import { promptText } from '#shared/challenge-prompts.js';
import type { Awards } from '#shared/schemas/votes.js';
import { useLocale, useTexts } from '../../i18n/texts';
import { AwardEntryCard } from './AwardEntryCard';

type Chapter = NonNullable<Awards['challenges']>;

/**
 * The awards ceremony's Challenges chapter (issue #33), after the ten categories and in their visual
 * language: per prompt, the photo the server chose (most votes across all categories, a tie to the earlier
 * photo; none when its photos got no vote), then the Challenge champion — every guest with the most prompts
 * done (a tie is shared). Revealed on from where the categories stopped (`firstIndex`), unless the device
 * asks for reduced motion (awards.css).
 */
export function ChallengesChapter({ chapter, firstIndex }: { chapter: Chapter; firstIndex: number }) {
  const t = useTexts('gallery').awards.challenges;
  const locale = useLocale();
  const titleId = useId();
  const championsId = useId();
  const champions = chapter.champions.filter((c) => c.completed > 0);
  return (
    <section className="awards__chapter" aria-labelledby={titleId} data-testid="challenges-chapter">
      <h2 id={titleId} className="awards__chapter-title">
        <span aria-hidden="true">🎯 </span>
        {t.title}
      </h2>
      <ol className="awards__list">
        {chapter.prompts.map((prompt, i) => (
          <PromptCard key={prompt.id} prompt={prompt} index={firstIndex + i} label={promptText(prompt, locale)} />
        ))}
        <li className="award award--champion" aria-labelledby={championsId} style={{ '--reveal-index': firstIndex + chapter.prompts.length } as CSSProperties} data-testid="challenge-champion">
          <h3 id={championsId} className="award__title">
            <span className="award__emoji" aria-hidden="true">
              🏅
            </span>
            {champions.length > 1 ? t.champions : t.champion}
          </h3>
          {champions.length === 0 ? (
            <p className="award__none">{t.noChampion}</p>
          ) : (
            <ul className="award__champions">
              {champions.map((c) => (
                <li key={c.participantId} className="award__champion">
                  <span className="award__champion-name">{c.name}</span>
                  <span className="award__votes">{t.completed(c.completed, chapter.total)}</span>
                </li>
              ))}
            </ul>
          )}
          {champions.length > 1 && <p className="award__tie">{t.shared(champions.length)}</p>}
        </li>
      </ol>
    </section>
  );
}

function PromptCard({ prompt, index, label }: { prompt: Chapter['prompts'][number]; index: number; label: string }) {
  const t = useTexts('gallery').awards;
  const headingId = useId();
  return (
    <li className="award" aria-labelledby={headingId} style={{ '--reveal-index': index } as CSSProperties} data-prompt-id={prompt.id}>
      <h3 id={headingId} className="award__title">
        {label}
      </h3>
      {prompt.winner ? (
        <ul className="award__entries">
          <AwardEntryCard entry={{ photo: prompt.winner.photo, voteCount: prompt.winner.voteCount, badge: 'winner' }} />
        </ul>
      ) : (
        <p className="award__none">{t.challenges.noWinner}</p>
      )}
    </li>
  );
}
