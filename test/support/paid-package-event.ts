import { expect } from 'vitest';
import type { AddOnId } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { OrderResponse } from '../../shared/schemas/orders.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { siteApi } from './site-api.js';
import { payThroughEmulator } from './staff-browser.js';

let seq = 0;

/**
 * A digital medium package with `addOns`, ordered as /pricing orders it and paid on the Stripe emulator, linked
 * to a new started event titled `title`; the organizer has entered it as a guest with the creator credential.
 */
export async function paidPackageEvent(
  urls: { site: string; stripe: string },
  addOns: AddOnId[],
  title: string,
): Promise<{ code: string; creatorToken: string; organizer: SessionResponse }> {
  const { http: api, createPackageOrder } = siteApi(urls.site);
  const email = `package-${Date.now()}-${++seq}@example.com`;
  const order = await createPackageOrder({ eventType: 'digital', eventSize: 'medium', addOns }, { name: 'Ana Pop', email });
  await payThroughEmulator(urls, { id: order.order.id, accessToken: order.accessToken });
  const status = async () => (await api<OrderResponse>('GET', `/api/orders/${order.order.id}`, { orderToken: order.accessToken })).order.status;
  await expect.poll(status, { timeout: 15_000 }).toBe('processing');
  const ev = await api<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Ana Pop' } });
  await api('POST', '/api/link-order', { token: ev.creatorToken, orderToken: order.accessToken, body: { orderId: order.order.id, eventId: ev.event.id, customerEmail: email } });
  const code = ev.event.code;
  const organizer = await api<SessionResponse>('POST', `/api/events/${code}/join`, { token: ev.creatorToken, body: { name: 'Ana Pop' } });
  await api('POST', `/api/events/${code}/start`, { token: ev.creatorToken, body: {} });
  return { code, creatorToken: ev.creatorToken, organizer };
}
