import { DAY_MS, GALLERY_DAYS } from '#shared/constants.js';
import type { EventView } from '#shared/schemas/events.js';

/*
 * What the event's gallery is: how long it lasts and whether it was paid for. Its own module, as small
 * screens ask it too (the ended event home) without the expired screen's code.
 */

/** The gallery's days: 5 free, plus a bought extension (+7 or +30), as the event's expiry says. */
export function galleryDays(event: Pick<EventView, 'createdAt' | 'galleryExpiresAt'>): number {
  const days = Math.round((Date.parse(event.galleryExpiresAt) - Date.parse(event.createdAt)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : GALLERY_DAYS;
}

/**
 * A gallery someone paid for (a package, or an extension) is never called free; one open past the free days only
 * for a refund's grace is not called paid. An answer saved before the server sent the days: its length says.
 */
export function isPaidGallery(event: Pick<EventView, 'createdAt' | 'galleryExpiresAt' | 'package' | 'galleryExtensionDays'>): boolean {
  if (event.package !== undefined) return true;
  return event.galleryExtensionDays !== undefined ? event.galleryExtensionDays > 0 : galleryDays(event) > GALLERY_DAYS;
}
