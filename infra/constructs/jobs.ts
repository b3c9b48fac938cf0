import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Grant } from '../../functions/routes.js';
import type { Data } from './data.js';
import { grantOptions } from './grant-options.js';
import { HouseFunction } from './house-function.js';

/** An entry of functions/routes.ts `jobs`. */
export interface JobSpec {
  name: string;
  handler: string;
  every: { minutes: number };
  /** Exactly what the job may touch, as for routes. */
  grants: readonly Grant[];
}

/** An entry of functions/routes.ts `asyncJobs`: started by an asynchronous invoke, never scheduled. */
export interface AsyncJobSpec {
  name: string;
  handler: string;
  timeoutSeconds: number;
  memoryMb: number;
  grants: readonly Grant[];
}

/** An entry of functions/routes.ts `queueJobs`: one message of its SQS queue per run. */
export interface QueueJobSpec extends AsyncJobSpec {
  queue: string;
  maxReceives: number;
}

/**
 * Part jobs run at most this many at once (the event source mapping's maximum concurrency): a 10 000-guest
 * event's ~80 parts of 2 GiB build in two waves, and archives stay far from the account's 1 000 concurrent
 * executions that the API needs on a Saturday night (docs/capacity.md "Raw archive of the largest event").
 */
export const QUEUE_JOB_MAX_CONCURRENCY = 50;

export interface JobsProps {
  data: Data;
  jobs: readonly JobSpec[];
  asyncJobs?: readonly AsyncJobSpec[];
  queueJobs?: readonly QueueJobSpec[];
}

/** DESIGN section 9: one house function + one EventBridge rate schedule per job. */
export class Jobs extends Construct {
  readonly functions: HouseFunction[] = [];
  readonly rules: events.Rule[] = [];
  /** Schedule events EventBridge could not deliver to a job after its retries (kept for inspection). */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job schedules; it needs none of its own.' },
    ]);
    // Queue-fed jobs first: an async job granted `archive-parts:send` needs its queue to exist.
    for (const job of props.queueJobs ?? []) {
      if (!/^[A-Za-z0-9-]+$/.test(job.name) || !/^[A-Za-z0-9-]+$/.test(job.queue)) throw new Error(`job and queue names must be alphanumeric/dashes: ${job.name}`);
      const queue = new sqs.Queue(this, `Queue-${job.queue}`, {
        // AWS's advice for a Lambda event source: at least six times the function's timeout, so a message in
        // the works is never handed to a second run.
        visibilityTimeout: Duration.seconds(job.timeoutSeconds * 6),
        retentionPeriod: Duration.days(4),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: job.maxReceives },
      });
      const fn = new HouseFunction(this, `QueueJob-${job.name}`, {
        entry: job.handler,
        description: `Candid queue job ${job.name} (SQS ${job.queue})`,
        environment: props.data.environment,
        timeout: Duration.seconds(job.timeoutSeconds),
        memorySize: job.memoryMb,
        tags: { 'candid:job': job.name },
        ...grantOptions(job.grants),
      });
      for (const grant of job.grants) props.data.grant(fn, grant);
      // One message per run (a part is minutes of work); a failed one goes back to the queue alone.
      fn.fn.addEventSource(new SqsEventSource(queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: QUEUE_JOB_MAX_CONCURRENCY }));
      props.data.queues.set(job.queue, queue);
      this.functions.push(fn);
    }
    for (const job of props.asyncJobs ?? []) {
      if (!/^[A-Za-z0-9-]+$/.test(job.name)) throw new Error(`job name must be alphanumeric/dashes: ${job.name}`);
      const fn = new HouseFunction(this, `AsyncJob-${job.name}`, {
        entry: job.handler,
        description: `Candid one-off job ${job.name} (async invoke)`,
        environment: props.data.environment,
        timeout: Duration.seconds(job.timeoutSeconds),
        memorySize: job.memoryMb,
        tags: { 'candid:job': job.name },
        ...grantOptions(job.grants),
      });
      for (const grant of job.grants) props.data.grant(fn, grant);
      // Lambda's async queue: two retries (the job is idempotent and counts its attempts to tell staff on
      // the last), events older than 6 hours dropped into the same dead-letter queue as the schedules.
      fn.fn.configureAsyncInvoke({
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        onFailure: new destinations.SqsDestination(this.deadLetters),
      });
      props.data.asyncJobs.set(job.name, fn);
      this.functions.push(fn);
    }
    // Scheduled jobs last: the auto-end job is granted `archive-job:invoke` (archives that waited for uploads).
    for (const job of props.jobs) {
      if (!/^[A-Za-z0-9-]+$/.test(job.name)) throw new Error(`job name must be alphanumeric/dashes: ${job.name}`);
      const fn = new HouseFunction(this, `Job-${job.name}`, {
        entry: job.handler,
        description: `Candid job ${job.name} (every ${job.every.minutes} min)`,
        environment: props.data.environment,
        // Jobs page through GSIs of due items; give them room, but less than the shortest schedule.
        timeout: Duration.seconds(Math.min(300, job.every.minutes * 60 - 5)),
        tags: { 'candid:job': job.name },
        ...grantOptions(job.grants),
      });
      for (const grant of job.grants) props.data.grant(fn, grant);
      const rule = new events.Rule(this, `Schedule-${job.name}`, {
        description: `Candid job ${job.name}`,
        schedule: events.Schedule.rate(Duration.minutes(job.every.minutes)),
        // Jobs are idempotent; a missed run is picked up by the next one, so do not pile up retries. What
        // still fails to be delivered is parked in the dead-letter queue rather than dropped silently.
        targets: [
          new targets.LambdaFunction(fn.fn, {
            retryAttempts: 2,
            maxEventAge: Duration.minutes(Math.min(job.every.minutes, 1440)),
            deadLetterQueue: this.deadLetters,
          }),
        ],
      });
      this.functions.push(fn);
      this.rules.push(rule);
    }
  }
}
