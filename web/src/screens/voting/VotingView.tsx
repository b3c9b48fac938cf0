import { useEffect, useId, useRef, type ReactNode } from 'react';
import { VOTE_OBSERVATION_MS } from '#shared/voting.js';
import { AWARD_CATEGORIES, type AwardCategoryId } from '#shared/award-categories.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { AreaTexts } from '../../i18n/areas';
import { codeText } from '../../i18n/errorText';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { photoDate } from '../../model/voting/photoDate';
import { votingOpen } from '../../model/voting/startVoting';
import { useSecondsLeft } from '../../model/voting/useSecondsLeft';
import { useVoting, type VotingState } from '../../model/voting/useVoting';
import { useVotingEnd } from '../../model/voting/useVotingEnd';
import './voting.css';

export interface VotingViewProps {
  code: string;
  /** Participant credential of the device session. */
  token: string;
  participantId: string;
  /** The live event (status decides whether voting is open). */
  event: EventView;
  /** Back to the gallery. */
  onExit: () => void;
}

type EventTexts = AreaTexts['gallery'];
const OBSERVATION_SECONDS = Math.round(VOTE_OBSERVATION_MS / 1000);

/** What a screen reader hears, politely: once per change of state, not once per second. */
function announcement(texts: EventTexts, state: VotingState, isOpen: boolean, locked: boolean): string {
  const t = texts.voting.announce;
  if (!isOpen) return t.closed;
  switch (state.screen) {
    case 'loading':
      return t.finding;
    case 'photo':
      if (state.voted) return t.saved(texts.awards.categories[state.voted]);
      if (state.saving) return t.saving;
      if (state.gone !== null && state.gone === state.photo?.id) return codeText('PHOTO_NOT_FOUND', messages.PHOTO_NOT_FOUND);
      if (locked) return t.newPhoto(state.photo?.uploaderName ?? t.aGuest, OBSERVATION_SECONDS);
      return t.open;
    case 'all-voted':
      return texts.voting.allCaughtUp;
    case 'no-photos':
      return texts.voting.noMorePhotos;
    default:
      return '';
  }
}

/**
 * Voting (spec "Voting view", section 4): one random photo this guest has not voted on, full screen, with
 * the 10 award buttons, Skip and Back. Votes unlock after the 3-second observation (counted down to the
 * server's votableAt); a saved vote marks the photo voted on this device, the count goes up, and 1.5 s
 * later the next photo shows. Keys: Tab through the awards, S skips, Escape goes back.
 */
export default function VotingView({ code, token, participantId, event, onExit }: VotingViewProps) {
  const texts = useTexts('gallery');
  const t = texts.voting;
  useDocumentTitle(t.title);
  const titleId = useId();
  // Reveal after the end: closed when the hour of voting is over, not only once a vote is refused.
  useVotingEnd(event);
  const isOpen = votingOpen(event);
  const { state, vote, skip, reload, dismissNotice } = useVoting({ code, token, participantId, open: isOpen });
  const secondsLeft = useSecondsLeft(state.screen === 'photo' ? state.deadline : null);
  const locked = state.screen === 'photo' && secondsLeft > 0;

  // S skips, Escape goes back (not while typing, not with modifiers, not inside a dialog).
  const onExitRef = useRef(onExit);
  useEffect(() => {
    onExitRef.current = onExit;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest('dialog'))) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onExitRef.current();
      } else if (e.key === 's' || e.key === 'S') {
        e.preventDefault();
        skip();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [skip]);

  // The ballot is the photo, full screen, with the controls over it; the other screens are plain pages.
  const ballot = isOpen && state.screen === 'photo' && state.photo !== null;
  return (
    <main className={ballot ? 'vote vote--ballot' : 'vote'} aria-labelledby={titleId}>
      <header className="vote__bar">
        <button type="button" className="btn btn--secondary vote__back" onClick={onExit} aria-keyshortcuts="Escape">
          <span aria-hidden="true">←</span> {t.back}
        </button>
        <h1 id={titleId} className="vote__title">
          {t.title}
        </h1>
        <p className="vote__code">
          <span className="visually-hidden">{t.eventCode} </span>
          {code}
        </p>
      </header>

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement(texts, state, isOpen, locked)}
      </p>

      {isOpen ? (
        <VotingBody
          state={state}
          participantId={participantId}
          secondsLeft={secondsLeft}
          onVote={vote}
          onSkip={skip}
          onReload={reload}
          onDismissNotice={dismissNotice}
          onExit={onExit}
        />
      ) : (
        <Panel title={event.status === 'waiting' ? t.notStarted : t.closed} onExit={onExit}>
          <p className="banner banner--info">{codeText('VOTING_CLOSED', messages.VOTING_CLOSED)}</p>
        </Panel>
      )}
    </main>
  );
}

