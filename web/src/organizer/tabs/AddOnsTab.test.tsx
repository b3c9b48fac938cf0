// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganizerEvent } from '../../../../shared/schemas/organizer';
import { fakeApi, jsonResponse } from '../../testing/fixtures';
import { AddOnsTab } from './AddOnsTab';
import type { OrganizerData } from './organizerTab';
import { restoreFromBackForwardCache } from '../../testing/backForwardCache';

const EVENT: OrganizerEvent = {
  id: 'e1',
  code: 'ABC123',
  title: 'Ana & Dan',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  galleryExpiresAt: '2026-11-25T10:00:00.000Z',
  package: { eventType: 'digital', eventSize: 'small' },
  canExtendGallery: true,
  stats: { participants: 3, photos: 12, orders: 1, totalSpent: 5900 },
  orders: [],
};
const DATA = { summary: { totalEvents: 1, activeEvents: 1, completedEvents: 0, totalOrders: 1, totalSpent: 5900 }, events: [EVENT], unlinkedOrders: [], otherOrders: [] } as unknown as OrganizerData;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the organizer's Add-ons tab", () => {
  it('coming back from Stripe through the back/forward cache ends "Opening checkout..."', async () => {
    // jsdom does not navigate: location.assign only reports it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/geo': () => jsonResponse(200, { country: 'RO', currency: 'RON', geoToken: 'geo-RO' }),
      'POST /api/organizer/events/ABC123/gallery-extension': () => jsonResponse(201, { success: true, order: { id: 'o1', orderNumber: 'CND-1' }, accessToken: 'tok-order' }),
      'POST /api/orders/o1/checkout': () => jsonResponse(200, { url: 'https://stripe.example/pay/cs_1' }),
    });
    vi.stubGlobal('fetch', api);
    render(<AddOnsTab token="tok-organizer" data={DATA} reload={vi.fn()} onAuthFailure={vi.fn()} goToTab={vi.fn()} />);
    const seven = await screen.findByRole<HTMLButtonElement>('button', { name: /Gallery extension \+7 days · / });
    await userEvent.click(seven);
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/orders/o1/checkout', expect.anything()));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Opening checkout...' }).disabled).toBe(true);
    restoreFromBackForwardCache();
    expect(screen.queryByRole('button', { name: 'Opening checkout...' })).toBeNull();
    for (const button of screen.getAllByRole<HTMLButtonElement>('button', { name: /Gallery extension/ })) expect(button.disabled).toBe(false);
  });
});
