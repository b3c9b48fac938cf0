import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { keys, shardOf, SLOT_SHARDS } from './table.js';

describe('upload slot shards (GSI1, docs/capacity.md hot key 1)', () => {
  it('spread a peak minute of photo ids evenly: no shard takes more than twice its share', () => {
    const counts = new Map<string, number>();
    const at = Date.parse('2027-06-12T21:00:00Z');
    // Photo ids are ULIDs: many share their time part, so the shard must come from the whole id. Their random
    // part from Math.random: the default (crypto, a byte a character) took 5 s of CI for these ids, 20 s under load.
    for (let i = 0; i < 64_000; i++) {
      const key = keys.slotShard(ulid(at + (i % 50), Math.random));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(SLOT_SHARDS);
    const share = 64_000 / SLOT_SHARDS;
    expect(Math.max(...counts.values())).toBeLessThan(2 * share);
    expect(Math.min(...counts.values())).toBeGreaterThan(share / 2);
  });

  it('keep an id in one shard, and the release job reads every shard and the key from before sharding', () => {
    const id = ulid();
    expect(keys.slotShard(id)).toBe(keys.slotShard(id));
    expect(keys.slotShard(id)).toBe(`SLOT#${shardOf(id, SLOT_SHARDS)}`);
    const all = keys.slotShards();
    expect(all).toHaveLength(SLOT_SHARDS + 1);
    expect(all).toContain(keys.slotShard(id));
    expect(all).toContain('SLOT');
  });
});
