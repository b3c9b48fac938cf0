// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCreator, toStoredCreator } from '../model/creator/creatorStore';
import { currentSession, listSessions, saveSession } from '../model/session/sessionStore';
import { readOrganizerSession, saveOrganizerSession } from './organizerSession';
import { resetShadowForTests } from '../storage/deviceStorage';
import { eventView, fakeApi, jsonResponse } from '../testing/fixtures';
import { OrganizerEventScreen } from './OrganizerEventScreen';

const EVENT = eventView({ code: 'BBB222', title: 'Second wedding' });

const session = (code: string, participantId: string, userName: string, creator: boolean) =>
  saveSession({ eventId: `e-${code}`, eventCode: code, participantId, userName, eventTitle: code, token: `tok-${participantId}`, creator });

/** The admin route reports which session the admin screen would open with (EventAdminScreen reads the current one). */
function AdminProbe() {
  const s = currentSession();
  return <p data-testid="admin-session">{s ? `${s.eventCode}/${s.participantId}` : 'none'}</p>;
}

const renderEvent = () =>
  render(
    <MemoryRouter initialEntries={['/event/BBB222']}>
      <Routes>
        <Route path="/event/BBB222" element={<OrganizerEventScreen code="BBB222" />} />
        <Route path="/event-admin" element={<AdminProbe />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/BBB222': () => jsonResponse(200, EVENT) }));
  saveCreator(toStoredCreator({ event: EVENT, creatorToken: 'tok-creator-b' }, ''));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // What a refusing storage kept in the page's memory instead.
  resetShadowForTests();
});

describe("the organizer's event view: Event Admin opens the admin screen as this event's creator", () => {
  it('when this phone was last in another event, Event Admin switches to the creator session of this one', async () => {
    session('BBB222', 'p-ana-b', 'Ana', true);
    // Entered another event since: the current session is that one's.
    session('AAA111', 'p-ana-a', 'Ana', true);
    renderEvent();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Event Admin' }));
    expect(screen.getByTestId('admin-session').textContent).toBe('BBB222/p-ana-b');
  });

  it("a phone that was only a guest of the event is asked to enter as the organizer, not offered an Event Admin that says Access Denied", async () => {
    session('BBB222', 'p-ion', 'Ion', false);
    renderEvent();
    expect(await screen.findByText('This phone can manage the event. Enter it with your name to open it here.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Event Admin' })).toBeNull();
  });
});

describe("'Sign out other phones' on the organizer's event view", () => {
  it("asks first, then keeps the new credential and drops this phone's own creator session (issued before): the organizer enters again", async () => {
    saveOrganizerSession({ token: 'org-token', organizer: { email: 'ana@example.com' } });
    session('BBB222', 'p-ana-b', 'Ana', true);
    session('BBB222', 'p-ion', 'Ion', false);
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/BBB222': () => jsonResponse(200, EVENT),
        'POST /api/organizer/events/BBB222/manage': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(200, { event: EVENT, creatorToken: 'tok-creator-new', organizerSession: { token: 'org-token-new', expiresAt: '2026-12-01T00:00:00.000Z' } });
        },
      }),
    );
    renderEvent();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out other phones' }));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Other phones were signed out. Only this phone manages the event now.')).toBeTruthy();
    expect(bodies).toEqual([{ signOutOtherPhones: true }]);
    expect(JSON.parse(localStorage.getItem('candid:creator:BBB222') ?? '{}')).toMatchObject({ creatorToken: 'tok-creator-new' });
    // The portal sessions on other phones ended too: this phone keeps the new one the answer gave it.
    expect(readOrganizerSession()).toEqual({ token: 'org-token-new', organizer: { email: 'ana@example.com' } });
    // The guest session of this phone is not the organizer's: it stays.
    expect(listSessions('BBB222').map((s) => s.participantId)).toEqual(['p-ion']);
    expect(await screen.findByText('This phone can manage the event. Enter it with your name to open it here.')).toBeTruthy();
  });

  /** A signed-in organizer opens the event; the sign-out is answered with `extra` on top of the new credentials. */
  const openSignOut = async (extra: Record<string, unknown> = {}) => {
    saveOrganizerSession({ token: 'org-token', organizer: { email: 'ana@example.com' } });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/BBB222': () => jsonResponse(200, EVENT),
        'POST /api/organizer/events/BBB222/manage': () =>
          jsonResponse(200, { event: EVENT, creatorToken: 'tok-creator-new', organizerSession: { token: 'org-token-new', expiresAt: '2026-12-01T00:00:00.000Z' }, ...extra }),
      }),
    );
    renderEvent();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out other phones' }));
    return user;
  };

  it('says so when the live wall links could not be revoked with the phones, and where to revoke them', async () => {
    const user = await openSignOut({ wallLinksRevoked: false });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Other phones were signed out. Only this phone manages the event now.')).toBeTruthy();
    expect(await screen.findByText('Live wall links could not be revoked. Use Revoke wall link on the event screen.')).toBeTruthy();
  });

  it("a phone that refuses to store the new credential is not told it alone manages the event now: only why, and to try again", async () => {
    const user = await openSignOut();
    // Private browsing with storage full, or storage turned off between the load and the tap.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('This phone refused to store the event. Allow storage and try again.')).toBeTruthy();
    expect(screen.queryByText('Other phones were signed out. Only this phone manages the event now.')).toBeNull();
  });

  it('is not offered without an organizer session (the portal signs the others out)', async () => {
    renderEvent();
    await screen.findByRole('heading', { level: 1, name: 'Second wedding' });
    expect(screen.queryByRole('button', { name: 'Sign out other phones' })).toBeNull();
  });
});
