/**
 * Texts of the features beyond the spec that only lazily loaded screens show (issue 19): moderation, event
 * settings and the live wall. Apart from guest-messages.ts so that they stay out of the guest entry; part of
 * the server's catalogue (messages.ts).
 */
export const roomMessages = {
  SETTINGS_LOCKED: 'This setting can only be changed before the event starts.',
  MODERATION_FAILED: 'Could not change this photo. Please try again.',
  // Live wall (ours): a wall link the creator revoked, or one that is not (or no longer) valid.
  WALL_LINK_INVALID: 'This wall link is not valid. Ask the organizer to open the live wall again.',
  WALL_LINK_REVOKED: 'This wall link was revoked by the organizer.',
  // "Sign out other phones" (ours, organizer portal): a phone that managed the event before it.
  CREATOR_SIGNED_OUT: 'This phone no longer manages this event: the organizer signed out other phones.',
} as const;
