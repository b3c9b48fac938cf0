import type { ScheduledEvent } from 'aws-lambda';
import { LOCAL_REGION } from './env.js';
import type { HandlerLoader } from './handler-loader.js';

/**
 * The local stand-in for EventBridge schedules: each job handler runs every `every.minutes`, with an
 * EventBridge-shaped event. A run never overlaps the previous run of the same job. `runJobNow` lets
 * tests (and a developer) trigger a job without waiting.
 */
export interface LocalJob {
  name: string;
  handler: string;
  every: { minutes: number };
}

export interface Scheduler {
  runJobNow(name: string): Promise<unknown>;
  stop(): Promise<void>;
}

const scheduledEvent = (job: LocalJob): ScheduledEvent => ({
  version: '0',
  id: crypto.randomUUID(),
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '000000000000',
  time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  region: LOCAL_REGION,
  resources: [`arn:aws:events:${LOCAL_REGION}:000000000000:rule/${job.name}`],
  detail: {},
});

export const startScheduler = (jobs: readonly LocalJob[], loader: HandlerLoader, opts: { quiet?: boolean } = {}): Scheduler => {
  const running = new Map<string, Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];

  const run = (job: LocalJob): Promise<unknown> => {
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const p = loader
      .invoke(job.handler, scheduledEvent(job), 15 * 60 * 1000)
      .then((r) => {
        if (!opts.quiet) console.log(`[jobs] ${job.name} done in ${Date.now() - started} ms`);
        return r;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, p);
    return p;
  };

  for (const job of jobs) {
    const t = setInterval(() => {
      run(job).catch((err: unknown) => console.error(`[jobs] ${job.name} failed:`, err));
    }, job.every.minutes * 60_000);
    t.unref(); // a schedule alone must not keep the process alive
    timers.push(t);
  }

  return {
    runJobNow: (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`No job named ${name}; known: ${jobs.map((j) => j.name).join(', ') || 'none'}`));
      return run(job);
    },
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.allSettled(running.values());
    },
  };
};
