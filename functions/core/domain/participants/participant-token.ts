import { DAY_MS } from '#shared/constants.js';
import { signToken } from '../../auth/tokens.js';
import type { EventItem } from '../../data/event-item.js';
import type { ParticipantItem } from '../../data/participant-item.js';

/** A guest credential lasts through the free gallery and a month after it (purchases, awards). */
const AFTER_GALLERY_MS = 30 * DAY_MS;

export const participantToken = (event: EventItem, p: ParticipantItem, asCreator: boolean, at: Date): Promise<string> => {
  const lifetimeMs = Math.max(DAY_MS, Date.parse(event.galleryExpiresAt) + AFTER_GALLERY_MS - at.getTime());
  return signToken({ role: 'participant', evt: event.code, sub: p.id, ...(asCreator ? { creator: true } : {}) }, Math.floor(lifetimeMs / 1000));
};
