import { describe, expect, it } from 'vitest';
import { eventView } from '../../testing/fixtures';
import { allPhotosVoted, START_VOTING_REASONS, startVotingState } from './startVoting';

const waiting = eventView({ status: 'waiting', eventState: 'not_started' });
const running = eventView({ status: 'active', eventState: 'countdown' });
const ended = eventView({ status: 'completed', eventState: 'ended' });

describe('startVotingState (spec "Voting view": the Start Voting button)', () => {
  it('is enabled with "Start Voting" while the event runs and photos are left to vote on', () => {
    expect(startVotingState(running, false)).toEqual({ disabled: false, allVoted: false, label: 'Start Voting', reason: null, why: null });
  });

  it('is disabled when the event has not started or has ended', () => {
    expect(startVotingState(waiting, false)).toMatchObject({ disabled: true, label: 'Start Voting' });
    expect(startVotingState(ended, false)).toMatchObject({ disabled: true, label: 'Start Voting' });
  });

  it('is disabled with "All Photos Voted" when every photo has the guest\'s vote', () => {
    expect(startVotingState(running, true)).toMatchObject({ disabled: true, label: 'All Photos Voted' });
    expect(startVotingState(ended, true)).toMatchObject({ disabled: true, label: 'All Photos Voted' });
  });

  it('reads an ended event from either field (a completed status closes voting too)', () => {
    expect(startVotingState(eventView({ status: 'completed', eventState: 'countdown' }), false).disabled).toBe(true);
  });
});

describe('startVotingState: why it is disabled (issue 11.6)', () => {
  it('before the start: voting opens when the organizer starts the event', () => {
    expect(startVotingState(waiting, false).reason).toBe(START_VOTING_REASONS.notStarted);
    expect(START_VOTING_REASONS.notStarted).toBe('Voting opens when the organizer starts the event.');
  });

  it('after the end, and when every photo has the guest\'s vote', () => {
    expect(startVotingState(ended, false).reason).toBe(START_VOTING_REASONS.ended);
    expect(startVotingState(running, true).reason).toBe(START_VOTING_REASONS.allVoted);
  });
});

describe('allPhotosVoted', () => {
  it('is true only when every listed photo is voted, and never for no photos', () => {
    expect(allPhotosVoted(['a', 'b'], ['b', 'a', 'x'])).toBe(true);
    expect(allPhotosVoted(['a', 'b'], new Set(['a']))).toBe(false);
    expect(allPhotosVoted([], ['a'])).toBe(false);
  });
});

describe('reveal after the end', () => {
  const at = Date.parse('2026-06-01T20:30:00.000Z');
  const reveal = { revealAfterEnd: true } as const;
  it('keeps voting closed while the event runs, opens it at the end until votingEndsAt, then closes it', () => {
    const running = startVotingState(eventView({ ...reveal, status: 'active', eventState: 'countdown' }), false, at);
    expect(running).toMatchObject({ disabled: true, reason: START_VOTING_REASONS.reveal });
    expect(START_VOTING_REASONS.reveal).toContain('for one hour');
    const justEnded = eventView({ ...reveal, status: 'completed', eventState: 'ended', endedAt: '2026-06-01T20:00:00.000Z', votingEndsAt: '2026-06-01T21:00:00.000Z' });
    expect(startVotingState(justEnded, false, at)).toMatchObject({ disabled: false, reason: null });
    expect(startVotingState(justEnded, false, Date.parse('2026-06-01T21:00:00.000Z'))).toMatchObject({ disabled: true, reason: START_VOTING_REASONS.ended });
  });
});
