import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SesModule from '../../functions/core/email/ses.js';

/**
 * Test-only controls of the local stack, served under /__test__/ only when the stack is started with
 * `--test-hooks` (never in AWS, never by plain `npm start`):
 *   POST /__test__/clock      {"offsetMs": n}  moves the handlers' clock (functions/core/clock.ts) and the Stripe emulator's
 *   POST /__test__/jobs/NAME                   runs a scheduled job now
 *   POST /__test__/viewer-country {"country": "DE"}  the country the gateway reports as CloudFront would
 *                                              (a client's own CloudFront-Viewer-Country stays dropped)
 *   POST /__test__/archive-part-bytes {"bytes": n}  the raw archive's part size (CANDID_ARCHIVE_PART_BYTES) for builds
 *                                              from now on; {"bytes": null} back to production's 2 GiB
 *   POST /__test__/streams/settle              answers once the stream handlers have seen every write made before
 *                                              it (504 after 30 s): figures kept by the stream are then current
 *   POST /__test__/mail-outage {"down": true}   every e-mail the handlers and jobs send fails (the provider is down) until
 *                                              {"down": false}: what the outboxes owe can be seen and then sent
 *   POST /__test__/invocations/settle          answers once every asynchronous invoke and queued message accepted
 *                                              so far (the photo-package job, the raw archive), retries included,
 *                                              has finished: what a background job writes is then in the table
 * The clock module is the same instance the handlers import (one process, one module cache); the stack gives
 * the Stripe emulator the same clock (`loadFunctionsClock`), so moving it moves Stripe's time too.
 */
export interface FunctionsClock {
  now: () => Date;
  setClockOffset: (ms: number) => void;
}

export const loadFunctionsClock = async (functionsDir: string): Promise<FunctionsClock> =>
  (await import(pathToFileURL(join(functionsDir, 'core', 'clock.ts')).href)) as FunctionsClock;

/** The name of the failing step the mail outage puts on the handlers' one SES client (functions/core/email/ses.ts). */
const MAIL_OUTAGE = 'testMailOutage';

const setMailOutage = async (functionsDir: string, down: boolean): Promise<void> => {
  const { sesClient } = (await import(pathToFileURL(join(functionsDir, 'core', 'email', 'ses.ts')).href)) as typeof SesModule;
  const stack = sesClient().middlewareStack;
  stack.remove(MAIL_OUTAGE);
  if (down) {
    stack.add(
      () => async () => {
        throw new Error('SES unavailable (test mail outage)');
      },
      { step: 'initialize', name: MAIL_OUTAGE },
    );
  }
};

export const createTestHooks = (
  functionsDir: string,
  runJobNow: (name: string) => Promise<unknown>,
  viewer?: { country: string },
  settleStreams?: () => Promise<boolean>,
  settleInvocations?: () => Promise<void>,
) => {
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const readJson = async (req: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : {};
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (req.method !== 'POST') return false;
    if (path === '/__test__/clock') {
      const { offsetMs } = (await readJson(req)) as { offsetMs?: unknown };
      if (typeof offsetMs !== 'number' || !Number.isFinite(offsetMs)) {
        send(res, 400, { error: { code: 'VALIDATION_FAILED', message: 'offsetMs must be a number' } });
        return true;
      }
      (await loadFunctionsClock(functionsDir)).setClockOffset(offsetMs);
      send(res, 200, { offsetMs });
      return true;
    }
    if (path === '/__test__/viewer-country' && viewer) {
      const { country } = (await readJson(req)) as { country?: unknown };
      if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) {
        send(res, 400, { error: { code: 'VALIDATION_FAILED', message: 'country must be two capital letters, e.g. DE' } });
        return true;
      }
      viewer.country = country;
      send(res, 200, { country });
      return true;
    }
    if (path === '/__test__/archive-part-bytes') {
      // The handlers run in this process and read the part size when they plan (functions/core/config.ts).
      const { bytes } = (await readJson(req)) as { bytes?: unknown };
      if (bytes !== null && (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 1)) {
        send(res, 400, { error: { code: 'VALIDATION_FAILED', message: 'bytes must be a positive integer or null' } });
        return true;
      }
      if (bytes === null) delete process.env.CANDID_ARCHIVE_PART_BYTES;
      else process.env.CANDID_ARCHIVE_PART_BYTES = String(bytes);
      send(res, 200, { bytes });
      return true;
    }
    if (path === '/__test__/mail-outage') {
      const { down } = (await readJson(req)) as { down?: unknown };
      if (typeof down !== 'boolean') {
        send(res, 400, { error: { code: 'VALIDATION_FAILED', message: 'down must be true or false' } });
        return true;
      }
      await setMailOutage(functionsDir, down);
      send(res, 200, { down });
      return true;
    }
    if (path === '/__test__/streams/settle' && settleStreams) {
      const settled = await settleStreams();
      send(res, settled ? 200 : 504, settled ? { settled } : { error: { code: 'STREAM_BEHIND', message: 'the stream handlers did not reach the marker within 30 s' } });
      return true;
    }
    if (path === '/__test__/invocations/settle' && settleInvocations) {
      await settleInvocations();
      send(res, 200, { settled: true });
      return true;
    }
    const job = /^\/__test__\/jobs\/([\w-]+)$/.exec(path);
    if (job?.[1]) {
      send(res, 200, { result: await runJobNow(job[1]) });
      return true;
    }
    return false;
  };
};
