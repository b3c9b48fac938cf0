import { lazy, Suspense, useEffect, useId, useState, type CSSProperties } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { Awards } from '#shared/schemas/votes.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { AreaTexts } from '../../i18n/areas';
import { codeText, errorText } from '../../i18n/errorText';
import { useFormat, type Formatters } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { AwardEntryCard } from './AwardEntryCard';
import { ChallengesChapter } from './ChallengesChapter';
import { anyVotes, awardResults, tiedAtTop, type CategoryResult } from '../../model/voting/awardResults';
import './awards.css';

// This guest's photos still on the phone (a refusal after the end is told here): nothing to show almost always.
const DevicePhotos = lazy(() => import('../../components/DevicePhotos'));

export interface AwardsViewProps {
  code: string;
  /** Participant credential of the device session. */
  token: string;
  /** Whose photos on this phone to tell about (DevicePhotos). */
  participantId: string;
  /** The live event: the awards are asked for again when it ends while this view is open. */
  event: EventView;
  onViewGallery: () => void;
}

/** After the reveal's hour of voting: asked this long after its end, then again at this interval while not ready. */
const REVEAL_ASK_AFTER_MS = 1_000;
const REVEAL_ASK_AGAIN_MS = 30_000;

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; results: CategoryResult[]; challenges: Awards['challenges'] }
  | { phase: 'not-ready' }
  | { phase: 'failed'; message: string; kicked: boolean };

/**
 * The awards ceremony (spec "Awards ceremony view"), shown once the event has ended: per award category,
 * in the spec's order, the winning photo(s) with uploader, date and vote count, WINNER!/Runner-up! for
 * ties, "No votes yet!" where nobody voted. The categories are revealed one after another unless the
 * device asks for reduced motion.
 */
export default function AwardsView({ code, token, participantId, event, onViewGallery }: AwardsViewProps) {
  const t = useTexts('gallery').awards;
  const format = useFormat();
  useDocumentTitle(t.documentTitle);
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const status = event.status;

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    callApi(endpointRoutes.getAwards, { params: { code }, token }, controller.signal).then(
      (awards) => {
        if (!controller.signal.aborted) setLoad({ phase: 'ready', results: awardResults(awards), challenges: awards.challenges });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === 'AWARDS_NOT_READY') setLoad({ phase: 'not-ready' });
        else
          setLoad({
            phase: 'failed',
            message: errorText(error, isApiError(error) ? codeText(error.code, error.message) : codeText('INTERNAL', messages.INTERNAL)),
            kicked: isApiError(error) && error.code === 'KICKED',
          });
      },
    );
    return () => controller.abort();
    // The event's status is a dependency on purpose: "not ready" is asked again once the event ends.
  }, [code, token, status, attempt]);

  // Reveal after the end: the awards come when the hour of voting closes, and nothing about the event changes
  // then, so "not ready" is asked again at that time (a phone whose clock runs ahead asks again a little later).
  const votingEndsAt = event.revealAfterEnd === true ? (event.votingEndsAt ?? null) : null;
  const notReady = load.phase === 'not-ready';
  useEffect(() => {
    if (!notReady || !votingEndsAt) return;
    const left = Date.parse(votingEndsAt) - Date.now();
    const timer = setTimeout(() => setAttempt((n) => n + 1), left > 0 ? left + REVEAL_ASK_AFTER_MS : REVEAL_ASK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [notReady, votingEndsAt]);

  return (
    <main className="page awards" aria-labelledby={titleId} aria-busy={load.phase === 'loading'}>
      <header className="awards__head">
        <p className="awards__trophy" aria-hidden="true">
          🏆
        </p>
        <h1 id={titleId} className="awards__title">
          {t.title}
        </h1>
        <p className="awards__event">{event.title}</p>
      </header>
      <Suspense fallback={null}>
        <DevicePhotos code={code} participantId={participantId} token={token} />
      </Suspense>

      <Body load={load} onRetry={() => setAttempt((n) => n + 1)} onViewGallery={onViewGallery} notReady={notReadyText(event, t, format)} />
    </main>
  );
}

/** Reveal after the end: the awards follow the hour of voting after the end (shared/rules/reveal.ts). */
const notReadyText = (event: EventView, t: AreaTexts['gallery']['awards'], format: Formatters): string =>
  event.revealAfterEnd === true && event.votingEndsAt
    ? t.votingOpenUntil(format.date(event.votingEndsAt, { hour: '2-digit', minute: '2-digit' }))
    : codeText('AWARDS_NOT_READY', messages.AWARDS_NOT_READY);

function Body({ load, onRetry, onViewGallery, notReady }: { load: Load; onRetry: () => void; onViewGallery: () => void; notReady: string }) {
  const t = useTexts('gallery').awards;
  switch (load.phase) {
    case 'loading':
      return (
        <div className="awards__loading" role="status">
          <span className="awards__spinner" aria-hidden="true" />
          <p>{t.calculating}</p>
        </div>
      );
    case 'not-ready':
      return (
        <div className="awards__panel">
          <p className="banner banner--info" role="status">
            {notReady}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onViewGallery}>
            {t.backToGallery}
          </button>
        </div>
      );
    case 'failed':
      return (
        <div className="awards__panel">
          <p className="banner banner--error" role="alert">
            {load.message}
          </p>
          {!load.kicked && (
            <button type="button" className="btn btn--primary btn--block" onClick={onRetry}>
              {t.tryAgain}
            </button>
          )}
          <button type="button" className="btn btn--secondary btn--block" onClick={onViewGallery}>
            {t.backToGallery}
          </button>
        </div>
      );
    case 'ready':
      return (
        <>
          {anyVotes(load.results) ? (
            <ol className="awards__list">
              {load.results.map((result, index) => (
                <CategoryCard key={result.id} result={result} index={index} />
              ))}
            </ol>
          ) : (
            <div className="awards__empty">
              <p className="awards__empty-emoji" aria-hidden="true">
                🗳️
              </p>
              <h2 className="awards__empty-title">{t.noVotesYet}</h2>
              <p className="awards__empty-text">{t.nobodyVoted}</p>
            </div>
          )}
          {/* Issue #33: after the ten categories, revealed after them. */}
          {load.challenges && <ChallengesChapter chapter={load.challenges} firstIndex={load.results.length} />}
          <button type="button" className="btn btn--primary btn--block btn--large awards__gallery" onClick={onViewGallery}>
            {t.viewFullGallery}
          </button>
        </>
      );
  }
}

function CategoryCard({ result, index }: { result: CategoryResult; index: number }) {
  const headingId = useId();
  const t = useTexts('gallery').awards;
  const tied = tiedAtTop(result);
  return (
    <li className="award" aria-labelledby={headingId} style={{ '--reveal-index': index } as CSSProperties}>
      <h2 id={headingId} className="award__title">
        <span className="award__emoji" aria-hidden="true">
          {result.emoji}
        </span>
        {t.categories[result.id]}
      </h2>
      {tied > 1 && <p className="award__tie">{t.tie(tied, t.votes(result.entries[0]?.voteCount ?? 0))}</p>}
      {result.entries.length === 0 ? (
        <p className="award__none">{t.noVotesYet}</p>
      ) : (
        <ul className="award__entries">
          {result.entries.map((entry) => (
            <AwardEntryCard key={entry.photo.id} entry={entry} />
          ))}
        </ul>
      )}
    </li>
  );
}
