import { describe, expect, it } from 'vitest';
import type { PhotoItem } from '../../data/photo-item.js';
import { winnersByCategory } from './awards.js';

const photo = (id: string, uploadedAt: string, votes: Partial<Record<`v_${string}`, number>>): PhotoItem =>
  ({
    PK: 'EVENT#ABC123',
    SK: `PHOTO#${id}`,
    entity: 'photo',
    id,
    eventCode: 'ABC123',
    uploaderId: 'u',
    uploaderName: 'Ana',
    fileName: `${id}.jpg`,
    sizes: { polaroid: 1, raw: 1, thumbnail: 1 },
    width: 1,
    height: 1,
    uploadedAt,
    GSI2PK: 'x',
    GSI2SK: id,
    ...votes,
  }) as PhotoItem;

describe('winnersByCategory', () => {
  const photos = [
    photo('p-late', '2026-01-01T10:05:00.000Z', { v_most_creative: 2 }),
    photo('p-b', '2026-01-01T10:00:00.000Z', { v_most_creative: 2 }),
    photo('p-a', '2026-01-01T10:00:00.000Z', { v_most_creative: 2, v_most_candid: 1 }),
    photo('p-low', '2026-01-01T09:00:00.000Z', { v_most_creative: 1, v_most_candid: 3 }),
  ];
  const byCategory = Object.fromEntries(winnersByCategory(photos).map((c) => [c.category, c]));

  it('a tie is a tie: every photo at the top count is a winner with that count; lower counts are not', () => {
    const tie = byCategory.most_creative!;
    expect(tie.maxVotes).toBe(2);
    expect(tie.winners.map((p) => p.id)).toHaveLength(3);
    expect(tie.winners.map((p) => p.v_most_creative)).toEqual([2, 2, 2]);
    expect(tie.winners.map((p) => p.id)).not.toContain('p-low');
  });

  it('orders inside a tie only, by upload time then id (the same order on every phone)', () => {
    expect(byCategory.most_creative!.winners.map((p) => p.id)).toEqual(['p-a', 'p-b', 'p-late']);
  });

  it('a single top count wins alone, however early the others were uploaded; no votes: no winners', () => {
    expect(byCategory.most_candid!.winners.map((p) => p.id)).toEqual(['p-low']);
    expect(byCategory.best_dance_move).toEqual({ category: 'best_dance_move', maxVotes: 0, winners: [] });
  });
});
