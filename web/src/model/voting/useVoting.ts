import { useCallback, useEffect, useReducer, useRef } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { AwardCategoryId } from '#shared/award-categories.js';
import { VOTE_NEXT_PHOTO_DELAY_MS } from '#shared/voting.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { BallotResponse } from '#shared/schemas/votes.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { codeText, errorText } from '../../i18n/errorText';
import { observationDeadline } from './observation';
import { markPhotoVoted, replaceVotedPhotos } from './votedRecord';

export type VotingScreen = 'loading' | 'photo' | 'all-voted' | 'no-photos' | 'closed' | 'kicked' | 'failed';

export interface VotingState {
  screen: VotingScreen;
  /** The photo on screen (screen "photo"). */
  photo: PhotoView | null;
  /** Local epoch ms from which votes count (the observation's end). */
  deadline: number | null;
  /** A ballot request in flight: the first photo, Skip, the next photo, Check for New Photos. */
  ballot: { skip?: string } | null;
  /** The vote being saved: every vote (and Skip) waits for it. */
  saving: { photoId: string; category: AwardCategoryId } | null;
  /** The category the shown photo just got; the next photo follows VOTE_NEXT_PHOTO_DELAY_MS later. */
  voted: AwardCategoryId | null;
  /** A vote refused as a duplicate (spec: shown as an alert). */
  notice: string | null;
  /** The photo on screen was hidden or deleted meanwhile (the server said so): no award can be given to it. */
  gone: string | null;
  /** Why no ballot could be loaded (screen "failed"). */
  failure: string | null;
}

type Action =
  | { type: 'start' }
  | { type: 'request'; skip?: string }
  | { type: 'ballot'; ballot: BallotResponse; deadline: number | null }
  | { type: 'ballot-failed'; error: unknown }
  | { type: 'vote'; category: AwardCategoryId; now: number }
  | { type: 'vote-saved'; photoId: string; category: AwardCategoryId }
  | { type: 'vote-failed'; photoId: string; error: unknown }
  | { type: 'dismiss' };

export const initialVotingState: VotingState = {
  screen: 'loading',
  photo: null,
  deadline: null,
  ballot: null,
  saving: null,
  voted: null,
  notice: null,
  gone: null,
  failure: null,
};

const codeOf = (error: unknown): string | undefined => (isApiError(error) ? error.code : undefined);

/** The photo with one more vote in the category ("the counts go up"). */
export const withVote = (photo: PhotoView, category: AwardCategoryId): PhotoView => ({
  ...photo,
  votes: { ...photo.votes, [category]: (photo.votes[category] ?? 0) + 1 },
});

export function votingReducer(state: VotingState, action: Action): VotingState {
  switch (action.type) {
    case 'start':
      // The first ballot, once voting is open (idempotent: effects may run twice in development).
      return state.screen === 'loading' && !state.ballot && !state.photo ? { ...state, ballot: {} } : state;
    case 'request':
      // One request at a time, never while a vote is saving; Skip waits out a vote's 1.5 s as well.
      if (state.ballot || state.saving || (action.skip && state.voted)) return state;
      return {
        ...state,
        ballot: action.skip ? { skip: action.skip } : {},
        notice: null,
        screen: state.screen === 'failed' || state.screen === 'closed' ? 'loading' : state.screen,
      };
    case 'ballot': {
      const base = { ...state, ballot: null, saving: null, voted: null, notice: null, gone: null, failure: null };
      if (action.ballot.kind === 'photo') return { ...base, screen: 'photo', photo: action.ballot.photo, deadline: action.deadline };
      return { ...base, screen: action.ballot.kind, photo: null, deadline: null };
    }
    case 'ballot-failed': {
      const code = codeOf(action.error);
      const base = { ...state, ballot: null, photo: null, deadline: null, voted: null, notice: null };
      if (code === 'KICKED') return { ...base, screen: 'kicked' };
      if (code === 'VOTING_CLOSED') return { ...base, screen: 'closed' };
      // The server's code in the chosen language (its own text for a code no catalogue knows).
      const message = errorText(action.error, isApiError(action.error) ? codeText(action.error.code, action.error.message) : codeText('INTERNAL', messages.INTERNAL));
      return { ...base, screen: 'failed', failure: message };
    }
    case 'vote': {
      const { photo, deadline } = state;
      const locked = deadline === null || action.now < deadline;
      if (state.screen !== 'photo' || !photo || locked || state.ballot || state.saving || state.voted || state.gone === photo.id) return state;
      return { ...state, saving: { photoId: photo.id, category: action.category }, notice: null };
    }
    case 'vote-saved':
      if (state.saving?.photoId !== action.photoId || !state.photo) return { ...state, saving: null };
      return { ...state, saving: null, voted: action.category, photo: withVote(state.photo, action.category) };
    case 'vote-failed': {
      const code = codeOf(action.error);
      const base = { ...state, saving: null };
      if (code === 'ALREADY_VOTED') return { ...base, notice: codeText('ALREADY_VOTED', messages.ALREADY_VOTED) };
      // The server refuses a vote on one's own photo: say so (its text), rather than failing silently.
      if (code === 'OWN_PHOTO') return { ...base, notice: errorText(action.error, codeText('OWN_PHOTO', messages.OWN_PHOTO)) };
      if (code === 'VOTING_CLOSED') return { ...base, screen: 'closed', photo: null, deadline: null };
      if (code === 'KICKED') return { ...base, screen: 'kicked', photo: null, deadline: null };
      // Hidden or deleted by moderation while on screen: say so, and offer no award on it (Skip brings the next one).
      if (code === 'PHOTO_NOT_FOUND') return { ...base, notice: codeText('PHOTO_NOT_FOUND', messages.PHOTO_NOT_FOUND), gone: action.photoId };
      // Spec: other vote failures are silent and the vote is not counted.
      return base;
    }
    case 'dismiss':
      return { ...state, notice: null };
  }
}

