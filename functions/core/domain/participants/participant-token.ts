import { DAY_MS } from '#shared/constants.js';
import { signToken } from '../../auth/tokens.js';
import type { EventItem } from '../../data/event-item.js';
import type { ParticipantItem } from '../../data/participant-item.js';

/** A guest credential lasts through the free gallery and a month after it (purchases, awards). */
const AFTER_GALLERY_MS = 30 * DAY_MS;

/**
 * `creatorEpoch`: undefined for a guest; for the creator participant, the generation of creator rights the token
 * carries (domain/events/creator-standing.ts; 0 is left out, as in tokens issued before generations existed).
 */
export const participantToken = (event: EventItem, p: ParticipantItem, creatorEpoch: number | undefined, at: Date): Promise<string> => {
  const lifetimeMs = Math.max(DAY_MS, Date.parse(event.galleryExpiresAt) + AFTER_GALLERY_MS - at.getTime());
  const creator = creatorEpoch === undefined ? {} : { creator: true, ...(creatorEpoch > 0 ? { epoch: creatorEpoch } : {}) };
  return signToken({ role: 'participant', evt: event.code, sub: p.id, ...creator }, Math.floor(lifetimeMs / 1000));
};