interface BodyProps {
  state: VotingState;
  participantId: string;
  secondsLeft: number;
  onVote: (category: AwardCategoryId) => void;
  onSkip: () => void;
  onReload: () => void;
  onDismissNotice: () => void;
  onExit: () => void;
}

function VotingBody({ state, participantId, secondsLeft, onVote, onSkip, onReload, onDismissNotice, onExit }: BodyProps) {
  const t = useTexts('gallery').voting;
  const checking = state.ballot !== null;
  switch (state.screen) {
    case 'loading':
      return (
        <div className="vote__loading">
          <span className="vote__spinner" aria-hidden="true" />
          <p>{t.findingPhoto}</p>
        </div>
      );
    case 'photo':
      return state.photo ? (
        <PhotoBallot
          state={state}
          own={state.photo.uploaderId === participantId}
          photo={state.photo}
          secondsLeft={secondsLeft}
          onVote={onVote}
          onSkip={onSkip}
          onDismissNotice={onDismissNotice}
        />
      ) : null;
    case 'all-voted':
      return (
        <Panel title={t.allCaughtUp} emoji="🎉" onExit={onExit}>
          <p className="vote__panel-text">{codeText('ALL_VOTED', messages.ALL_VOTED)}</p>
          <CheckAgain checking={checking} onReload={onReload} />
        </Panel>
      );
    case 'no-photos':
      return (
        <Panel title={t.noMorePhotos} emoji="📷" onExit={onExit}>
          <p className="vote__panel-text">{t.noMorePhotosText}</p>
          <CheckAgain checking={checking} onReload={onReload} />
        </Panel>
      );
    case 'closed':
      return (
        <Panel title={t.closed} onExit={onExit}>
          <p className="banner banner--info">{codeText('VOTING_CLOSED', messages.VOTING_CLOSED)}</p>
        </Panel>
      );
    case 'kicked':
      return (
        <Panel title={t.notAvailable} onExit={onExit}>
          <p className="banner banner--error" role="alert">
            {codeText('KICKED', messages.KICKED)}
          </p>
        </Panel>
      );
    case 'failed':
      return (
        <Panel title={t.loadFailed} onExit={onExit}>
          <p className="banner banner--error" role="alert">
            {state.failure}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onReload} disabled={checking}>
            {t.tryAgain}
          </button>
        </Panel>
      );
  }
}

function CheckAgain({ checking, onReload }: { checking: boolean; onReload: () => void }) {
  const t = useTexts('gallery').voting;
  return (
    <button type="button" className="btn btn--primary btn--block btn--large" onClick={onReload} disabled={checking} aria-busy={checking}>
      {checking ? t.checking : t.checkForNewPhotos}
    </button>
  );
}

function Panel({ title, emoji, children, onExit }: { title: string; emoji?: string; children: ReactNode; onExit: () => void }) {
  const t = useTexts('gallery').voting;
  return (
    <div className="vote__panel">
      {emoji && (
        <p className="vote__panel-emoji" aria-hidden="true">
          {emoji}
        </p>
      )}
      <h2 className="vote__panel-title">{title}</h2>
      {children}
      <button type="button" className="btn btn--secondary btn--block" onClick={onExit}>
        {t.backToGallery}
      </button>
    </div>
  );
}

interface BallotProps {
  state: VotingState;
  /** The guest's own photo (the ballot never hands one out; if it ever does, no vote can be cast on it). */
  own: boolean;
  photo: PhotoView;
  secondsLeft: number;
  onVote: (category: AwardCategoryId) => void;
  onSkip: () => void;
  onDismissNotice: () => void;
}

