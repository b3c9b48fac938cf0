import { useEffect, useReducer, useRef } from 'react';
import { wallEndpointRoutes as endpointRoutes } from '../../../../shared/api/wall-endpoint-routes';
import type { RealtimeMessage } from '../../../../shared/schemas/realtime';
import { WALL_PHOTO_LIMIT, type WallPhoto, type WallView } from '../../../../shared/schemas/wall';
import { callApi } from '../../api/callApi';
import { errorText } from '../../i18n/errorText';
import { isApiError } from '../../api/ApiError';
import { EventSocket, type SocketStatus } from '../../realtime/EventSocket';
import { REREAD_AFTER_NEWS_MS } from '../../realtime/rereadAfterNews';
import { eventSocketUrl } from '../../realtime/eventChannel';
import { removedWhileReading } from '../../realtime/removedWhileReading';
import { fetchWallSocketTicket } from './wallSocketTicket';
import { addNewest, mergeFresh, newerThanPage, nextFeatured, removePhoto } from './wallPhotos';
import { challengeCardAt } from './wallChallengeCards';

/** How long a photo stays featured when nothing new arrives. */
export const CYCLE_MS = 8000;
/** While the socket is down the wall re-reads this often (DESIGN 8: polling fallback). */
export const POLL_MS = 20_000;
/**
 * A frame naming a challenge message (shared/schemas/challenges.ts). A look at the raw text rather than
 * model/challenges/challengeFrames.ts: sharing that module with the gallery's Challenges view makes it a
 * chunk of its own, and the entry's list of each route's chunks grows past the guest entry's budget. A
 * false match costs one re-read, nothing else.
 */
const CHALLENGE_FRAME = /"type":"(?:challenges-updated|photo-challenge)"/;
/** A burst larger than this (a frame of many new photos) re-reads the newest page instead of each photo. */
const BURST = 3;

/**
 * `live`: the socket is open. `offline`: a connection failed or dropped and none is open again yet (the wall
 * says it is reconnecting); a first attempt still under way is not offline.
 */
type Connection = { live: boolean; offline: boolean };

export type WallState =
  /** The socket may open before the first read answers; the wall is live from its first paint then. */
  | ({ phase: 'loading' } & Connection)
  /** The wall link is revoked, invalid or of a gone event: nothing to retry; the message says why. */
  | { phase: 'refused'; message: string }
  | ({
      phase: 'ready';
      event: WallView['event'];
      photos: WallPhoto[];
      awards: WallView['awards'];
      featuredId: string | null;
      /** The event's challenge prompts (issue #33): captions and "Challenge: …" cards. */
      prompts: WallPrompt[];
      /** Quiet turns since the last new photo; a challenge card (index into prompts) on some of them. */
      turns: number;
      card: number | null;
      /**
       * Photos announced that a read had shown already. The read takes the count before the page, so a photo
       * written between the two is in the page but not the count: each such announcement asks for one more read.
       */
      recheck: number;
    } & Connection);

export type WallPrompt = NonNullable<WallView['prompts']>[number];

export type WallAction =
  | { type: 'view'; view: WallView }
  | { type: 'added'; photo: WallPhoto }
  | { type: 'removed'; photoId: string }
  | { type: 'count'; photoCount: number }
  | { type: 'cycle' }
  | { type: 'socket'; status: SocketStatus }
  | { type: 'refused'; message: string };

