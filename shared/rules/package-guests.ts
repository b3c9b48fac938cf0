import { MAX_PARTICIPANTS_MAX } from '../event-settings.js';
import { CUSTOM_ATTENDEES_MIN } from '../pricing/attendees.js';
import type { EventSize } from '../pricing/packages.js';

/** What an event package says about its size (the event's `package`, the pending order's eventSize). */
export interface GuestPackage {
  eventSize: EventSize;
  customAttendees?: number;
}

/** The large package's upper attendee bound (spec: large 300–1000). */
export const LARGE_PACKAGE_GUESTS = 1000;

/**
 * The highest Max Guests an event may have (spec section 5: 5 to 500): a large package raises it to 1000
 * and a custom one to its attendee count. A smaller package never lowers it ("exceeding the size of an
 * event package does not block the event").
 */
export const maxGuestsCeiling = (pkg?: GuestPackage | null): number => {
  if (pkg?.eventSize === 'large') return Math.max(MAX_PARTICIPANTS_MAX, LARGE_PACKAGE_GUESTS);
  if (pkg?.eventSize === 'custom') return Math.max(MAX_PARTICIPANTS_MAX, pkg.customAttendees ?? CUSTOM_ATTENDEES_MIN);
  return MAX_PARTICIPANTS_MAX;
};