function PhotoBallot({ state, own, photo, secondsLeft, onVote, onSkip, onDismissNotice }: BallotProps) {
  const hintId = useId();
  const texts = useTexts('gallery');
  const t = texts.voting;
  const award = texts.awards.categories;
  const format = useFormat();
  const figureRef = useRef<HTMLElement>(null);
  const locked = secondsLeft > 0;
  const busy = state.saving !== null || state.ballot !== null;
  const chosen = state.saving?.category ?? state.voted;
  const gone = state.gone === photo.id;
  const votingDisabled = locked || busy || state.voted !== null || own || gone;

  // The next photo: a keyboard user whose award button went disabled (focus fell to the page) continues
  // from the photo, not from the top. The first photo leaves focus alone.
  const firstPhoto = useRef(photo.id);
  useEffect(() => {
    if (photo.id === firstPhoto.current) return;
    const active = document.activeElement;
    if (!active || active === document.body) figureRef.current?.focus({ preventScroll: true });
  }, [photo.id]);

  let hint: string;
  if (own) hint = codeText('OWN_PHOTO', messages.OWN_PHOTO);
  else if (gone) hint = codeText('PHOTO_NOT_FOUND', messages.PHOTO_NOT_FOUND);
  else if (locked) hint = t.hint.locked(secondsLeft);
  else if (state.voted) hint = t.hint.voted(award[state.voted]);
  else if (state.saving) hint = t.hint.saving;
  else if (state.ballot) hint = t.hint.loading;
  else hint = t.hint.choose;

  return (
    <div className="vote__ballot">
      <figure ref={figureRef} className="vote__photo" tabIndex={-1} aria-label={t.photoBy(photo.uploaderName)}>
        <div className="vote__frame">
          <img
            key={photo.id}
            className="vote__image"
            src={photo.url}
            width={photo.width || undefined}
            height={photo.height || undefined}
            alt={t.photoBy(photo.uploaderName)}
            decoding="async"
            fetchPriority="high"
          />
          {locked && (
            <span className="vote__countdown" aria-hidden="true" key={secondsLeft}>
              {secondsLeft}
            </span>
          )}
          {state.voted && (
            <span className="vote__stamp" aria-hidden="true">
              {AWARD_CATEGORIES.find((c) => c.id === state.voted)?.emoji} {t.votedStamp}
            </span>
          )}
        </div>
        <figcaption className="vote__caption">
          <span className="vote__uploader">{photo.uploaderName}</span>
          <time dateTime={photo.uploadedAt}>{photoDate(format, photo.uploadedAt)}</time>
        </figcaption>
      </figure>

      {/* While locked the controls are see-through: the observation is for looking at the photo. */}
      <div className={locked ? 'vote__controls vote__controls--locked' : 'vote__controls'}>
        <div className="vote__hint-row">
          <p id={hintId} className={locked ? 'vote__hint vote__hint--locked' : 'vote__hint'}>
            {hint}
          </p>
          <button
            type="button"
            className="btn btn--secondary vote__skip"
            onClick={onSkip}
            disabled={busy || state.voted !== null}
            aria-keyshortcuts="S"
          >
            {t.skip}
          </button>
        </div>

        {state.notice && (
          <div className="banner banner--error vote__notice" role="alert">
            <p className="banner__text">{state.notice}</p>
            <button type="button" className="banner__dismiss" onClick={onDismissNotice} aria-label={t.dismiss}>
              ×
            </button>
          </div>
        )}

        <div className="vote__grid" role="group" aria-labelledby={hintId} aria-busy={state.saving !== null}>
          {AWARD_CATEGORIES.map((category) => {
            const count = photo.votes[category.id] ?? 0;
            return (
              <button
                key={category.id}
                type="button"
                className={chosen === category.id ? 'vote__award is-chosen' : 'vote__award'}
                disabled={votingDisabled}
                onClick={() => onVote(category.id)}
                data-category={category.id}
              >
                <span className="vote__emoji" aria-hidden="true">
                  {category.emoji}
                </span>
                <span className="vote__label">{award[category.id]}</span>
                {count > 0 && (
                  <span className="vote__count">
                    <span className="visually-hidden">, </span>
                    {count}
                    <span className="visually-hidden">{t.votesAfterCount(count)}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>

      </div>
    </div>
  );
}