interface Options {
  code: string;
  token: string;
  participantId: string;
  /** The event runs (voting open). Nothing is asked of the server before. */
  open: boolean;
}

/**
 * Voting's state and server calls. Each request lives in an effect keyed on the request itself, so leaving
 * the view (or a newer request) aborts it and a late answer never lands on the wrong photo.
 */
export function useVoting({ code, token, participantId, open }: Options) {
  const [state, dispatch] = useReducer(votingReducer, initialVotingState);
  /** Votes saved since the view opened: kept through a re-sync whose answer predates them. */
  const votedHere = useRef(new Set<string>());

  // Re-sync the device's voted list with the server's (the truth) on open.
  useEffect(() => {
    const controller = new AbortController();
    callApi(endpointRoutes.listMyVotes, { params: { code }, token }, controller.signal).then(
      ({ votes }) => {
        if (!controller.signal.aborted) replaceVotedPhotos(code, participantId, [...votes.map((v) => v.photoId), ...votedHere.current]);
      },
      () => {
        // Offline or refused: the device's record stays as it was.
      },
    );
    return () => controller.abort();
  }, [code, token, participantId]);

  useEffect(() => {
    if (open) dispatch({ type: 'start' });
  }, [open]);

  const { ballot } = state;
  useEffect(() => {
    if (!ballot) return;
    const controller = new AbortController();
    const sentAt = Date.now();
    callApi(endpointRoutes.nextBallot, { params: { code }, body: ballot.skip ? { skip: ballot.skip } : {}, token }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        const deadline = result.kind === 'photo' ? observationDeadline(result.votableAt, sentAt, Date.now()) : null;
        dispatch({ type: 'ballot', ballot: result, deadline });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'ballot-failed', error });
      },
    );
    return () => controller.abort();
  }, [ballot, code, token]);

  const { saving } = state;
  useEffect(() => {
    if (!saving) return;
    const controller = new AbortController();
    const remember = () => {
      votedHere.current.add(saving.photoId);
      markPhotoVoted(code, participantId, saving.photoId);
    };
    callApi(endpointRoutes.castVote, { params: { code }, body: saving, token }, controller.signal).then(
      () => {
        remember();
        if (!controller.signal.aborted) dispatch({ type: 'vote-saved', ...saving });
      },
      (error: unknown) => {
        // Refused as a duplicate: the server holds this guest's vote on the photo, so it counts as voted.
        if (codeOf(error) === 'ALREADY_VOTED') remember();
        if (!controller.signal.aborted) dispatch({ type: 'vote-failed', photoId: saving.photoId, error });
      },
    );
    return () => controller.abort();
  }, [saving, code, token, participantId]);

  // After a vote: the next random unvoted photo, 1.5 s later.
  const advancingFrom = state.voted && state.photo ? state.photo.id : null;
  useEffect(() => {
    if (!advancingFrom || !open) return;
    const timer = setTimeout(() => dispatch({ type: 'request' }), VOTE_NEXT_PHOTO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [advancingFrom, open]);

  const vote = useCallback((category: AwardCategoryId) => dispatch({ type: 'vote', category, now: Date.now() }), []);
  const photoId = state.photo?.id;
  const skip = useCallback(() => {
    if (photoId) dispatch({ type: 'request', skip: photoId });
  }, [photoId]);
  const reload = useCallback(() => dispatch({ type: 'request' }), []);
  const dismissNotice = useCallback(() => dispatch({ type: 'dismiss' }), []);

  return { state, vote, skip, reload, dismissNotice };
}
