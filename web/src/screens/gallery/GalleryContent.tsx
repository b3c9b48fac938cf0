import { lazy, Suspense, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { CountdownClock } from '../../components/CountdownClock';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { hasEnded } from '../../model/live-event/useEndOfEvent';
import { LOBBY } from '../../model/main-flow/flowState';
import { selectSession, type EventSession } from '../../model/session/sessionStore';
import { allPhotosVoted, startVotingState, votingOpen } from '../../model/voting/startVoting';
import { readVotedPhotos } from '../../model/voting/votedRecord';
import { useVotingEnd } from '../../model/voting/useVotingEnd';
import type { usePhotoFeed } from '../../model/gallery/usePhotoFeed';
import { codeText } from '../../i18n/errorText';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useFormat } from '../../i18n/format';
import { lazyWithTexts } from '../../i18n/lazyWithTexts';
import { useTexts } from '../../i18n/texts';
import { visiblePrompts } from '../../model/challenges/promptLabel';
import { useEventChallenges } from '../../model/challenges/useEventChallenges';
import { downloadPhoto } from './downloadPhoto';
import type { GalleryTab, GalleryView } from './galleryViews';
import { Lightbox } from './Lightbox';
import { PhotoGrid } from './PhotoGrid';

// Only the creator, or a guest looking at their own photo, needs it: loaded when the lightbox shows one.
const ModerationPanel = lazy(() => import('./ModerationPanel').then((m) => ({ default: m.ModerationPanel })));
// The Challenges view (issue #33): a chunk of its own, loaded when the tab is opened (its texts are the
// gallery area's: a new area would add its loader to the guest entry, which is at its budget).
const ChallengesView = lazy(() => import('./ChallengesView'));
// A guest's own photo's challenge in the lightbox (issue #33), with the prompts area's texts.
const LightboxPhotoChallenge = lazyWithTexts(['prompts'], () => import('./LightboxPhotoChallenge'));
// This person's photos still on the phone (waiting to upload, or refused): nothing to show almost always.
const DevicePhotos = lazy(() => import('../../components/DevicePhotos'));

interface GalleryContentProps {
  session: EventSession;
  event: EventView;
  photoCount: number;
  /** The event's organizer (the way back after the end differs). */
  organizer: boolean;
  /** This person is the event's creator: may hide or delete any photo (a guest deletes their own). */
  moderator: boolean;
  /** A photo this phone hid or deleted: gone at once (the realtime message follows for the others). */
  onRemoved: (photoId: string) => void;
  feed: ReturnType<typeof usePhotoFeed>;
  tab: GalleryTab;
  onTab: (tab: GalleryTab) => void;
  onView: (view: GalleryView) => void;
}

const TABS: { id: GalleryTab; label: 'myPhotos' | 'allPhotos' }[] = [
  { id: 'mine', label: 'myPhotos' },
  { id: 'all', label: 'allPhotos' },
];

