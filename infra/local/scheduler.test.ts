import { join } from 'node:path';
import type { ScheduledEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCalls, fixtureCalls } from '../../test/support/fixtures/calls.js';
import { createHandlerLoader } from './handler-loader.js';
import { startScheduler, type Scheduler } from './scheduler.js';

const loader = createHandlerLoader(join(import.meta.dirname, '..', '..', 'test', 'support', 'fixtures', 'functions'));
const jobs = [{ name: 'count', handler: 'jobs/count.ts', every: { minutes: 5 } }];
let scheduler: Scheduler | undefined;

beforeEach(() => clearCalls());
afterEach(async () => {
  await scheduler?.stop();
  vi.useRealTimers();
});

describe('local scheduler', () => {
  it('runs a job on demand with an EventBridge-shaped event', async () => {
    scheduler = startScheduler(jobs, loader, { quiet: true });
    expect(await scheduler.runJobNow('count')).toEqual({ ok: true });
    const event = fixtureCalls()[0]?.event as ScheduledEvent;
    expect(event).toMatchObject({ source: 'aws.events', 'detail-type': 'Scheduled Event', resources: [expect.stringContaining('rule/count')] });
  });

  it('refuses unknown job names', async () => {
    scheduler = startScheduler(jobs, loader, { quiet: true });
    await expect(scheduler.runJobNow('nope')).rejects.toThrow(/No job named nope/);
  });

  it('runs each job every N minutes', async () => {
    vi.useFakeTimers();
    scheduler = startScheduler(jobs, loader, { quiet: true });
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(fixtureCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(fixtureCalls()).toHaveLength(1));
  });
});
