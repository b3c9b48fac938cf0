import { describe, expect, it } from 'vitest';
import { shardOf } from '../../data/table.js';
import { DAY_SHARDS, statsKeys, STATS_SHARDS } from './stats-keys.js';
import { sumCounters } from './stats-totals.js';

describe('staff figures: write shards summed on read', () => {
  it('adds the counters of the shards and the legacy item, ignoring keys, stamps and ttl', () => {
    const legacy = { PK: 'STATS#events', SK: 'TOTALS', entity: 'stats', events: 10, photos: 100, updatedAt: '2026-06-13T20:00:00.000Z' };
    const a = { PK: 'STATS#events#3', SK: 'TOTALS', entity: 'stats', photos: 7, photosHidden: 1, ttl: 5 };
    const b = { PK: 'STATS#events#9', SK: 'TOTALS', events: 2, photos: -1 };
    expect(sumCounters([legacy, a, b])).toEqual({ events: 12, photos: 106, photosHidden: 1 });
    expect(sumCounters([])).toEqual({});
  });

  it('reads every totals shard and the legacy item in one BatchGet (≤ 100 keys with the orders totals)', () => {
    const all = statsKeys.allEventTotals();
    expect(all).toHaveLength(STATS_SHARDS + 1);
    expect(new Set(all.map((k) => k.PK)).size).toBe(all.length);
    expect(all).toContainEqual({ PK: 'STATS#events', SK: 'TOTALS' });
    expect(all.length + 1).toBeLessThanOrEqual(100);
  });

  it('stream batches spread over the shards (by their first record id)', () => {
    const totals = new Array<number>(STATS_SHARDS).fill(0);
    const days = new Array<number>(DAY_SHARDS).fill(0);
    for (let i = 0; i < 3_200; i++) {
      const id = `${49_000_000 + i * 7}-shardId-000000000${i % 10}`;
      totals[shardOf(id, STATS_SHARDS)]!++;
      days[shardOf(id, DAY_SHARDS)]!++;
    }
    expect(Math.max(...totals)).toBeLessThan((3_200 / STATS_SHARDS) * 1.5);
    expect(Math.max(...days)).toBeLessThan((3_200 / DAY_SHARDS) * 1.5);
    // A day's shards sort between the day and the next one (the period Query's BETWEEN <from> AND <to>~).
    const sk = statsKeys.day('2026-06-13', DAY_SHARDS - 1).SK;
    expect(sk > '2026-06-13' && sk < '2026-06-13~' && sk < '2026-06-14').toBe(true);
  });
});
