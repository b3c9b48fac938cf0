// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, eventView, fakeApi, jsonResponse } from '../testing/fixtures';
import { inRomanian } from '../testing/inRomanian';
import { OrganizerCsvExport } from './OrganizerCsvExport';
import { ORGANIZER_TOKEN_KEY } from './organizerSession';

const PAID = eventView({ package: { eventType: 'digital', eventSize: 'small' }, addOns: ['export_csv'] });

const renderExport = (event = PAID) =>
  render(
    <MemoryRouter>
      <OrganizerCsvExport event={event} />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the organizer portal’s CSV export', () => {
  it('shows nothing to a phone without an organizer session', () => {
    renderExport();
    expect(screen.queryByRole('heading', { name: 'CSV export' })).toBeNull();
  });

  it('downloads with the creator credential the organizer token gets; a refusal says the server’s reason', async () => {
    localStorage.setItem(ORGANIZER_TOKEN_KEY, 'tok-organizer');
    let answer = () => jsonResponse(200, { event: PAID, creatorToken: 'tok-creator' });
    const api = fakeApi({
      'POST /api/organizer/events/ABC123/manage': () => answer(),
      'GET /api/events/ABC123/export': () => jsonResponse(200, { fileName: 'Ana & Dan-ABC123.csv', csv: '\uFEFFPhoto ID\r\n' }),
    });
    vi.stubGlobal('fetch', api);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderExport();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded Ana & Dan-ABC123.csv.')).toBeTruthy();
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok-organizer');
    expect(new Headers(api.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer tok-creator');
    // The credential is not kept on this phone (it is not 'Manage on this phone').
    expect(Object.keys(localStorage).filter((k) => k.startsWith('candid:creator'))).toEqual([]);
    expect(click).toHaveBeenCalledOnce();
    answer = () => errorResponse(403, 'ORGANIZER_EVENT_NOT_YOURS', 'This event is not one of yours.');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This event is not one of yours.');
    click.mockRestore();
  });

  describe('in Romanian', () => {
    inRomanian();
    it('an event without the add-on says it is part of a package, with the packages link', () => {
      localStorage.setItem(ORGANIZER_TOKEN_KEY, 'tok-organizer');
      renderExport(eventView());
      expect(screen.getByText('Exportul CSV face parte dintr-un pachet digital.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Vezi pachetele' }).getAttribute('href')).toBe('/pricing');
    });
  });
});
