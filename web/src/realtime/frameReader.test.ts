import { describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../../shared/schemas/realtime';
import { frameReader, loadFrameParser } from './frameReader';
import { parseFrame } from './parseFrame';

const kicked = (participantId: string): RealtimeMessage => ({ type: 'participant-kicked', participantId });
const frame = (...messages: RealtimeMessage[]): string => JSON.stringify({ messages });

/** A parser load the test settles by hand (one load, as loadFrameParser keeps it). */
function heldLoad() {
  let settle: { resolve: (p: typeof parseFrame) => void; reject: (e: Error) => void } | undefined;
  const loading = new Promise<typeof parseFrame>((resolve, reject) => (settle = { resolve, reject }));
  return { load: () => loading, resolve: () => settle!.resolve(parseFrame), reject: () => settle!.reject(new Error('chunk failed')) };
}

describe('frameReader', () => {
  it('loads the parser with the first frame, not before, and keeps it', async () => {
    const load = vi.fn(loadFrameParser);
    const got: RealtimeMessage[][] = [];
    const read = frameReader((m) => got.push(m), load);
    expect(load).not.toHaveBeenCalled();
    await read(frame(kicked('p1')));
    await read(frame(kicked('p2')));
    expect(got).toEqual([[kicked('p1')], [kicked('p2')]]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadFrameParser()).toBe(loadFrameParser());
    expect(await loadFrameParser()).toBe(parseFrame);
  });

  it('frames that come while the parser loads are handed on in their order, after it', async () => {
    const { load, resolve } = heldLoad();
    const got: RealtimeMessage[][] = [];
    const read = frameReader((m) => got.push(m), load);
    const reads = [read(frame(kicked('a'))), read('pong'), read(frame(kicked('b'), kicked('c')))];
    await Promise.resolve();
    expect(got).toEqual([]);
    resolve();
    await Promise.all(reads);
    expect(got).toEqual([[kicked('a')], [kicked('b'), kicked('c')]]);
  });

  it('a parser that fails to load drops that frame; the next frame loads it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = heldLoad();
    let calls = 0;
    const load = () => (++calls === 1 ? first.load() : Promise.resolve(parseFrame));
    const got: RealtimeMessage[][] = [];
    const read = frameReader((m) => got.push(m), load);
    const lost = read(frame(kicked('lost')));
    await Promise.resolve();
    first.reject();
    await lost;
    await read(frame(kicked('next')));
    expect(got).toEqual([[kicked('next')]]);
    expect(calls).toBe(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