/** The wall's state machine (exported for its test). */
export function reduceWall(state: WallState, action: WallAction): WallState {
  if (action.type === 'refused') return { phase: 'refused', message: action.message };
  if (state.phase === 'refused') return state;
  if (action.type === 'view') {
    const photos = state.phase === 'ready' ? mergeFresh(state.photos, action.view.photos, WALL_PHOTO_LIMIT) : action.view.photos.slice(0, WALL_PHOTO_LIMIT);
    // Photos added live after this read was taken stay in front, and in the count: the read's count missed them.
    const later = state.phase === 'ready' ? newerThanPage(state.photos, action.view.photos).length : 0;
    // A newer photo than any shown (a burst read as a page) is featured at once, as a single new one is.
    const newest = photos[0];
    const arrived = state.phase === 'ready' && newest !== undefined && !state.photos.some((p) => p.id === newest.id);
    const kept = state.phase === 'ready' && photos.some((p) => p.id === state.featuredId);
    const featuredId = !arrived && kept && state.phase === 'ready' ? state.featuredId : (newest?.id ?? null);
    const prompts = action.view.prompts ?? [];
    const card = state.phase === 'ready' && state.card !== null && state.card < prompts.length && !arrived ? state.card : null;
    return {
      phase: 'ready',
      event: { ...action.view.event, photoCount: action.view.event.photoCount + later },
      photos,
      awards: action.view.awards,
      featuredId,
      live: state.live,
      offline: state.offline,
      prompts,
      turns: state.phase === 'ready' && !arrived ? state.turns : 0,
      card,
      recheck: state.phase === 'ready' ? state.recheck : 0,
    };
  }
  if (action.type === 'socket') {
    const { status } = action;
    return { ...state, live: status === 'open', offline: status === 'down' || status === 'refused' || (status === 'connecting' && state.offline) };
  }
  if (state.phase !== 'ready') return state;
  switch (action.type) {
    case 'added': {
      // The newest photo is featured at once; the cycle goes on from it.
      const shown = state.photos.some((p) => p.id === action.photo.id);
      const photos = addNewest(state.photos, action.photo, WALL_PHOTO_LIMIT);
      const photoCount = state.event.photoCount + (shown ? 0 : 1);
      return { ...state, turns: 0, card: null, photos, featuredId: action.photo.id, event: { ...state.event, photoCount }, recheck: state.recheck + (shown ? 1 : 0) };
    }
    case 'removed': {
      const photos = removePhoto(state.photos, action.photoId);
      const featuredId = state.featuredId === action.photoId ? nextFeatured(state.photos, action.photoId) : state.featuredId;
      return { ...state, photos, featuredId: featuredId === action.photoId ? (photos[0]?.id ?? null) : featuredId };
    }
    case 'count':
      // The server's count (a photo hidden or deleted; with reveal after the end, also each one taken).
      return { ...state, event: { ...state.event, photoCount: action.photoCount } };
    case 'cycle': {
      // Some quiet turns show a challenge card instead of the next photo (wallChallengeCards.ts).
      const turns = state.turns + 1;
      const card = challengeCardAt(turns, state.prompts.length);
      return { ...state, turns, card, featuredId: card === null ? nextFeatured(state.photos, state.featuredId) : state.featuredId };
    }
  }
}

const isRefusal = (error: unknown): error is Error => isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404);

/**
 * A live wall's data: the newest page on start and on every (re)connect, each new photo as its
 * photo-added message arrives (a burst re-reads the page instead), removals live, the end (event-updated)
 * re-read for the winners, polling while the socket is down, and the featured photo cycling when nothing is
 * new. Memory is bounded: at most WALL_PHOTO_LIMIT photos are kept, whatever runs through.
 */
