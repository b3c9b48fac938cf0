import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Checkout, PAGE_ACTIONS, type ActOutcome, type PageAction, type ShippingInput } from './checkout.js';
import { STRIPE_ERROR_TYPES, StripeApiError, idempotencyMismatch, invalidApiKey, type StripeErrorType } from './errors.js';
import { canonicalForm, list, parseForm, type FormObject } from './form.js';
import { renderPage } from './page.js';
import { Store, type StripeEvent } from './store.js';
import { EMULATOR_API_VERSION, WebhookSender, type DeliveryAttempt, type ReleaseOrder } from './webhooks.js';

export interface StripeEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Host name in hosted-page URLs (the LAN address when phones must reach it). @default 127.0.0.1 */
  pageHost?: string;
  /** The key the API accepts (`Authorization: Bearer …`). @default 'sk_test_candid_local' */
  secretKey?: string;
  /** What events are signed with. @default a random `whsec_…` */
  webhookSecret?: string;
  /** Where events are POSTed; can be set later with `setWebhookUrl`. */
  webhookUrl?: string;
  /** Delay before "Pay later" settles. @default 3000 */
  asyncDelayMs?: number;
  /** Webhook retries: attempts in all and the first backoff (doubling). @default 5, 500 */
  maxAttempts?: number;
  backoffMs?: number;
  quiet?: boolean;
  /**
   * The emulator's "now" (epoch ms). The local stack passes the functions' adjustable test clock
   * (functions/core/clock.ts) so `/__test__/clock` moves both. @default Date.now
   */
  now?: () => number;
}

/** A Stripe error the next API request(s) answer instead of doing anything (test-only failure injection). */
export interface InjectedFailure {
  /** HTTP status, as Stripe would send it (400, 401, 402, 429, 500…). */
  status: number;
  type: StripeErrorType;
  code?: string;
  message?: string;
  /** How many requests fail this way. @default 1 */
  times?: number;
  /**
   * The failure happens after the request started executing, so it is kept under the request's
   * Idempotency-Key and replayed to the same key for 24 h, as Stripe does with its 500s. @default false
   * (the request is refused before anything ran: nothing is kept, as for a 429)
   */
  stored?: boolean;
}

/** The in-process control API for tests (the same as the HTTP `/_test/…` routes). */
export interface StripeEmulator {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Environment for functions/core/payments/stripe-client.ts. */
  env: Record<string, string>;
  setWebhookUrl(url: string | undefined): void;
  events(): StripeEvent[];
  deliveries(): DeliveryAttempt[];
  redeliver(eventId: string, times?: number): Promise<void>;
  holdDeliveries(): void;
  releaseDeliveries(order?: ReleaseOrder): Promise<void>;
  /** Waits until every scheduled settlement, delivery and retry is done. */
  idle(): Promise<void>;
  /** Moves the emulator clock forward and expires sessions past `expires_at`. */
  advanceClock(seconds: number): void;
  /** The next `times` API requests (any endpoint) answer this Stripe error. */
  failNext(failure: InjectedFailure): void;
  /** The next refund created fails after it was accepted (refund.updated and refund.failed, `failure_reason`). @default 'expired_or_canceled_card' */
  failNextRefund(reason?: string): void;
  /** Presses a hosted-page button. */
  act(sessionId: string, action: PageAction, shipping?: ShippingInput): ActOutcome;
  stop(): Promise<void>;
}

/** How long Stripe keeps an idempotency key's result ("keys … at least 24 hours old" may be pruned; the emulator prunes at 24 h). */
const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sendJson = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', 'stripe-version': EMULATOR_API_VERSION, 'request-id': `req_${randomBytes(8).toString('hex')}`, ...headers });
  res.end(body);
};

const shippingFrom = (f: FormObject): ShippingInput => {
  const v = (k: string): string => (typeof f[k] === 'string' ? f[k] : '');
  return { name: v('name'), line1: v('line1'), line2: v('line2'), city: v('city'), postal_code: v('postal_code'), country: v('country') };
};

