import { describe, expect, it } from 'vitest';
import { pageOverShards } from './sharded-query.js';
import { EVENT_INDEX_SHARDS, keys, shardOf } from './table.js';

/** Three shards in memory, paged two at a time as DynamoDB's Limit would. */
const data: Record<string, string[]> = { 'A#0': ['a', 'b', 'c'], 'A#1': [], 'A#2': ['d'] };
const page = async (pk: string, start: Record<string, unknown> | undefined) => {
  const from = typeof start?.i === 'number' ? start.i : 0;
  const rows = data[pk]!.slice(from, from + 2);
  return from + 2 < data[pk]!.length ? { codes: rows, last: { i: from + 2 } } : { codes: rows };
};

describe('pageOverShards', () => {
  it('reads every shard once, in pages, skipping an empty one, and ends without a cursor', async () => {
    const seen: string[] = [];
    const pages: number[] = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const out = await pageOverShards(['A#0', 'A#1', 'A#2'], cursor, page);
      seen.push(...out.codes);
      pages.push(out.codes.length);
      cursor = out.cursor;
    } while (cursor);
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
    expect(pages).toEqual([2, 1, 1]);
  });

  it('the event index keys spread events over every shard and keep the legacy key for the jobs', () => {
    const counts = new Array<number>(EVENT_INDEX_SHARDS).fill(0);
    for (let i = 0; i < 6_400; i++) counts[shardOf(`E${i.toString(36).toUpperCase().padStart(5, '0')}`, EVENT_INDEX_SHARDS)]!++;
    expect(Math.max(...counts)).toBeLessThan((6_400 / EVENT_INDEX_SHARDS) * 2);
    expect(keys.runningShards()).toHaveLength(EVENT_INDEX_SHARDS + 1);
    expect(keys.runningShards()).toContain('RUNNING');
    expect(keys.photosDueShards()).toContain('PHOTOS#DUE');
    expect(keys.runningShards()).toContain(keys.runningShard('ABC234'));
    expect(keys.photosDueShards()).toContain(keys.photosDueShard('ABC234'));
  });
});
