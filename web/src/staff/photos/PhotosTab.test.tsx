// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import { staffMessages } from '../../../../shared/staff-messages';
import { errorResponse, fakeApi, jsonResponse } from '../../testing/fixtures';
import PhotosTab from '../tabs/PhotosTab';

const LIST = 'GET /api/admin/events/list?filter=all&limit=100';
const event = (code: string, title: string, patch: Partial<StaffEvent> = {}): StaffEvent => ({
  code,
  title,
  eventType: 'wedding',
  maxParticipants: 20,
  photoCount: 2,
  hiddenCount: 0,
  participantCount: 2,
  status: 'completed',
  createdAt: '2026-01-01T10:00:00.000Z',
  organizerName: 'Ana',
  storageBytes: 760_000,
  photoStorage: 'standard',
  ...patch,
});
const page = (events: StaffEvent[]) => jsonResponse(200, { events, nextCursor: null, summary: { totalEvents: events.length, activeEvents: 0, totalPhotos: 0 } });

const renderTab = (role: 'admin' | 'support' = 'admin') => {
  const onAuthFailure = vi.fn();
  render(<PhotosTab token="t" user={{ name: 'Ana', email: 'ana@candid.test', role }} onAuthFailure={onAuthFailure} goToTab={() => {}} />);
  return { onAuthFailure };
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhotosTab', () => {
  it("says 'Failed to fetch event packages' when the list fails", async () => {
    vi.stubGlobal('fetch', fakeApi({ [LIST]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The service is busy.') }));
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch event packages. The service is busy.');
  });

  it("a refused archive says 'Failed to archive photo package' with the server's reason, in the dialog", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [LIST]: () => page([event('AAAAAA', 'Nunta')]),
        'POST /api/admin/events/AAAAAA/photos/archive': () => errorResponse(409, 'PHOTO_STORAGE_BUSY', staffMessages.PHOTO_STORAGE_BUSY),
      }),
    );
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Nunta' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive', hidden: true }));
    await waitFor(() => expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe(`Failed to archive photo package. ${staffMessages.PHOTO_STORAGE_BUSY}`));
  });

  it('support staff get no Archive, Restore or Delete buttons (admin role only, issue 27)', async () => {
    vi.stubGlobal('fetch', fakeApi({ [LIST]: () => page([event('AAAAAA', 'Nunta')]) }));
    renderTab('support');
    await screen.findByRole('button', { name: 'View photos of Nunta' });
    for (const name of ['Archive Nunta', 'Restore Nunta', 'Delete Nunta']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('a 401 hands over to the shell (back to the login)', async () => {
    vi.stubGlobal('fetch', fakeApi({ [LIST]: () => errorResponse(401, 'STAFF_SESSION_INVALID', 'Your staff session has ended. Please sign in again.') }));
    const { onAuthFailure } = renderTab();
    await waitFor(() => expect(onAuthFailure).toHaveBeenCalledWith('Your staff session has ended. Please sign in again.'));
  });
});
