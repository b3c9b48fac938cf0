import type { EventView } from '#shared/schemas/events.js';

/**
 * The spec's view modes. "expired" is the expired gallery screen, which is also the organizer's purchase
 * choice; "purchase" is the post-event purchase screen and "confirmation" the purchase confirmation (both
 * the organizer's only).
 */
export const GALLERY_VIEWS = ['gallery', 'voting', 'awards', 'expired', 'purchase', 'confirmation'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];
/** 'challenges': the Challenges view (issue #33), a tab only when the event has challenges on. */
export type GalleryTab = 'mine' | 'all' | 'challenges';

/**
 * The view modes another screen renders (the page picks which): voting, the awards ceremony, and the
 * organizer's purchase screen and purchase confirmation.
 */
export type GalleryMode = 'voting' | 'awards' | 'purchase' | 'confirmation';

/** What a view mode needs from the gallery's live event: the participant, the event, and the way back. */
export interface GalleryModeContext {
  code: string;
  token: string;
  participantId: string;
  event: EventView;
  toGallery: () => void;
  /** The person whose gallery this is (a buyer comes back to it after paying). */
  userName: string;
  /** The expired view (the organizer's purchase choice): where the purchase screen's Back goes. */
  toExpired: () => void;
}
