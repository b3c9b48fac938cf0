import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureLogged } from './failure-logged.js';

afterEach(() => vi.restoreAllMocks());

describe('failureLogged', () => {
  it("logs a background handler's failure with its name, message and stack, then gives it back to Lambda", async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const failure = new Error('table unavailable');
    const handler = failureLogged('end-due-events', async (_event: unknown): Promise<string> => {
      throw failure;
    });
    await expect(handler({})).rejects.toBe(failure);
    const [entry] = err.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
    expect(entry).toMatchObject({ level: 'ERROR', message: 'end-due-events failed', error: { name: 'Error', message: 'table unavailable' } });
    expect((entry!.error as { stack: string }).stack).toContain('failure-logged.test.ts');
  });

  it('passes a success through, with its arguments, and logs nothing', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const handler = failureLogged('stream stats', async (a: number, b: number) => a + b);
    await expect(handler(2, 3)).resolves.toBe(5);
    expect(err).not.toHaveBeenCalled();
  });
});
