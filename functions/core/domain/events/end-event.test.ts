import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventItem } from '../../data/event-item.js';

process.env.LOG_LEVEL = 'SILENT';

const markEnded = vi.fn();
const askForPrints = vi.fn();
vi.mock('../../data/event-lifecycle.js', () => ({
  markEnded: (...args: unknown[]) => markEnded(...args),
  queryDueEvents: async () => ({ codes: ['BAD111', 'GOOD22'] }),
}));
vi.mock('../prints/ask-for-prints.js', () => ({
  askForPrints: (...args: unknown[]) => askForPrints(...args),
  askDuePrints: async () => ({ asked: [], failed: [] }),
}));
const { endDueEvents } = await import('./end-event.js');

beforeEach(() => {
  markEnded.mockReset();
  askForPrints.mockReset();
});

describe('the auto-end job', () => {
  it('an event that fails to end does not keep an event it ended in the same page from its prints e-mail', async () => {
    // BAD111's item breaks its schema after the write (or the write is throttled); GOOD22 ends after it.
    markEnded.mockImplementation(async (code: string) => {
      if (code === 'BAD111') throw new Error('stored event breaks its schema');
      return { changed: true, item: { code } as EventItem };
    });
    const result = await endDueEvents();
    // Asked at once (a failed ask would stay on the prints-ask outbox for the job's pass).
    expect(askForPrints).toHaveBeenCalledWith({ code: 'GOOD22' });
    expect(result).toEqual({ ended: ['GOOD22'], failed: ['BAD111'], printsAsked: [], printsFailed: [] });
  });
});
