import { describe, expect, it } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { ApiError } from '../../api/ApiError';
import { photoView } from '../../testing/fixtures';
import { initialVotingState, votingReducer } from './useVoting';

describe('votingReducer: a photo removed by moderation while on screen', () => {
  it('says the photo is no longer available instead of failing silently', () => {
    const photo = photoView({});
    const state = { ...initialVotingState, screen: 'photo' as const, photo, deadline: 0, saving: { photoId: photo.id, category: 'most_candid' as const } };
    const error = new ApiError({ status: 404, code: 'PHOTO_NOT_FOUND', message: messages.PHOTO_NOT_FOUND, fromServer: true });
    const next = votingReducer(state, { type: 'vote-failed', photoId: photo.id, error });
    expect(next).toMatchObject({ screen: 'photo', saving: null, notice: messages.PHOTO_NOT_FOUND, gone: photo.id });
    // No other award can be given to it; the next ballot clears the mark.
    expect(votingReducer(next, { type: 'vote', category: 'most_creative', now: 1 })).toBe(next);
    expect(votingReducer(next, { type: 'ballot', ballot: { kind: 'all-voted' }, deadline: null })).toMatchObject({ gone: null, notice: null });
  });
});
