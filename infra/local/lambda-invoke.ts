import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { HandlerLoader } from './handler-loader.js';
import { closeServer, listen, LOCAL_HOST } from './ports.js';

/**
 * The local stand-in for Lambda's asynchronous Invoke (DESIGN 9: one-off work such as building an archive).
 * functions/core/jobs/invoke-async.ts POSTs `/2015-03-31/functions/{name}/invocations` with
 * `X-Amz-Invocation-Type: Event` here (AWS_ENDPOINT_URL_LAMBDA); this answers 202 at once and runs the
 * job's handler in this process like Lambda does: a failure is retried twice, after `retryDelaysMs`
 * (Lambda waits about 1 and 2 minutes; locally seconds), then logged as dead-lettered.
 * `invokeNow` is the "invoke once" path for tests and the test hooks: it runs the handler and returns its
 * result (or throws), without retries. Without a loader it only accepts and records invocations (the shared
 * integration emulators: a test file that wants the job to run starts its own stand-in with a loader).
 */
export interface LocalAsyncJob {
  name: string;
  handler: string;
  timeoutSeconds: number;
}

/** A job fed by an SQS queue (functions/routes.ts `queueJobs`): the queue's messages are its events. */
export interface LocalQueueJob {
  name: string;
  handler: string;
  timeoutSeconds: number;
  /** The queue's name: its local URL is `{url}/queues/{queue}`. */
  queue: string;
  /** Deliveries of one message before it is dead-lettered (SQS maxReceiveCount). */
  maxReceives: number;
}

