// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventView } from '../../testing/fixtures';
import { ExpiredView, photosKeptText } from './ExpiredView';

afterEach(cleanup);

const NOW = new Date('2027-07-01T12:00:00.000Z');

describe('photos kept until (DESIGN 15 retention; the spec is silent on the text)', () => {
  it('says until when the photos are kept, by the day', () => {
    expect(photosKeptText('2027-07-17T20:00:00.000Z', NOW)).toMatch(/^Photos are kept until .*2027$/);
  });

  it('says when they were deleted once that day has passed', () => {
    expect(photosKeptText('2027-06-17T20:00:00.000Z', NOW)).toMatch(/^Photos were deleted on .*2027$/);
  });

  it('says nothing when they are kept for good (archive or extension bought: no date) or the date is unreadable', () => {
    expect(photosKeptText(null, NOW)).toBeNull();
    expect(photosKeptText(undefined, NOW)).toBeNull();
    expect(photosKeptText('not a date', NOW)).toBeNull();
  });

  it('the expired screen shows it to organizer and guests alike', () => {
    const event = eventView({ status: 'completed', eventState: 'ended', galleryExpired: true, photosKeptUntil: '2999-01-01T00:00:00.000Z' });
    for (const organizer of [true, false]) {
      render(<ExpiredView event={event} expired organizer={organizer} backLabel="Back to Gallery" onBack={() => undefined} onPurchase={() => undefined} />);
      expect(screen.getByTestId('photos-kept-until').textContent).toMatch(/^Photos are kept until .*2999$/);
      cleanup();
    }
    render(<ExpiredView event={eventView({ galleryExpired: true, photosKeptUntil: null })} expired organizer backLabel="Back" onBack={() => undefined} onPurchase={() => undefined} />);
    expect(screen.queryByTestId('photos-kept-until')).toBeNull();
  });
});

describe('the expired screen knows what was bought (issue 28.6)', () => {
  const bought = { orderNumber: 'CND-270101-ABCDEFGH', productType: 'raw_archive' as const, status: 'completed' as const, downloadUrl: 'https://candid.example/api/downloads/tok', downloadExpiresAt: '2028-01-01T00:00:00.000Z' };

  it('shows the organizer the archive link and offers prints, not the archive again', () => {
    render(<ExpiredView event={eventView({ galleryExpired: true })} expired organizer boughtArchive={{ status: 'ready', archive: bought }} backLabel="Back" onBack={() => undefined} onPurchase={() => undefined} />);
    expect(screen.getByTestId('archive-download').getAttribute('href')).toBe(bought.downloadUrl);
    expect(screen.getByText('You bought the raw archive of this event (order CND-270101-ABCDEFGH).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase Photos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order Prints' })).toBeTruthy();
  });

  it('does not call a paid (extended) gallery free, and counts its real days', () => {
    for (const galleryExtensionDays of [7, undefined]) {
      const event = eventView({ createdAt: '2027-01-01T10:00:00.000Z', galleryExpiresAt: '2027-01-13T10:00:00.000Z', galleryExtensionDays, galleryExpired: false, status: 'completed', eventState: 'ended' });
      const { unmount } = render(<ExpiredView event={event} expired={false} organizer backLabel="Back" onBack={() => undefined} onPurchase={() => undefined} />);
      expect(screen.queryByText(/free/i)).toBeNull();
      expect(screen.getByTestId('gallery-expiry').textContent).toMatch(/^Gallery until /);
      expect(screen.getByText('12')).toBeTruthy();
      unmount();
    }
  });

  it('calls a gallery open past the free days only for a refund\'s grace free, not paid', () => {
    // The extension was refunded on day 6: its days came off, the gallery stays open 48 hours from the refund.
    const event = eventView({ createdAt: '2027-01-01T10:00:00.000Z', galleryExpiresAt: '2027-01-09T10:00:00.000Z', galleryExtensionDays: 0, galleryExpired: false, status: 'completed', eventState: 'ended' });
    render(<ExpiredView event={event} expired={false} organizer backLabel="Back" onBack={() => undefined} onPurchase={() => undefined} />);
    expect(screen.getByTestId('gallery-expiry').textContent).toMatch(/^Free gallery until /);
    expect(screen.getByText('Free gallery')).toBeTruthy();
  });
});

describe('one main action on the screen', () => {
  const archive = { orderNumber: 'CND-270101-ABCDEFGH', productType: 'raw_archive' as const, status: 'completed' as const, downloadExpiresAt: '2028-01-01T00:00:00.000Z' };
  const url = 'https://candid.example/api/downloads/tok';
  /** The names of the screen's main-style (primary) actions, and of the others. */
  const actions = () => {
    const all = [...document.querySelectorAll<HTMLElement>('main .btn')];
    const name = (el: HTMLElement) => el.textContent?.trim() ?? '';
    return { main: all.filter((el) => el.classList.contains('btn--primary')).map(name), others: all.filter((el) => !el.classList.contains('btn--primary')).map(name) };
  };
  const open = (props: Partial<Parameters<typeof ExpiredView>[0]>) =>
    render(<ExpiredView event={eventView({ galleryExpired: true, status: 'completed', eventState: 'ended' })} expired organizer backLabel="Back to Awards" onBack={() => undefined} onPurchase={() => undefined} {...props} />);

  it("the organizer's: Purchase Photos; the way back is secondary", () => {
    open({ boughtArchive: { status: 'ready', archive: null } });
    expect(actions()).toEqual({ main: ['Purchase Photos'], others: ['Back to Awards'] });
  });

  it('with the archive bought: its download (the first part of several); Order Prints and the way back are secondary', () => {
    open({ boughtArchive: { status: 'ready', archive: { ...archive, downloadUrl: url } } });
    expect(actions()).toEqual({ main: ['Download the archive'], others: ['Order Prints', 'Back to Awards'] });
    cleanup();
    open({ boughtArchive: { status: 'ready', archive: { ...archive, downloadUrl: url, downloadParts: [`${url}?part=1`, `${url}?part=2`] } } });
    expect(actions().main).toEqual(['Download part 1 of 2']);
    expect(actions().others).toEqual(['Download part 2 of 2', 'Order Prints', 'Back to Awards']);
  });

  it('with the archive still being prepared: Order Prints, the one thing to do meanwhile', () => {
    open({ boughtArchive: { status: 'ready', archive: { ...archive, downloadUrl: null, downloadExpiresAt: null } } });
    expect(actions()).toEqual({ main: ['Order Prints'], others: ['Back to Awards'] });
  });

  it("the organizer's, once the photos were deleted: nothing offered for sale, the way back is the one action", () => {
    render(
      <ExpiredView
        event={eventView({ galleryExpired: true, status: 'completed', eventState: 'ended', photosKeptUntil: '2020-01-01T00:00:00.000Z' })}
        expired
        organizer
        boughtArchive={{ status: 'ready', archive: null }}
        backLabel="Back to Awards"
        onBack={() => undefined}
        onPurchase={() => undefined}
      />,
    );
    expect(actions()).toEqual({ main: ['Back to Awards'], others: [] });
    expect(screen.getByRole('status').textContent).toBe('The photos of this event were deleted, so there is nothing left to buy.');
  });

  it("a guest's: the way back, the only action there is", () => {
    open({ organizer: false });
    expect(actions()).toEqual({ main: ['Back to Awards'], others: [] });
  });
});
