import { joinMessages } from './join-messages.js';

/**
 * The guest flow's error catalogue (event-flow spec section 8, form rules of section 5) and the API's generic
 * answers, keyed by the stable machine code the API returns. Texts are the spec's, word for word; entries
 * marked "ours" fill gaps the spec leaves (server-side limits it does not show). The guests' screens import
 * this file alone (messages.ts is the server's union with the commerce texts); the first screens (lobby, join)
 * import join-messages.ts, its part they need, so the rest stays out of the guest entry (100 KB gz).
 */
export const guestMessages = {
  ...joinMessages,
  // Form rules (spec section 5), in the order the spec checks them.
  TITLE_REQUIRED: 'Please enter an event title.',
  ORGANIZER_REQUIRED: 'Please enter your name as event organizer.',
  ORGANIZER_TOO_SHORT: 'Organizer name must be at least 2 characters.',

  // Ours: limits the spec does not show.
  TITLE_TOO_LONG: 'Event title must be at most 100 characters.',
  DESCRIPTION_TOO_LONG: 'Description must be at most 500 characters.',
  MAX_GUESTS_RANGE: 'Max guests must be a whole number from 5 to 500.',
  PHOTOS_PER_USER_RANGE: 'Photos per person must be a whole number from 1 to 50.',
  DURATION_INVALID: 'Please choose one of the offered event durations.',
  EVENT_TYPE_INVALID: 'Please choose one of the offered event types.',

  // Join and create (spec section 8).
  EVENT_FULL: 'This event is full. No more participants can join.',
  PHOTO_SESSION_FAILED: 'Failed to start photo session.',
  CODE_GENERATION_FAILED: 'Failed to generate unique event code after multiple attempts.',

  // Admin (spec section 8).
  KICK_FAILED: 'Failed to kick participant.',
  END_FAILED: 'Failed to end event.',
  START_FAILED: 'Failed to start event. Please try again.',
  LOAD_PARTICIPANTS_FAILED: 'Failed to load participants.',
  ACCESS_DENIED: 'Access Denied: Only the event creator can access admin tools',

  // Ours: server-enforced rules the spec's client never had.
  NAME_TAKEN: 'Someone is already using this name here. Add an initial or your last name.',
  EVENT_NOT_WAITING: 'This event has already been started.',
  CANNOT_KICK_SELF: 'You cannot remove yourself or the event creator.',
  PARTICIPANT_NOT_FOUND: 'This participant is not part of the event.',
  GALLERY_EXPIRED: 'The free gallery of this event has expired.',

  // Upload (spec section 8) and photo rules the server enforces (ours).
  PHOTO_TOO_LARGE: 'Photo file too large. Please try taking the photo again with lower quality.',
  PHOTO_INVALID: 'Invalid photo data. Please try taking the photo again.',
  PHOTO_QUOTA_REACHED: 'You have used all your photos for this event.',
  PHOTOS_CLOSED: 'This event has ended. No more photos can be taken.',
  UPLOAD_EXPIRED: 'This upload took too long and expired. Please take the photo again.',
  UPLOAD_INCOMPLETE: 'The photo has not finished uploading yet. Please try again.',
  INVALID_CURSOR: 'This page of photos is no longer available. Please refresh.',
  PHOTO_ALREADY_RECORDED: 'This photo has already been uploaded.',
  UPLOAD_ID_IN_USE: 'This upload is already in progress with other files.',
  PHOTO_FILTER_UNKNOWN: 'This photo filter is not one the camera offers. Please update the app and take the photo again.',

  // Gallery and voting (spec section 8), and the server's voting rules (ours).
  ALREADY_VOTED: 'You have already voted on this photo in this category!',
  ALL_VOTED: 'You have already voted on all available photos! Check back later for new photos or wait for the event to end to see results.',
  DOWNLOAD_FAILED: 'Failed to download photo. Please try again.',
  VOTING_CLOSED: 'Voting is only open while the event is running.',
  NOT_OBSERVED: 'Take a moment to look at the photo before voting.',
  PHOTO_NOT_FOUND: 'This photo is no longer available.',
  AWARDS_NOT_READY: 'The awards are revealed when the event ends.',
  OWN_PHOTO: 'You cannot vote for your own photo.',

  // Generic API answers (ours).
  MALFORMED_JSON: 'The request body is not valid JSON.',
  SERVICE_BUSY: 'The service is busy right now. Please try again in a moment.',
} as const;

/** "Failed to create event: {reason}" (spec section 8), shown in a dismissible red banner. */
export const createEventFailed = (reason: string): string => `Failed to create event: ${reason}`;

/** MAX_GUESTS_RANGE for an event whose package raises the ceiling (large, custom). */
export const maxGuestsRange = (ceiling: number): string => `Max guests must be a whole number from 5 to ${ceiling}.`;

export type GuestErrorCode = keyof typeof guestMessages;