export function useWall(code: string, token: string): WallState {
  const [state, dispatch] = useReducer(reduceWall, { phase: 'loading', live: false, offline: false });
  const refreshRef = useRef<() => void>(() => undefined);
  const rereadSoonRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    const pending = new Set<string>();
    let flushing = false;
    /** Photo news heard so far (added, removed, a new count): a read under way meanwhile may be older than it. */
    let news = 0;
    /** Reads and single fetches under way must not bring back a photo removed meanwhile. */
    const removals = removedWhileReading();
    let rereadTimer: ReturnType<typeof setTimeout> | undefined;
    const rereadSoon = () => {
      clearTimeout(rereadTimer);
      rereadTimer = setTimeout(() => void refresh(), REREAD_AFTER_NEWS_MS);
    };

    /** The wall was refused (revoked, event gone): it reads nothing more, on a timer or on a socket change. */
    let refused = false;
    const refuse = (error: Error) => {
      refused = true;
      clearInterval(pollTimer);
      clearTimeout(rereadTimer);
      // The code's text in the chosen language (the server's own for a code no catalogue knows).
      dispatch({ type: 'refused', message: errorText(error, error.message) });
      socket.stop();
    };
    const refresh = async () => {
      const newsBefore = news;
      const mark = removals.start();
      try {
        const view = await callApi(endpointRoutes.getWall, { params: { code }, token }, signal);
        const removed = removals.removedSince(mark);
        const photos = view.photos.filter((p) => !removed(p.id));
        dispatch({ type: 'view', view: { ...view, photos } });
        // News heard while the read was under way may be missing from it: a photo written after its page was
        // taken but older than the page's newest (confirms that overlapped), a count that fell. One more read,
        // once the news is quiet.
        if (news !== newsBefore) rereadSoon();
      } catch (error) {
        if (signal.aborted) return;
        if (isRefusal(error)) refuse(error);
        else console.warn('wall: could not read the wall', error);
      } finally {
        removals.done();
      }
    };
    const fetchPhoto = async (photoId: string) => {
      const mark = removals.start();
      try {
        const photo = await callApi(endpointRoutes.getWallPhoto, { params: { code, photoId }, token }, signal);
        if (!removals.removedSince(mark)(photoId)) dispatch({ type: 'added', photo });
      } catch (error) {
        if (signal.aborted) return;
        // 404: hidden or deleted meanwhile; nothing to show.
        if (isApiError(error) && error.status === 404) return;
        if (isRefusal(error)) refuse(error);
        else console.warn('wall: could not read a new photo', error);
      } finally {
        removals.done();
      }
    };
    const flush = async () => {
      if (flushing || signal.aborted) return;
      flushing = true;
      while (pending.size > 0 && !signal.aborted) {
        const ids = [...pending];
        pending.clear();
        if (ids.length > BURST) await refresh();
        else await Promise.all(ids.map(fetchPhoto));
      }
      flushing = false;
    };

    const onMessages = (messages: RealtimeMessage[]) => {
      let reread = false;
      for (const m of messages) {
        // Moderation: a photo hidden or deleted leaves the wall at once (and is not fetched if still pending).
        if (m.type === 'photo-removed') {
          news++;
          removals.removed(m.photoId);
          pending.delete(m.photoId);
          dispatch({ type: 'removed', photoId: m.photoId });
        } else if (m.type === 'photo-added') {
          news++;
          pending.add(m.photoId);
        } else if (m.type === 'photo-count') {
          news++;
          dispatch({ type: 'count', photoCount: m.photoCount });
        }
        // The end: with reveal after the end, the photos appear now (and the winners once voting is over).
        else if (m.type === 'event-updated') reread = true;
      }
      if (reread) void refresh();
      void flush();
    };
    const onStatus = (status: SocketStatus) => {
      dispatch({ type: 'socket', status });
      clearInterval(pollTimer);
      pollTimer = undefined;
      if (refused) return;
      // (Re)connected: the newest page covers whatever was missed while down. Down: a read now (a socket the
      // server closed or refused, e.g. on revoke, shows why at once), then polling until it is back.
      if (status === 'open') void refresh();
      if (status === 'down' || status === 'refused') {
        void refresh();
        pollTimer = setInterval(() => void refresh(), POLL_MS);
      }
    };
    // Photo challenges (issue #33): a prompt set on a photo, or the card changed, re-reads the wall (captions,
    // cards); once per burst. The shared parser drops these messages, so the raw frame is read beside it.
    const socket = new EventSocket({
      url: async (s) => eventSocketUrl(code, await fetchWallSocketTicket(code, token, s)),
      onMessages,
      onStatus,
      createSocket: (url) => {
        const ws = new WebSocket(url);
        ws.addEventListener('message', (event: MessageEvent) => {
          if (typeof event.data === 'string' && CHALLENGE_FRAME.test(event.data)) rereadSoon();
        });
        return ws;
      },
    });

    refreshRef.current = () => void refresh();
    rereadSoonRef.current = rereadSoon;
    void refresh();
    socket.start();
    return () => {
      controller.abort();
      clearInterval(pollTimer);
      clearTimeout(rereadTimer);
      socket.stop();
    };
  }, [code, token]);

  // Reveal after the end: the winners come when the voting hour closes; the wall reads them then.
  const votingEndsAt = state.phase === 'ready' && state.awards === null ? state.event.votingEndsAt : null;
  useEffect(() => {
    if (!votingEndsAt) return;
    const timer = setTimeout(() => refreshRef.current(), Math.max(0, Date.parse(votingEndsAt) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [votingEndsAt]);

  // A photo announced that a read had shown already: that read's count may have missed it.
  const recheck = state.phase === 'ready' ? state.recheck : 0;
  useEffect(() => {
    if (recheck > 0) rereadSoonRef.current();
  }, [recheck]);

  // Cycling: each featured photo stays CYCLE_MS, then the next recent one (a new photo restarts the wait).
  const featuredId = state.phase === 'ready' ? state.featuredId : null;
  const count = state.phase === 'ready' ? state.photos.length : 0;
  // With challenge prompts a single photo cycles too (it alternates with the cards).
  const promptCount = state.phase === 'ready' ? state.prompts.length : 0;
  const card = state.phase === 'ready' ? state.card : null;
  const turns = state.phase === 'ready' ? state.turns : 0;
  useEffect(() => {
    if (count < 2 && (count === 0 || promptCount === 0)) return;
    const timer = setTimeout(() => dispatch({ type: 'cycle' }), CYCLE_MS);
    return () => clearTimeout(timer);
  }, [featuredId, count, promptCount, card, turns]);

  return state;
}