export function GalleryContent({ session, event, photoCount, organizer, moderator, onRemoved, feed, tab, onTab, onView }: GalleryContentProps) {
  const t = useTexts('gallery').gallery;
  const format = useFormat();
  // Issue #33: a third tab when the event has challenges on (a tab asked for by address waits for the answer).
  // One read of the challenges for the tab and the lightbox's own-photo challenge (unknown counts as off).
  const { state: challenges } = useEventChallenges(event.code, session.token);
  const challengeView = challenges.phase === 'ready' ? challenges.view : null;
  const pickable = challengeView?.enabled ? visiblePrompts(challengeView.prompts) : [];
  const challengesOn = pickable.length > 0;
  const tabs: GalleryTab[] = challengesOn ? ['mine', 'all', 'challenges'] : ['mine', 'all'];
  // The Challenges tab asked for by address (or switched off meanwhile) on an event without challenges: the
  // default tab, not a panel that no tab names.
  const noChallenges = challenges.phase === 'ready' && !challengesOn;
  useEffect(() => {
    if (tab === 'challenges' && noChallenges) onTab('mine');
  }, [tab, noChallenges, onTab]);
  useDocumentTitle(t.title);
  const tabsId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  // Opened from a card's Manage button: the lightbox shows the moderation actions at once.
  const [managing, setManaging] = useState(false);
  const canManage = (p: PhotoView) => moderator || p.uploaderId === session.participantId;
  // Challenges changed here (the feed's photos keep what they were loaded with).
  const [promptOf, setPromptOf] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const openIndex = openId ? feed.photos.findIndex((p) => p.id === openId) : -1;
  const ended = hasEnded(event) || event.eventState === 'ended';
  // The voting release's rule for the button (disabled before the start and after the end, and "All Photos
  // Voted" once this guest voted on every photo of the others — own photos are never on the ballot — known
  // here when the whole event's list is loaded).
  const photos = feed.photos;
  const wholeList = tab === 'all' && feed.status === 'ready' && !feed.hasMore;
  const allVoted = useMemo(
    () => wholeList && allPhotosVoted(photos.filter((p) => p.uploaderId !== session.participantId).map((p) => p.id), readVotedPhotos(event.code, session.participantId)),
    [wholeList, photos, event.code, session.participantId],
  );
  // Reveal after the end: Start Voting gives way to View Awards when the hour of voting closes.
  useVotingEnd(event);
  const startVoting = startVotingState(event, allVoted);
  // Reveal after the end: a guest's "All Photos" holds only their own until then (the server's rule).
  const revealPending = event.revealAfterEnd === true && event.status !== 'completed' && !moderator;

  const download = async (photo: PhotoView) => {
    setDownloadError(null);
    setDownloadingId(photo.id);
    try {
      await downloadPhoto(event.code, photo);
    } catch (error) {
      console.error('download failed', error);
      setDownloadError(codeText('DOWNLOAD_FAILED', messages.DOWNLOAD_FAILED));
    } finally {
      setDownloadingId(null);
    }
  };

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const at = tabs.indexOf(tab);
    const next = e.key === 'Home' ? tabs[0]! : e.key === 'End' ? tabs[tabs.length - 1]! : tabs[(at + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  return (
    <main className="page gallery">
      <div className="gallery__top">
        {/*
         * After the end there is no camera: the organizer's way back is the ended event home, a guest's the
         * lobby (their event home would only send them to the awards again).
         */}
        {ended && !organizer ? (
          <Link to="/" state={LOBBY} className="btn btn--secondary gallery__back">
            ‹ {t.backToMainPage}
          </Link>
        ) : (
          <Link
            to="/"
            state={{ screen: 'camera', code: event.code }}
            className="btn btn--secondary gallery__back"
            // The camera (or the ended event home) continues as the person whose gallery this is.
            onClick={() => selectSession(event.code, session.participantId)}
          >
            ‹ {ended ? t.backToEvent : t.backToCamera}
          </Link>
        )}
        <CountdownClock event={event} />
      </div>
      <LanguageSwitch className="gallery__language" />

      <header className="gallery__header">
        <h1 className="page__title">{t.title}</h1>
        <p className="gallery__meta">
          <span className="gallery__code">
            <span className="visually-hidden">{t.eventCode} </span>
            {event.code}
          </span>
          <span aria-hidden="true"> · </span>
          <span data-testid="photo-count">
            {t.photoCount(photoCount)}
          </span>
        </p>
      </header>
      <Suspense fallback={null}>
        <DevicePhotos code={event.code} participantId={session.participantId} token={session.token} />
      </Suspense>

      <div className="gallery__actions">
        {ended && startVoting.disabled ? (
          <button type="button" className="btn btn--primary" onClick={() => onView('awards')}>
            {t.viewAwards}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => onView('voting')}
            disabled={startVoting.disabled}
            aria-describedby={startVoting.reason ? `${tabsId}-voting-why` : undefined}
          >
            {startVoting.allVoted ? t.allPhotosVoted : t.startVoting}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={feed.refresh} disabled={feed.refreshing || feed.status === 'loading'} aria-busy={feed.refreshing}>
          {feed.refreshing ? t.refreshing : t.refresh}
        </button>
      </div>
      {feed.refreshFailed && !feed.refreshing && (
        <p className="banner banner--error" role="alert">
          {t.refreshFailed}
        </p>
      )}
      {!ended && startVoting.reason && (
        <p id={`${tabsId}-voting-why`} className="gallery__why">
          {startVoting.why ? t.votingWhy[startVoting.why] : startVoting.reason}
        </p>
      )}
      {event.revealAfterEnd === true && event.votingEndsAt && votingOpen(event) && (
        <p className="gallery__why">{t.votingOpenUntil(format.date(event.votingEndsAt, { hour: '2-digit', minute: '2-digit' }))}</p>
      )}

      <div className="tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onTabKey}>
        {TABS.map((option) => (
          <button
            key={option.id}
            id={`${tabsId}-${option.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === option.id}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === option.id ? 0 : -1}
            onClick={() => onTab(option.id)}
          >
            {t[option.label]}
          </button>
        ))}
        {challengesOn && (
          <button
            id={`${tabsId}-challenges`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === 'challenges'}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === 'challenges' ? 0 : -1}
            onClick={() => onTab('challenges')}
          >
            {t.challenges}
          </button>
        )}
      </div>

      {downloadError && <ErrorBanner message={downloadError} onDismiss={() => setDownloadError(null)} />}

      {tab === 'all' && revealPending && (
        <p className="banner banner--info" role="status">
          {t.revealPending}
        </p>
      )}

      {tab === 'challenges' ? (
        <section id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={challengesOn ? `${tabsId}-challenges` : undefined} aria-label={challengesOn ? undefined : t.challenges} className="gallery__panel">
          <Suspense fallback={<div className="grid__ghost" aria-hidden="true" />}>
            <ChallengesView code={event.code} token={session.token} />
          </Suspense>
        </section>
      ) : (
        <section id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="gallery__panel" aria-busy={feed.status === 'loading'}>
          {feed.status === 'loading' ? (
            <div className="grid grid--placeholder" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="grid__ghost" />
              ))}
            </div>
          ) : feed.status === 'error' ? (
            <div className="gallery__state" role="alert">
              <h2 className="gallery__state-title">{t.errorTitle}</h2>
              <p>{t.loadFailed}</p>
              <button type="button" className="btn btn--primary" onClick={feed.refresh}>
                {t.tryAgain}
              </button>
            </div>
          ) : feed.photos.length === 0 && !(tab === 'all' && revealPending) ? (
            <div className="gallery__state">
              <h2 className="gallery__state-title">{t.emptyTitle}</h2>
              <p>{tab === 'mine' ? t.emptyMine : t.emptyAll}</p>
            </div>
          ) : (
            <>
              <PhotoGrid
                photos={feed.photos}
                onOpen={(p) => {
                  setManaging(false);
                  setOpenId(p.id);
                }}
                onDownload={(p) => void download(p)}
                downloadingId={downloadingId}
                canManage={canManage}
                onManage={(p) => {
                  setManaging(true);
                  setOpenId(p.id);
                }}
              />
              {feed.hasMore && (
                <div className="gallery__more">
                  {feed.more === 'error' && <p role="alert">{t.loadFailed}</p>}
                  <button type="button" className="btn btn--secondary btn--block" onClick={feed.loadMore} disabled={feed.more === 'loading'}>
                    {feed.more === 'loading' ? t.loadingMore : feed.more === 'error' ? t.tryAgain : t.loadMore}
                  </button>
                </div>
              )}
            </>
          )}
        </section>
      )}

      <Lightbox
        photos={feed.photos}
        index={openIndex}
        onIndex={(i) => {
          setManaging(false);
          setOpenId(feed.photos[i]?.id ?? null);
        }}
        onClose={() => setOpenId(null)}
        moderation={(photo) => (
          <>
            {challengesOn && !ended && !challengeView?.closed && photo.uploaderId === session.participantId && (
              <Suspense fallback={null}>
                <LightboxPhotoChallenge
                  code={event.code}
                  token={session.token}
                  prompts={pickable}
                  photo={{ id: photo.id, promptId: promptOf.has(photo.id) ? promptOf.get(photo.id) : photo.promptId }}
                  onChanged={(id, promptId) => setPromptOf((m) => new Map(m).set(id, promptId))}
                />
              </Suspense>
            )}
            {canManage(photo) && (
              <Suspense fallback={null}>
                <ModerationPanel
                  key={photo.id}
                  code={event.code}
                  token={session.token}
                  photo={photo}
                  moderator={moderator}
                  own={photo.uploaderId === session.participantId}
                  startOpen={managing}
                  onRemoved={(id) => {
                    setOpenId(null);
                    onRemoved(id);
                  }}
                />
              </Suspense>
            )}
          </>
        )}
        onDownload={(p) => void download(p)}
        downloading={downloadingId !== null}
        error={openId ? downloadError : null}
      />
    </main>
  );
}
