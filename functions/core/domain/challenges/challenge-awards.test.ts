import { describe, expect, it } from 'vitest';
import type { PhotoItem } from '../../data/photo-item.js';
import { challengeChampions, challengeWinners, totalVotes } from './challenge-awards.js';

const photo = (id: string, promptId: string | undefined, uploadedAt: string, votes: Partial<Record<string, number>> = {}): PhotoItem =>
  ({ id, promptId, uploadedAt, ...Object.fromEntries(Object.entries(votes).map(([c, n]) => [`v_${c}`, n])) }) as unknown as PhotoItem;

describe('challenge awards (issue #33)', () => {
  it('a prompt goes to its photo with the most votes across all categories', () => {
    const a = photo('A', 'toast', '2026-01-01T10:00:00Z', { most_candid: 2 });
    const b = photo('B', 'toast', '2026-01-01T11:00:00Z', { most_candid: 1, funniest_moment: 2 });
    const other = photo('C', 'hug', '2026-01-01T09:00:00Z', { most_candid: 9 });
    expect(totalVotes(b)).toBe(3);
    const w = challengeWinners(['toast', 'hug', 'rings'], [a, b, other]);
    expect(w.get('toast')?.id).toBe('B');
    expect(w.get('hug')?.id).toBe('C');
    expect(w.has('rings')).toBe(false);
  });

  it('a tie goes to the earlier photo (then the lower id), as the awards order ties; hidden photos never win', () => {
    const late = photo('B', 'toast', '2026-01-01T11:00:00Z', { most_candid: 2 });
    const early = photo('Z', 'toast', '2026-01-01T10:00:00Z', { funniest_moment: 2 });
    const hidden = { ...photo('H', 'toast', '2026-01-01T09:00:00Z', { most_candid: 50 }), hidden: true } as PhotoItem;
    expect(challengeWinners(['toast'], [late, early, hidden]).get('toast')?.id).toBe('Z');
  });

  it('champions: every active guest with the most prompts done (ties shared); prompts off the card do not count; nobody with none', () => {
    const guests = [
      { id: 'g1', name: 'Bea', isActive: true, cp_toast: 2, cp_hug: 1 },
      { id: 'g2', name: 'Ana', isActive: true, cp_toast: 1, cp_rings: 1 },
      { id: 'g3', name: 'Cip', isActive: true, cp_toast: 1, cp_gone: 5 },
      { id: 'g4', name: 'Kicked', isActive: false, cp_toast: 1, cp_hug: 1, cp_rings: 1 },
      { id: 'g5', name: 'Dan', isActive: true, cp_toast: 0 },
    ];
    expect(challengeChampions(['toast', 'hug', 'rings'], guests)).toEqual([
      { participantId: 'g2', name: 'Ana', completed: 2 },
      { participantId: 'g1', name: 'Bea', completed: 2 },
    ]);
    expect(challengeChampions(['toast'], [{ id: 'g5', name: 'Dan', isActive: true, cp_toast: 0 }])).toEqual([]);
  });
});
