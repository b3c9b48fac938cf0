import type { CSSProperties } from 'react';
import { AWARD_CATEGORIES } from '../../../../shared/award-categories';
import type { WallPhoto, WallView } from '../../../../shared/schemas/wall';
import { QrCode } from '../../components/QrCode';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useTexts } from '../../i18n/texts';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';
import { useWall, type WallPrompt } from '../../model/wall/useWall';
import { useWallPromptText } from '../../model/wall/useWallPromptText';
import { eventLink } from '../../model/events/eventLink';
import './wall.css';

/** How many recent photos the strip under the featured one shows. */
const STRIP = 6;

/**
 * The live wall (DESIGN 16) for a TV or projector, landscape or portrait: the featured polaroid (the newest,
 * or the recent ones in turn), a strip of recent ones, and the event title, its code and the join QR code;
 * after the end, the award winners and "ended" instead of the join panel (nobody can join an ended event).
 * With reveal after the end, before the end, no photo at all: a waiting screen with the count of photos
 * taken (the server sends it no photo either). It has no controls at all: nothing on it a guest could use.
 * While its socket is down it says so (what it shows may be late) until the socket is open again.
 */
export function WallScreen({ code, token }: { code: string; token: string }) {
  const state = useWall(code, token);
  const t = useTexts('gallery').wall;
  const locale = useLocale();
  useDocumentTitle(state.phase === 'ready' ? t.documentTitle(state.event.title) : t.title);
  const promptText = useWallPromptText(state.phase === 'ready' && state.prompts.length > 0);
  // A prompt's words in the wall's language (nothing until the built-in list has loaded).
  const label = (p: WallPrompt): string | null => (promptText ? promptText(p, locale) : null);

  if (state.phase === 'loading') {
    return (
      <main className="wall wall--message">
        <p role="status">{t.loading}</p>
      </main>
    );
  }
  if (state.phase === 'refused') {
    return (
      <main className="wall wall--message">
        <h1 className="wall__message-title">{t.title}</h1>
        <p className="wall__message" role="alert">
          {state.message}
        </p>
      </main>
    );
  }
  const { event, photos, awards, featuredId, live, offline, prompts, card } = state;
  const ended = event.status === 'completed';
  // Ended without a vote: nothing to announce; the photos go on showing beside "The event has ended".
  const winners = awards?.some((a) => a.winners.length > 0) ? awards : null;
  const waiting = event.revealAfterEnd && !ended;
  const featured = photos.find((p) => p.id === featuredId) ?? photos[0] ?? null;
  const strip = waiting ? [] : photos.filter((p) => p !== featured).slice(0, STRIP);
  const cardPrompt = card === null ? undefined : prompts[card];
  const cardText = cardPrompt ? label(cardPrompt) : null;
  const featuredPrompt = featured ? prompts.find((p) => p.id === featured.promptId) : undefined;
  return (
    // data-kept: how many photos the wall holds (bounded by WALL_PHOTO_LIMIT; the long-run test reads it).
    <main className="wall" data-live={live ? 'true' : 'false'} data-kept={photos.length} data-ended={ended ? 'true' : 'false'}>
      {/* Always in the page, empty while live: a live region present before its text is what gets announced. */}
      <p className="wall__connection" role="status">
        {offline ? t.reconnecting : null}
      </p>
      <section className="wall__stage" aria-label={winners ? t.awardWinners : waiting ? t.revealTitle : t.newestPhoto}>
        {winners ? (
          <Winners awards={winners} />
        ) : waiting ? (
          <RevealWaiting photoCount={event.photoCount} />
        ) : cardPrompt && cardText && !ended ? (
          <ChallengeCard id={cardPrompt.id} text={cardText} />
        ) : featured ? (
          <Featured photo={featured} prompt={featuredPrompt && { id: featuredPrompt.id, text: label(featuredPrompt) }} />
        ) : (
          <Empty ended={ended} />
        )}
      </section>
      {!winners && strip.length > 0 && (
        <ul className="wall__strip" aria-label={t.recentPhotos}>
          {strip.map((p) => (
            <li key={p.id} className="wall__strip-item polaroid">
              <img src={p.url} alt={t.photoBy(p.uploaderName)} width={p.width} height={p.height} decoding="async" />
            </li>
          ))}
        </ul>
      )}
      {ended ? <EndedPanel event={event} votingOpen={awards === null && event.votingEndsAt !== null} /> : <JoinPanel event={event} />}
    </main>
  );
}

