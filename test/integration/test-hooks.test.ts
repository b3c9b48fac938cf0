import { BatchGetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TABLE_NAME } from '../../infra/local/env.js';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { dynamoClient } from '../../infra/local/table.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { StaffPhotoPackageResponse } from '../../shared/schemas/staff-photos.js';
import { siteApi } from '../support/site-api.js';
import { staffAccountToken } from '../support/staff-accounts.js';

/** The local stack's test-only controls exist only when asked for, and really move the handlers' time. */
let hooked: LocalStack;

beforeAll(async () => {
  hooked = await startLocalStack({ inMemory: true, quiet: true, testHooks: true });
}, 60_000);
afterAll(async () => {
  await hooked?.stop();
});

const post = (base: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('local stack test hooks', () => {
  it('move the clock: six days later the free gallery is over and joining is refused', async () => {
    const site = hooked.urls.site;
    const created = (await (await post(site, '/api/events', { title: 'Clock', organizerName: 'Ana' })).json()) as { event: { code: string } };
    const code = created.event.code;
    try {
      expect((await post(site, '/__test__/clock', { offsetMs: 6 * 86_400_000 })).status).toBe(200);
      const late = await post(site, `/api/events/${code}/join`, { name: 'Late Guest' });
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: { code: string } }).error.code).toBe('EVENT_ENDED');
    } finally {
      await post(site, '/__test__/clock', { offsetMs: 0 });
    }
    expect((await post(site, `/api/events/${code}/join`, { name: 'On Time' })).status).toBe(200);
  });

  it('move the Stripe emulator with the handlers: five days later an order is created, paid through the emulator, and its signed webhook accepted', async () => {
    const { site, stripe } = hooked.urls;
    const asJson = async <T>(res: Response, status = 200): Promise<T> => {
      const text = await res.text();
      expect(res.status, text).toBe(status);
      return JSON.parse(text) as T;
    };
    const DAYS_5 = 5 * 86_400_000;
    try {
      expect((await post(site, '/__test__/clock', { offsetMs: DAYS_5 })).status).toBe(200);
      const { geoToken } = await asJson<{ geoToken: string }>(await fetch(`${site}/api/geo`));
      const q = quote({ kind: 'event_package', eventType: 'digital', eventSize: 'medium', addOns: [] }, 'RO');
      const created = await asJson<{ order: { id: string }; accessToken: string }>(
        await post(site, '/api/orders', {
          orderType: 'pre_event', eventTitle: 'Later', eventDate: '2031-06-12', productType: 'raw_archive',
          productDetails: { eventType: 'digital', eventSize: 'medium', selectedAddOns: [] },
          customerInfo: { name: 'Ana Pop', email: `later-${Date.now()}@example.com` },
          totalAmount: q.total, currency: q.currency, countryCode: 'RO', geoToken,
        }),
        201,
      );
      const orderUrl = `${site}/api/orders/${created.order.id}`;
      const headers = { 'x-order-token': created.accessToken };
      // The session's expires_at is the order's 24 h limit on the moved clock: the emulator must live there too.
      const session = await asJson<{ sessionId: string }>(await fetch(`${orderUrl}/checkout`, { method: 'POST', headers }));
      const acted = await asJson<{ kind: string }>(await post(stripe, `/_test/sessions/${session.sessionId}/act`, { action: 'pay' }));
      expect(acted.kind).toBe('redirect');
      expect((await post(stripe, '/_test/idle')).status).toBe(200);
      const log = await asJson<{ data: { id: string; type: string; created: number; data: { object: { id: string } } }[]; deliveries: { eventId: string; status: number }[] }>(await fetch(`${stripe}/_test/events`));
      const completed = log.data.find((e) => e.type === 'checkout.session.completed' && e.data.object.id === session.sessionId);
      expect(completed?.created).toBeGreaterThanOrEqual(Math.floor((Date.now() + DAYS_5) / 1000) - 60);
      // The webhook verified the signature's timestamp against the handlers' (moved) clock: accepted at once.
      expect(log.deliveries.filter((d) => d.eventId === completed?.id).map((d) => d.status)).toEqual([200]);
      const order = await asJson<{ order: { status: string } }>(await fetch(orderUrl, { headers }));
      expect(order.order.status).toBe('processing');
    } finally {
      await post(site, '/__test__/clock', { offsetMs: 0 });
    }
  });

  it('run a job on demand and refuse bad input', async () => {
    const res = await post(hooked.urls.site, '/__test__/jobs/end-due-events');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: { ended: [], failed: [], printsAsked: [], printsFailed: [], archivesMailed: [], archiveMailsFailed: [], shippedMailed: [], shippedMailsFailed: [], refundsAsked: [], refundsFailed: [], archiveBuildsRequested: [], archiveBuildsFailed: [] } });
    expect((await post(hooked.urls.site, '/__test__/clock', { offsetMs: 'soon' })).status).toBe(400);
  });

  it("a mail outage makes every send of the handlers' SES client fail until it is over; bad input is refused", async () => {
    const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    const { sesClient } = await import('../../functions/core/email/ses.js');
    const send = () =>
      sesClient().send(new SendEmailCommand({ FromEmailAddress: 'hello@candid.test', Destination: { ToAddresses: ['outage@example.com'] }, Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hi' } } } } }));
    try {
      expect((await post(hooked.urls.site, '/__test__/mail-outage', { down: true })).status).toBe(200);
      await expect(send()).rejects.toThrow('SES unavailable (test mail outage)');
      // Saying it twice leaves one failing step, and one "over" ends it.
      expect((await post(hooked.urls.site, '/__test__/mail-outage', { down: true })).status).toBe(200);
    } finally {
      expect((await post(hooked.urls.site, '/__test__/mail-outage', { down: false })).status).toBe(200);
    }
    await expect(send()).resolves.toBeDefined();
    expect((await post(hooked.urls.site, '/__test__/mail-outage', { down: 'yes' })).status).toBe(400);
  });

  it('settle the stream: once it answers, the staff totals the stream keeps include every event created before it', async () => {
    const site = hooked.urls.site;
    const ddb = dynamoClient(hooked.urls.dynamodb);
    // The totals are write-sharded (stats-keys.ts): the figure is the sum of the shards.
    const eventsCounted = async () => {
      const out = await ddb.send(new BatchGetItemCommand({ RequestItems: { [LOCAL_TABLE_NAME]: { Keys: ['STATS#events', ...Array.from({ length: 16 }, (_, i) => `STATS#events#${i}`)].map((pk) => ({ PK: { S: pk }, SK: { S: 'TOTALS' } })), ConsistentRead: true } } }));
      return (out.Responses?.[LOCAL_TABLE_NAME] ?? []).reduce((sum, i) => sum + Number(i.events?.N ?? 0), 0);
    };
    try {
      expect((await post(site, '/__test__/streams/settle')).status).toBe(200);
      const before = await eventsCounted();
      for (let i = 0; i < 3; i++) expect((await post(site, '/api/events', { title: `Settle ${i}`, organizerName: 'Ana' })).status).toBe(201);
      const settled = await post(site, '/__test__/streams/settle');
      expect(settled.status).toBe(200);
      expect(await settled.json()).toEqual({ settled: true });
      expect(await eventsCounted()).toBe(before + 3);
    } finally {
      ddb.destroy();
    }
  });

  it('settle the background jobs: once it answers, the photo-package job an archive started has finished', async () => {
    const { http } = siteApi(hooked.urls.site);
    const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Archived', organizerName: 'Ana' } });
    const code = created.event.code;
    await http('POST', `/api/events/${code}/end`, { token: created.creatorToken });
    // The stack runs in this process: its table and token secret are this environment's.
    const token = await staffAccountToken('hooks-admin@candid.test', 'admin');
    const archive = () => http<StaffPhotoPackageResponse>('POST', `/api/admin/events/${code}/photos/archive`, { token });
    expect(await archive()).toMatchObject({ photoStorage: 'archiving', continuing: true });
    const settled = await post(hooked.urls.site, '/__test__/invocations/settle');
    expect(settled.status).toBe(200);
    expect(await settled.json()).toEqual({ settled: true });
    // The move is over: archiving again answers as a repeat of a finished one (a move still under way is refused).
    expect(await archive()).toMatchObject({ photoStorage: 'archived', continuing: false });
  });

  it('move the viewer to another country (what CloudFront reports); a client header still changes nothing', async () => {
    const site = hooked.urls.site;
    const geo = async (headers: Record<string, string> = {}) => (await (await fetch(`${site}/api/geo`, { headers })).json()) as { country: string; currency: string };
    try {
      expect(await geo()).toMatchObject({ country: 'RO', currency: 'RON' });
      expect((await post(site, '/__test__/viewer-country', { country: 'DE' })).status).toBe(200);
      expect(await geo()).toMatchObject({ country: 'DE', currency: 'EUR' });
      expect(await geo({ 'CloudFront-Viewer-Country': 'RO' })).toMatchObject({ country: 'DE' });
      expect((await post(site, '/__test__/viewer-country', { country: 'de; drop' })).status).toBe(400);
    } finally {
      await post(site, '/__test__/viewer-country', { country: 'RO' });
    }
    expect(await geo()).toMatchObject({ country: 'RO' });
  });

  it('do not exist on a stack started without them', async () => {
    const plain = await startLocalStack({ inMemory: true, quiet: true });
    try {
      const res = await post(plain.urls.site, '/__test__/clock', { offsetMs: 1 });
      expect(res.status).not.toBe(200);
      expect((await post(plain.urls.site, '/__test__/viewer-country', { country: 'DE' })).status).not.toBe(200);
      expect((await post(plain.urls.site, '/__test__/streams/settle')).status).not.toBe(200);
      expect((await post(plain.urls.site, '/__test__/invocations/settle')).status).not.toBe(200);
    } finally {
      await plain.stop();
    }
  }, 60_000);
});
