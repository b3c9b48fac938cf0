// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffEvent, StaffEventDetails, StaffEventsPage } from '../../../../shared/schemas/staff-events';
import { staffMessages, staffScreenTexts } from '../../../../shared/staff-messages';
import { errorResponse, jsonResponse } from '../../testing/fixtures';
import EventsTab from '../tabs/EventsTab';
import { inRomanian } from '../../testing/inRomanian';

const event = (overrides: Partial<StaffEvent> = {}): StaffEvent => ({
  code: 'ABC123',
  title: 'Ana & Ion',
  eventType: 'wedding',
  maxParticipants: 50,
  photoCount: 0,
  hiddenCount: 0,
  participantCount: 0,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  organizerName: 'Ana',
  storageBytes: 0,
  photoStorage: 'standard',
  ...overrides,
});
const page = (events: StaffEvent[]): StaffEventsPage => ({ events, nextCursor: null, summary: { totalEvents: 7, activeEvents: 2, totalPhotos: 40, hiddenPhotos: 0 } });
const details = (e: StaffEvent): StaffEventDetails => ({ event: e, stats: { participants: 0, photos: 0, hiddenPhotos: 0, votes: 0, storageBytes: 1_572_864 }, photos: [], nextPhotosCursor: null, participants: [] });

/** Answers by "METHOD path" (query ignored); anything else is a 599. */
const stubApi = (routes: Record<string, () => Response>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    return routes[key]?.() ?? jsonResponse(599, { error: { code: 'UNEXPECTED', message: `unexpected ${key}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const LIST = 'GET /api/admin/events/list';
const renderTab = (role: 'admin' | 'support' = 'admin', onAuthFailure = vi.fn()) => {
  render(<EventsTab token="staff-tok" user={{ name: 'Sam', email: 'sam@candid.test', role }} onAuthFailure={onAuthFailure} goToTab={() => {}} />);
  return onAuthFailure;
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff Events tab', () => {
  it('shows the summary cards and the spec statuses; Copy Link and End only for open events', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, page([event(), event({ code: 'WAIT01', title: 'Later', status: 'waiting' }), event({ code: 'DONE01', title: 'Done', status: 'completed' })])) });
    renderTab();
    expect((await screen.findAllByText('Ana & Ion')).length).toBeGreaterThan(0);
    expect(screen.getByText('Total events').parentElement?.textContent).toBe('Total events7');
    expect(screen.getByText('Active events').parentElement?.textContent).toBe('Active events2');
    expect(screen.getByText('Total photos').parentElement?.textContent).toBe('Total photos40');
    for (const label of ['Active', 'Waiting', 'Completed']) expect(screen.getAllByText(label, { selector: '.status-pill' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'View Done (DONE01)' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'End Done (DONE01)' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Copy Link of Done (DONE01)' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'End Later (WAIT01)' }).length).toBeGreaterThan(0);
  });

  it('support staff see End disabled, with the reason', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, page([event()])) });
    renderTab('support');
    const [end] = await screen.findAllByRole('button', { name: 'End Ana & Ion (ABC123)' });
    expect((end as HTMLButtonElement).disabled).toBe(true);
    const note = document.getElementById(end?.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(/cannot end events/);
  });

  it("ends after the spec's confirmation; a failure says 'Failed to end event. Please try again.', a success 'Event ended successfully!'", async () => {
    let fail = true;
    stubApi({
      [LIST]: () => jsonResponse(200, page([event()])),
      'POST /api/admin/events/ABC123/end': () => (fail ? errorResponse(500, 'INTERNAL', 'Something went wrong.') : jsonResponse(200, { event: event({ status: 'completed' }) })),
    });
    renderTab();
    const user = userEvent.setup();
    const [end] = await screen.findAllByRole('button', { name: 'End Ana & Ion (ABC123)' });
    await user.click(end as HTMLElement);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(staffScreenTexts.endEventConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'End Event' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(staffScreenTexts.endEventFailed);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'End Event' }));
    expect(await screen.findByText(staffScreenTexts.eventEnded)).toBeTruthy();
    expect(screen.getAllByText('Completed', { selector: '.status-pill' }).length).toBeGreaterThan(0);
  });

  it('an ended event counts no more among the active ones, and leaves the Active filter', async () => {
    stubApi({
      [LIST]: () => jsonResponse(200, page([event(), event({ code: 'LIVE02', title: 'Still on' })])),
      'POST /api/admin/events/ABC123/end': () => jsonResponse(200, { event: event({ status: 'completed' }) }),
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: 'Filter events' })).getByRole('button', { name: 'Active' }));
    const [end] = await screen.findAllByRole('button', { name: 'End Ana & Ion (ABC123)' });
    await user.click(end as HTMLElement);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End Event' }));
    expect(await screen.findByText(staffScreenTexts.eventEnded)).toBeTruthy();
    expect(screen.getByText('Active events').parentElement?.textContent).toBe('Active events1');
    expect(screen.queryAllByText('Ana & Ion')).toHaveLength(0);
    expect(screen.getAllByText('Still on').length).toBeGreaterThan(0);
  });

  it("says 'Failed to load event details. Please try again.' when the details fail, and the empty states when there is nothing", async () => {
    let fail = true;
    stubApi({
      [LIST]: () => jsonResponse(200, page([event()])),
      'GET /api/admin/events/ABC123/details': () => (fail ? errorResponse(503, 'SERVICE_BUSY', 'Busy') : jsonResponse(200, details(event()))),
    });
    renderTab();
    const user = userEvent.setup();
    const [view] = await screen.findAllByRole('button', { name: 'View Ana & Ion (ABC123)' });
    await user.click(view as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(staffScreenTexts.eventDetailsFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No participants yet')).toBeTruthy();
    expect(screen.getByText('No polaroid photos available')).toBeTruthy();
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'RAW (0)' }));
    expect(screen.getByText('No raw photos available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download All' }));
    expect(await screen.findByText('No RAW photos available for download')).toBeTruthy();
  });

  it('a 401 hands the session back to the shell', async () => {
    stubApi({ [LIST]: () => errorResponse(401, 'STAFF_SESSION_INVALID', staffMessages.STAFF_SESSION_INVALID) });
    const onAuthFailure = renderTab();
    await vi.waitFor(() => expect(onAuthFailure).toHaveBeenCalledWith(staffMessages.STAFF_SESSION_INVALID));
  });
});

describe('staff Events tab, Load more', () => {
  it('a Load more answered after the filter changed is dropped: the new list shows only its own events', async () => {
    let answerMore: (r: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('cursor')) return new Promise<Response>((resolve) => (answerMore = resolve));
      if (url.searchParams.get('filter') === 'active') return jsonResponse(200, page([event({ code: 'ACT001', title: 'Running party' })]));
      return jsonResponse(200, { ...page([event({ code: 'ALL001', title: 'First of all' })]), nextCursor: 'c1' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderTab();
    expect((await screen.findAllByText('First of all')).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // While the next page of "All" is on its way, the filter changes to Active.
    await user.click(within(screen.getByRole('group', { name: 'Filter events' })).getByRole('button', { name: 'Active' }));
    expect((await screen.findAllByText('Running party')).length).toBeGreaterThan(0);
    // The stale page answers; one macrotask turn lets everything its answer starts (all promise work) run.
    await act(async () => {
      answerMore(jsonResponse(200, page([event({ code: 'OLD001', title: 'Old finished one', status: 'completed' })])));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.queryAllByText('Old finished one')).toEqual([]);
    expect(screen.queryAllByText('First of all')).toEqual([]);
  });
});

describe('staff Events tab in Romanian', () => {
  inRomanian();

  it('summary, statuses, event types, dates and numbers in Romanian; the details modal too', async () => {
    stubApi({
      [LIST]: () => jsonResponse(200, { ...page([event({ maxParticipants: 1500 }), event({ code: 'DONE01', title: 'Gata', status: 'completed', eventType: 'birthday' })]), summary: { totalEvents: 1234, activeEvents: 2, totalPhotos: 40 } }),
      'GET /api/admin/events/ABC123/details': () => jsonResponse(200, details(event())),
    });
    renderTab();
    expect((await screen.findAllByText('Ana & Ion')).length).toBeGreaterThan(0);
    expect(screen.getByText('Total evenimente').parentElement?.textContent).toBe('Total evenimente1.234');
    expect(screen.getByText('Evenimente active')).toBeTruthy();
    expect(screen.getAllByText('Activ', { selector: '.status-pill' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Încheiat', { selector: '.status-pill' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nuntă').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Zi de naștere').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1.500').length).toBeGreaterThan(0);
    expect(screen.getAllByText('20 nov. 2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Filtrează evenimentele' }).textContent).toBe('ToateActiveExpirate');
    const user = userEvent.setup();
    const [view] = await screen.findAllByRole('button', { name: 'Vezi Ana & Ion (ABC123)' });
    await user.click(view as HTMLElement);
    expect(await screen.findByText('Încă nu există participanți')).toBeTruthy();
    expect(screen.getByText('1,5 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descarcă tot' }));
    expect(await screen.findByText('Nu există fotografii POLAROID de descărcat')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Total events|Active events|Wedding|Birthday|No participants yet|Download All|Copy Link/);
  });
});