/** The featured photo, its taker under it and, when it was taken for a challenge (issue #33), the challenge. */
function Featured({ photo, prompt }: { photo: WallPhoto; prompt: { id: string; text: string | null } | undefined }) {
  const t = useTexts('gallery').wall;
  return (
    // Keyed by id: a new photo is a new element, so its entrance animation runs and the old image is freed.
    <figure key={photo.id} className="polaroid wall__photo" data-photo-id={photo.id}>
      <img className="wall__photo-image" src={photo.url} alt={t.photoBy(photo.uploaderName)} width={photo.width} height={photo.height} decoding="async" />
      <figcaption className="wall__photo-caption">
        {photo.uploaderName}
        {prompt?.text && (
          <span className="wall__photo-challenge" data-prompt-id={prompt.id}>
            {t.challenge(prompt.text)}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** Between photos, now and then (model/wall/wallChallengeCards.ts): one of the event's challenges, as a card. */
function ChallengeCard({ id, text }: { id: string; text: string }) {
  const t = useTexts('gallery').wall;
  return (
    <div key={id} className="wall__challenge" data-prompt-id={id}>
      <p className="wall__challenge-label">{t.challengeLabel}</p>
      <p className="wall__challenge-text">{text}</p>
      <p className="wall__challenge-hint">{t.challengeHint}</p>
    </div>
  );
}

function Empty({ ended }: { ended: boolean }) {
  const t = useTexts('gallery').wall;
  if (ended) {
    return (
      <div className="wall__empty">
        <p className="wall__empty-title">{t.endedThanks}</p>
      </div>
    );
  }
  return (
    <div className="wall__empty">
      <p className="wall__empty-title">{t.emptyTitle}</p>
      <p>{t.emptyText}</p>
    </div>
  );
}

/** Reveal after the end, before the end: no photo, only how many have been taken (announced as it rises). */
function RevealWaiting({ photoCount }: { photoCount: number }) {
  const t = useTexts('gallery').wall;
  return (
    <div className="wall__empty wall__reveal">
      <p className="wall__reveal-count" role="status" data-photo-count={photoCount}>
        {t.photosTaken(photoCount)}
      </p>
      <p className="wall__empty-title">{t.revealTitle}</p>
      <p>{t.revealText}</p>
    </div>
  );
}

function Winners({ awards }: { awards: NonNullable<WallView['awards']> }) {
  const texts = useTexts('gallery');
  const t = texts.wall;
  const won = awards.flatMap((a) => {
    const category = AWARD_CATEGORIES.find((c) => c.id === a.category);
    const photo = a.winners[0];
    return category && photo ? [{ category, photo, maxVotes: a.maxVotes, ties: a.winners.length }] : [];
  });
  return (
    <div className="wall__winners">
      <h2 className="wall__winners-title">{t.winnersTitle}</h2>
      {won.length === 0 ? (
        <p className="wall__empty-title">{t.endedThanks}</p>
      ) : (
        <ul className="wall__winners-list" aria-label={t.awardWinners} style={winnerColumns(won.length)}>
          {won.map(({ category, photo, maxVotes, ties }) => (
            <li key={category.id} className="wall__winner" data-photo-id={photo.id}>
              <div className="wall__winner-card polaroid">
                <img src={photo.url} alt={t.winnerAlt(texts.awards.categories[category.id], photo.uploaderName)} width={photo.width} height={photo.height} decoding="async" />
                <p className="wall__winner-category">
                  <span aria-hidden="true">{category.emoji}</span> {texts.awards.categories[category.id]}
                </p>
                <p className="wall__winner-name">
                  {photo.uploaderName}
                  {ties > 1 ? t.andMore(ties - 1) : ''} · {t.votes(maxVotes)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Columns of the winners' grid (landscape, portrait), so up to ten winners fit on one screen. */
const winnerColumns = (n: number): CSSProperties =>
  ({ '--cols': n <= 4 ? Math.max(1, n) : n <= 8 ? 4 : 5, '--cols-portrait': n <= 1 ? 1 : n <= 4 ? 2 : 3 }) as CSSProperties;

function JoinPanel({ event }: { event: WallView['event'] }) {
  const t = useTexts('gallery').wall;
  const link = eventLink(event.code, publicSiteOrigin(window.location, configuredSiteUrl()));
  return (
    <aside className="wall__panel" aria-label={t.joinTheEvent}>
      <h1 className="wall__title">{event.title}</h1>
      <QrCode value={link} label={t.qrLabel(event.title)} />
      <p className="wall__join">{t.scanToJoin}</p>
      <p className="wall__code">{event.code}</p>
      <p className="wall__count" data-photo-count={event.photoCount}>
        {t.photos(event.photoCount)}
      </p>
    </aside>
  );
}

/** After the end: no QR code and no "Scan to join" (an ended event takes nobody in), the end said plainly. */
function EndedPanel({ event, votingOpen }: { event: WallView['event']; votingOpen: boolean }) {
  const t = useTexts('gallery').wall;
  return (
    <aside className="wall__panel wall__panel--ended" aria-label={t.ended}>
      <h1 className="wall__title">{event.title}</h1>
      <p className="wall__ended" role="status">
        {t.ended}
      </p>
      {votingOpen && <p className="wall__join">{t.votingOpen}</p>}
      <p className="wall__count" data-photo-count={event.photoCount}>
        {t.photos(event.photoCount)}
      </p>
    </aside>
  );
}
