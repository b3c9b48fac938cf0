import { describe, expect, it } from 'vitest';
import { hottest, LIMITS, simulate, type Recording, type ShapeRule } from './simulate.js';

const counts = { events: 10_000, guests: 2_000_000, photos: 20_000_000 };
const rates = { photo: 5_556 };
const rules: ShapeRule[] = [
  { part: 'pk', pattern: /^EVENT#[^#]+$/, shape: 'EVENT#<code>', scope: { kind: 'event' } },
  { part: 'pk', pattern: /^HOT#\d+$/, shape: 'HOT#<n>', scope: { kind: 'shard', shards: 64 } },
  { part: 'sk', pattern: /^PHOTO#.+$/, shape: 'PHOTO#<photo>', scope: { kind: 'photo' } },
];
const photo = (hotKey: string, index = 'table'): Recording => ({
  kind: 'photo',
  accesses: [
    { index: 'table', pk: 'EVENT#ABC123', sk: 'PHOTO#01J0000000000000000000000A', write: true, units: 1 },
    { index, pk: hotKey, sk: index === 'table' ? 'COUNT' : undefined, write: true, units: 1 },
  ],
});

describe('scale simulation', () => {
  it('reports one constant partition key written by every photo over the limit', () => {
    const loads = simulate([photo('HOT')], rates, counts, rules);
    const hot = loads.find((l) => l.target === 'partition' && l.shape === 'HOT')!;
    expect(hot.wcu).toBeCloseTo(5_556);
    expect(hot.status).toBe('over');
    expect(hot.margin).toBeLessThan(1);
    expect(hottest(loads, 1)[0]?.shape).toBe('HOT');
    // Its one item is over the per-item limit too.
    expect(loads.find((l) => l.target === 'item' && l.shape === 'HOT / COUNT')?.status).toBe('over');
  });

  it('reports the same writes spread over 64 shards under the limit, with their margin', () => {
    const loads = simulate([photo('HOT#17', 'GSI1')], rates, counts, rules);
    const shard = loads.find((l) => l.shape === 'HOT#<n>')!;
    expect(shard.index).toBe('GSI1');
    expect(shard.wcu).toBeCloseTo(5_556 / 64);
    expect(shard.status).toBe('ok');
    expect(shard.margin).toBeCloseTo(LIMITS.partitionWcu / (5_556 / 64));
  });

  it('gives a per-event key the per-event rate and an item the rate of its own population', () => {
    const loads = simulate([photo('HOT#1')], rates, counts, rules);
    expect(loads.find((l) => l.target === 'partition' && l.shape === 'EVENT#<code>')?.wcu).toBeCloseTo(5_556 / 10_000);
    expect(loads.find((l) => l.target === 'item' && l.shape === 'EVENT#<code> / PHOTO#<photo>')?.wcu).toBeCloseTo(5_556 / 20_000_000);
  });

  it('counts a transactional write as 2 units and refuses a kind without a rate', () => {
    const tx: Recording = { kind: 'photo', accesses: [{ index: 'table', pk: 'HOT', sk: 'X', write: true, units: 2 }] };
    expect(simulate([tx], { photo: 400 }, counts, rules).find((l) => l.target === 'partition')?.status).toBe('hot');
    expect(() => simulate([{ ...tx, kind: 'vote' }], rates, counts, rules)).toThrow(/no rate/);
  });
});
