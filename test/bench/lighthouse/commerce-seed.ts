import type { CreateOrderResponse } from '../../../shared/schemas/orders.js';
import type { StaffLoginResponse } from '../../../shared/schemas/staff.js';
import { packageOrderBody } from '../../support/package-order.js';

/** The pages of buyers and staff need something to show: an order to track, and a staff token for the dashboard. */
const json = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
};

/** A pending pre-event order, created the way /pricing does (the geo token and the server's own figures): its number. */
export const seedOrder = async (site: string): Promise<string> => {
  const geo = await json<{ country: string; geoToken: string }>(`${site}/api/geo`);
  const body = packageOrderBody({ eventType: 'personal', eventSize: 'medium', addOns: [] }, { email: 'bench@example.com', geoToken: geo.geoToken, country: geo.country });
  const created = await json<CreateOrderResponse>(`${site}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return created.order.orderNumber;
};

/** The staff token the dashboard keeps (web/src/staff/staffSession.ts), for the account the bench's stack created. */
export const staffToken = async (site: string, account: { email: string; password: string }): Promise<string> =>
  (await json<StaffLoginResponse>(`${site}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })).token;
