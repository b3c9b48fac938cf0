import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, freePort, freePortBand, LOCAL_HOST, listen } from './ports.js';

describe('freePort', () => {
  it('reads the outgoing-connection range, and falls back to Linux’s default', () => {
    expect(ephemeralPortRange(() => '32768\t60999\n')).toEqual([32768, 60999]);
    expect(ephemeralPortRange(() => '40000 50000')).toEqual([40000, 50000]);
    expect(ephemeralPortRange(() => 'nonsense')).toEqual([32768, 60999]);
    expect(
      ephemeralPortRange(() => {
        throw new Error('no /proc');
      }),
    ).toEqual([32768, 60999]);
  });

  it('looks just below that range, never among the privileged ports', () => {
    expect(freePortBand([32768, 60999])).toEqual([24576, 32767]);
    expect(freePortBand([2000, 60999])).toEqual([1024, 1999]);
  });

  it('gives a port outside the outgoing range that a server can then listen on', async () => {
    const [low] = ephemeralPortRange();
    const port = await freePort();
    expect(port).toBeLessThan(low);
    const server = createServer();
    expect(await listen(server, port, 'test')).toBe(port);
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('skips a port in use, and one it already gave out', async () => {
    const taken = createServer();
    const port = await listen(taken, 0, 'test', LOCAL_HOST);
    // A band of one port, taken: no free port there.
    await expect(freePort([port, port])).rejects.toThrow(`No free port between ${port} and ${port}`);
    await new Promise<void>((r) => taken.close(() => r()));
    expect(await freePort([port, port])).toBe(port);
    // Free, but handed out already (its server may not listen yet): not again.
    await expect(freePort([port, port])).rejects.toThrow(`No free port between ${port} and ${port}`);
  });

  it('gives a stack six different ports from a small band', async () => {
    const low = freePortBand()[0];
    const ports = [];
    for (let i = 0; i < 6; i++) ports.push(await freePort([low, low + 15]));
    expect(new Set(ports).size).toBe(6);
  });
});
