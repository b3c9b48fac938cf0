import { describe, expect, it } from 'vitest';
import { CARD_EVERY, challengeCardAt } from './wallChallengeCards';

describe('the wall\'s challenge cards', () => {
  it('show a prompt every CARD_EVERY-th quiet turn, the prompts in turn', () => {
    const turns = Array.from({ length: CARD_EVERY * 4 + 1 }, (_, i) => challengeCardAt(i, 3));
    expect(turns.filter((t) => t !== null)).toEqual([0, 1, 2, 0]);
    expect(turns.slice(0, CARD_EVERY)).toEqual(Array.from({ length: CARD_EVERY }, () => null));
    expect(turns[CARD_EVERY]).toBe(0);
  });

  it('never without prompts, and never before the first quiet turns', () => {
    expect(Array.from({ length: 20 }, (_, i) => challengeCardAt(i, 0)).every((t) => t === null)).toBe(true);
    expect(challengeCardAt(0, 5)).toBeNull();
  });
});