export const startStripeEmulator = async (options: StripeEmulatorOptions = {}): Promise<StripeEmulator> => {
  const secretKey = options.secretKey ?? 'sk_test_candid_local';
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const store = new Store(options.now);
  const webhooks = new WebhookSender({
    secret: webhookSecret,
    now: () => store.nowMs(),
    ...(options.webhookUrl ? { url: options.webhookUrl } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    ...(options.backoffMs !== undefined ? { backoffMs: options.backoffMs } : {}),
    ...(options.quiet ? { quiet: true } : {}),
  });
  let base = '';
  const checkout = new Checkout(store, webhooks, (id) => `${base}/pay/${id}`, options.asyncDelayMs ?? 3000);

  /** The Stripe API proper (authentication and idempotency are handled around it, in handleApi). */
  const routes: [string, RegExp, (id: string, form: FormObject, expand: string[]) => object][] = [
    ['POST', /^\/v1\/checkout\/sessions$/, (_, form, expand) => checkout.view(checkout.createSession(form), expand)],
    ['GET', /^\/v1\/checkout\/sessions\/(\w+)$/, (id, _, expand) => checkout.view(checkout.session(id), expand)],
    ['POST', /^\/v1\/checkout\/sessions\/(\w+)\/expire$/, (id, _, expand) => checkout.view(checkout.expire(id), expand)],
    ['POST', /^\/v1\/refunds$/, (_, form) => checkout.createRefund(form)],
    ['GET', /^\/v1\/refunds\/(\w+)$/, (id) => checkout.refund(id)],
    ['GET', /^\/v1\/payment_intents\/(\w+)$/, (id) => checkout.paymentIntent(id)],
  ];
  const api = (method: string, path: string, form: FormObject, query: FormObject): object => {
    const expand = list(method === 'GET' ? query : form, 'expand').filter((e): e is string => typeof e === 'string');
    for (const [m, re, run] of routes) {
      const match = method === m ? re.exec(path) : null;
      if (match) return run(match[1] ?? '', form, expand);
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  const failures: InjectedFailure[] = [];
  const handleApi = (req: IncomingMessage, res: ServerResponse, url: URL, raw: string): void => {
    const injected = (): StripeApiError | undefined => {
      const failure = failures[0];
      if (!failure) return undefined;
      failure.times = (failure.times ?? 1) - 1;
      if (failure.times <= 0) failures.shift();
      return new StripeApiError(failure.status, failure.type, failure.message ?? `Injected ${failure.type}.`, undefined, failure.code);
    };
    if (failures[0] && !failures[0].stored) throw injected();
    const auth = req.headers.authorization ?? '';
    const key = auth.replace(/^Bearer\s+/i, '');
    if (key !== secretKey) throw invalidApiKey(key);
    const idemKey = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const fingerprint = `${req.method} ${url.pathname} ${canonicalForm(raw)}`;
    if (typeof idemKey === 'string') {
      const kept = store.idempotent.get(idemKey);
      // Stripe prunes a key once it is 24 hours old: the same request then runs again.
      const seen = kept && store.nowMs() - kept.atMs < IDEMPOTENCY_WINDOW_MS ? kept : undefined;
      if (seen && seen.fingerprint !== fingerprint) throw idempotencyMismatch(idemKey);
      if (seen) return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true', 'idempotency-key': idemKey });
    }
    const execute = (): { status: number; body: string } => {
      try {
        return { status: 200, body: JSON.stringify(api(req.method ?? 'GET', url.pathname, parseForm(raw), parseForm(url.search.slice(1)))) };
      } catch (err) {
        // Validation errors are not remembered under the key (Stripe keeps only results that started executing).
        if (err instanceof StripeApiError && err.status < 500) throw err;
        return { status: 500, body: JSON.stringify(new StripeApiError(500, 'api_error', (err as Error).message).body) };
      }
    };
    // An injected failure that "started executing" is answered and kept under the key, as Stripe keeps its 500s.
    const stored = failures[0]?.stored ? injected() : undefined;
    const { status, body } = stored ? { status: stored.status, body: JSON.stringify(stored.body) } : execute();
    if (typeof idemKey === 'string') store.idempotent.set(idemKey, { fingerprint, status, body, atMs: store.nowMs() });
    sendJson(res, status, body, typeof idemKey === 'string' ? { 'idempotency-key': idemKey } : {});
  };

  const sendPage = (res: ServerResponse, sessionId: string, outcome?: ActOutcome): void => {
    if (outcome?.kind === 'redirect') {
      res.writeHead(303, { location: outcome.location });
      res.end();
      return;
    }
    const s = checkout.session(sessionId);
    const message = outcome?.message ?? (s.status === 'open' ? undefined : s.status === 'expired' ? 'This checkout session has expired.' : 'This checkout session is already complete.');
    res.writeHead(outcome?.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *", 'cache-control': 'no-store' });
    res.end(renderPage(s, store.lineItems.get(s.id) ?? [], message));
  };

  const control: Omit<StripeEmulator, 'url' | 'env' | 'stop'> = {
    secretKey,
    webhookSecret,
    setWebhookUrl: (u) => void (webhooks.url = u),
    events: () => [...webhooks.events],
    deliveries: () => [...webhooks.attempts],
    redeliver: (id, times = 1) => webhooks.redeliver(id, times),
    holdDeliveries: () => webhooks.hold(),
    releaseDeliveries: (order) => webhooks.release(order),
    idle: async () => {
      await checkout.settled();
      await webhooks.idle();
    },
    advanceClock: (seconds) => {
      store.advance(seconds);
      checkout.sweepExpired();
    },
    failNext: (failure) => void failures.push({ ...failure }),
    failNextRefund: (reason = 'expired_or_canceled_card') => checkout.failNextRefund(reason),
    act: (id, action, shipping) => checkout.act(id, action, shipping),
  };

  /** Test-only controls over HTTP (JSON in, JSON out), for tests that run the stack in another process. */
  const handleTest = async (method: string, path: string, raw: string, res: ServerResponse): Promise<void> => {
    const body = (raw ? JSON.parse(raw) : {}) as { times?: number; order?: ReleaseOrder; seconds?: number; action?: PageAction; shipping?: ShippingInput; url?: string; status?: number; type?: StripeErrorType; code?: string; message?: string; reason?: string; stored?: boolean };
    const [, , what, id, verb] = path.split('/'); // /_test/<what>/<id>/<verb>
    const ok = (v: unknown = { ok: true }): void => sendJson(res, 200, JSON.stringify(v));
    if (method === 'GET' && what === 'events') return ok({ data: control.events(), deliveries: control.deliveries() });
    if (method === 'POST' && what === 'events' && id && verb === 'redeliver') return ok(await control.redeliver(id, body.times ?? 1).then(() => ({ ok: true })));
    if (method === 'POST' && what === 'deliveries' && id === 'hold') return ok(control.holdDeliveries());
    if (method === 'POST' && what === 'deliveries' && id === 'release') return ok(await control.releaseDeliveries(body.order ?? 'fifo').then(() => ({ ok: true })));
    if (method === 'POST' && what === 'idle') return ok(await control.idle().then(() => ({ ok: true })));
    if (method === 'POST' && what === 'clock') return ok(control.advanceClock(Number(body.seconds ?? 0)));
    if (method === 'POST' && what === 'webhook-url') return ok(control.setWebhookUrl(body.url));
    if (method === 'POST' && what === 'fail-next' && body.type && STRIPE_ERROR_TYPES.includes(body.type) && Number.isInteger(body.status))
      return ok(control.failNext({ status: Number(body.status), type: body.type, ...(body.code ? { code: body.code } : {}), ...(body.message ? { message: body.message } : {}), times: body.times ?? 1, stored: body.stored === true }));
    if (method === 'POST' && what === 'refunds' && id === 'fail-next') return ok(control.failNextRefund(body.reason));
    if (method === 'POST' && what === 'sessions' && id && verb === 'act' && body.action && PAGE_ACTIONS.includes(body.action)) return ok(control.act(id, body.action, body.shipping));
    sendJson(res, 404, JSON.stringify({ error: { type: 'invalid_request_error', message: `Unknown test control ${method} ${path}` } }));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = req.method ?? 'GET';
    readBody(req)
      .then(async (raw) => {
        // The clock may have jumped (a test clock) since the last sweep: nothing is read or paid past its expiry.
        checkout.sweepExpired();
        if (url.pathname.startsWith('/v1/')) return handleApi(req, res, url, raw);
        const page = /^\/pay\/([\w]+)$/.exec(url.pathname);
        if (page?.[1] && method === 'GET') return sendPage(res, page[1]);
        if (page?.[1] && method === 'POST') {
          const form = parseForm(raw);
          const action = typeof form.action === 'string' && (PAGE_ACTIONS as readonly string[]).includes(form.action) ? (form.action as PageAction) : 'pay';
          return sendPage(res, page[1], checkout.act(page[1], action, shippingFrom(form)));
        }
        if (url.pathname.startsWith('/_test/')) return handleTest(method, url.pathname, raw, res);
        throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
      })
      .catch((err: unknown) => {
        const e = err instanceof StripeApiError ? err : new StripeApiError(500, 'api_error', 'The emulator failed; see its log.');
        if (!(err instanceof StripeApiError) && !options.quiet) console.error('[stripe]', err);
        if (!res.headersSent) sendJson(res, e.status, JSON.stringify(e.body));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  base = `http://${options.pageHost ?? '127.0.0.1'}:${port}`;
  // Sessions also expire on their own, as the real clock passes expires_at.
  const sweeper = setInterval(() => checkout.sweepExpired(), 1000);
  sweeper.unref();

  return {
    ...control,
    url: base,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    stop: async () => {
      clearInterval(sweeper);
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};