export interface LocalLambdaInvoke {
  url: string;
  /** The queue URLs, by queue name (ARCHIVE_PARTS_QUEUE_URL…). */
  queueUrls: Record<string, string>;
  /** Runs a job once and returns what its handler returned. */
  invokeNow(name: string, payload: unknown): Promise<unknown>;
  /** Resolves when every queued invocation (retries included) has finished. */
  idle(): Promise<void>;
  /** Every accepted invocation, in order. */
  readonly received: { name: string; payload: unknown }[];
  /** Dead letters: invocations that failed every attempt. */
  readonly deadLetters: { name: string; payload: unknown; error: string }[];
  stop(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export const startLocalLambdaInvoke = async (opts: {
  port?: number;
  loader?: HandlerLoader;
  jobs: readonly LocalAsyncJob[];
  /**
   * Queue-fed jobs: the stand-in also answers SQS SendMessageBatch (functions/core/jobs/send-messages.ts,
   * AWS_ENDPOINT_URL_SQS) and delivers each message to its job in this process as a one-record SQS event,
   * again (ApproximateReceiveCount + 1) when it failed, at most `maxReceives` times, then dead-letters it.
   */
  queues?: readonly LocalQueueJob[];
  retryDelaysMs?: readonly number[];
  quiet?: boolean;
}): Promise<LocalLambdaInvoke> => {
  const retryDelays = opts.retryDelaysMs ?? [1000, 2000];
  const inFlight = new Set<Promise<void>>();
  const deadLetters: LocalLambdaInvoke['deadLetters'] = [];
  const received: LocalLambdaInvoke['received'] = [];
  const jobOf = (name: string): LocalAsyncJob => {
    const job = opts.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`No async job named ${name}; known: ${opts.jobs.map((j) => j.name).join(', ') || 'none'}`);
    return job;
  };
  const invokeNow = (name: string, payload: unknown): Promise<unknown> => {
    const job = jobOf(name);
    if (!opts.loader) return Promise.resolve(undefined);
    return opts.loader.invoke(job.handler, payload, job.timeoutSeconds * 1000);
  };

  const runWithRetries = async (name: string, payload: unknown): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      try {
        await invokeNow(name, payload);
        return;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const delay = retryDelays[attempt];
        if (delay === undefined) {
          deadLetters.push({ name, payload, error });
          if (!opts.quiet) console.error(`[lambda] ${name} failed ${attempt + 1} times, dead-lettered: ${error}`);
          return;
        }
        if (!opts.quiet) console.warn(`[lambda] ${name} failed (attempt ${attempt + 1}), retrying in ${delay} ms: ${error}`);
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  };

  let messageSeq = 0;
  /** Delivers one message until its job accepts it (no batch item failure, no throw) or it runs out of receives. */
  const deliver = async (job: LocalQueueJob, body: string): Promise<void> => {
    const messageId = `local-${++messageSeq}`;
    for (let receive = 1; ; receive++) {
      let error: string | undefined;
      try {
        const out = opts.loader ? ((await opts.loader.invoke(job.handler, { Records: [{ messageId, body, attributes: { ApproximateReceiveCount: String(receive) } }] }, job.timeoutSeconds * 1000)) as { batchItemFailures?: unknown[] } | undefined) : undefined;
        if ((out?.batchItemFailures?.length ?? 0) > 0) error = 'batch item failure';
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      if (error === undefined) return;
      if (receive >= job.maxReceives) {
        deadLetters.push({ name: job.name, payload: JSON.parse(body) as unknown, error });
        if (!opts.quiet) console.error(`[sqs] ${job.queue} message received ${receive} times, dead-lettered: ${error}`);
        return;
      }
      await new Promise((r) => setTimeout(r, retryDelays[Math.min(receive - 1, retryDelays.length - 1)] ?? 0));
    }
  };
  const queueOf = (queueUrl: string): LocalQueueJob | undefined => (opts.queues ?? []).find((q) => queueUrl.endsWith(`/queues/${q.queue}`));

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const match = PATH.exec(new URL(req.url ?? '/', 'http://local').pathname);
      const body = await readBody(req);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.headers['x-amz-target'] === 'AmazonSQS.SendMessageBatch') {
        if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return answer(403, { message: 'Missing signature' });
        const input = JSON.parse(body || '{}') as { QueueUrl?: string; Entries?: { Id: string; MessageBody: string }[] };
        const job = queueOf(input.QueueUrl ?? '');
        if (!job) return answer(400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: `No queue ${input.QueueUrl ?? ''}` });
        for (const entry of input.Entries ?? []) {
          received.push({ name: job.name, payload: JSON.parse(entry.MessageBody) as unknown });
          const run = deliver(job, entry.MessageBody);
          inFlight.add(run);
          void run.finally(() => inFlight.delete(run));
        }
        return answer(200, { Successful: (input.Entries ?? []).map((e) => ({ Id: e.Id, MessageId: e.Id })), Failed: [] });
      }
      if (req.method !== 'POST' || !match?.[1]) return answer(404, { Type: 'User', message: 'Unknown operation' });
      // Lambda refuses an unsigned call; so does the stand-in (the signature itself is not checked here).
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return answer(403, { message: 'Missing signature' });
      const name = decodeURIComponent(match[1]);
      if (!opts.jobs.some((j) => j.name === name)) return answer(404, { Type: 'User', message: `Function not found: ${name}` });
      if (req.headers['x-amz-invocation-type'] !== 'Event') return answer(400, { message: 'Only asynchronous (Event) invocations are served locally' });
      let payload: unknown;
      try {
        payload = body ? JSON.parse(body) : {};
      } catch {
        return answer(400, { Type: 'User', message: 'Could not parse request body into json' });
      }
      received.push({ name, payload });
      const run = runWithRetries(name, payload);
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
      res.writeHead(202);
      res.end();
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  const port = await listen(server, opts.port ?? 0, 'Lambda invoke');
  const url = `http://${LOCAL_HOST}:${port}`;
  return {
    url,
    queueUrls: Object.fromEntries((opts.queues ?? []).map((q) => [q.queue, `${url}/queues/${q.queue}`])),
    invokeNow,
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    received,
    deadLetters,
    stop: async () => {
      await closeServer(server);
      await Promise.allSettled([...inFlight]);
    },
  };
};
