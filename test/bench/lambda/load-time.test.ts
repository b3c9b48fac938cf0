import { describe, expect, it } from 'vitest';
import { pairedImportTimings, type ImportTiming } from './load-time.js';

describe('pairedImportTimings', () => {
  it('times each module right next to its floor, floor first in even rounds and second in odd ones', async () => {
    const calls: string[] = [];
    // Scripted CPU ms: the floor takes 40, each module 44, plus 10 per round (the machine slowing down).
    let round = 0;
    const time = async (file: string): Promise<ImportTiming> => {
      calls.push(file);
      const base = file.startsWith('floor') ? 40 : 44;
      return { wallMs: base + 10 * round, cpuMs: base + 10 * round };
    };
    const pairs = [
      { file: 'a', floor: 'floor-1' },
      { file: 'b', floor: 'floor-1' },
    ];
    const result = await pairedImportTimings(pairs, 2, async (f) => {
      const t = await time(f);
      if (calls.length % 4 === 0) round++;
      return t;
    });
    expect(calls).toEqual(['floor-1', 'a', 'floor-1', 'b', 'a', 'floor-1', 'b', 'floor-1']);
    const a = result.pairs.get('a')!;
    expect(a.load.cpuSamples).toEqual([44, 54]);
    expect(a.floor.cpuSamples).toEqual([40, 50]);
    // Every sample of the shared floor, whichever module it was timed next to.
    expect(result.floors.get('floor-1')!.runs).toBe(4);
  });
});
