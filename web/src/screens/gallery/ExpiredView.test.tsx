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
