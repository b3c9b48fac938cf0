import { ulid } from 'ulid';
import { DAY_MS, EVENT_CODE_MAX_ATTEMPTS, GALLERY_DAYS } from '#shared/constants.js';
import { photosDueForDeletion } from '#shared/rules/photo-retention.js';
import type { CreateEventInput, CreateEventResponse } from '#shared/schemas/events.js';
import { signToken } from '../../auth/tokens.js';
import { now } from '../../clock.js';
import { putNewEvent, toEventView, type EventItem } from '../../data/event-item.js';
import { keys } from '../../data/table.js';
import { DomainError } from '../../errors.js';
import { randomEventCode } from './event-code.js';

/** Creator rights outlive the free gallery so the organizer can come back to buy (commerce spec). */
const CREATOR_TOKEN_DAYS = GALLERY_DAYS + 30;

/**
 * The event's creator credential (also granted again by the organizer portal's "Manage on this phone"), in the
 * event's current generation of creator rights (domain/events/creator-standing.ts; 0 is left out).
 */
export const signCreatorCredential = (event: Pick<EventItem, 'code' | 'id' | 'creatorEpoch'>): Promise<string> =>
  signToken({ role: 'creator', evt: event.code, sub: event.id, ...(event.creatorEpoch ? { epoch: event.creatorEpoch } : {}) }, CREATOR_TOKEN_DAYS * 86_400);

/**
 * Creates an event under a fresh unique code: each attempt is one conditional transaction, so two creators can
 * never share a code; after the spec's 10 failed attempts the spec's message is returned.
 */
export const createEvent = async (
  input: CreateEventInput,
  generateCode: () => string = randomEventCode,
): Promise<CreateEventResponse> => {
  const createdAt = now();
  const base = {
    SK: 'META' as const,
    entity: 'event' as const,
    id: ulid(createdAt.getTime()),
    title: input.title,
    description: input.description,
    libraryPhotos: input.libraryPhotos,
    eventType: input.eventType,
    maxParticipants: input.maxParticipants,
    maxPhotosPerUser: input.maxPhotosPerUser,
    durationMinutes: input.durationMinutes,
    organizerName: input.organizerName,
    status: 'waiting' as const,
    eventState: 'not_started' as const,
    participantCount: 0,
    photoCount: 0,
    createdAt: createdAt.toISOString(),
    galleryExpiresAt: new Date(createdAt.getTime() + GALLERY_DAYS * DAY_MS).toISOString(),
    ...(input.revealAfterEnd ? { revealAfterEnd: true } : {}),
  };
  // Listed for the retention job from the start (GSI2 by due date); extensions and purchases move or remove it.
  const retention = (code: string) => ({ GSI2PK: keys.photosDueShard(code), GSI2SK: photosDueForDeletion(base.galleryExpiresAt) });

  for (let attempt = 0; attempt < EVENT_CODE_MAX_ATTEMPTS; attempt++) {
    const code = generateCode();
    // Listed for staff by creation date from the start: putNewEvent writes its list entry beside it.
    const item: EventItem = { ...base, ...retention(code), ...keys.event(code), code };
    if (await putNewEvent(item)) {
      const creatorToken = await signCreatorCredential(item);
      return { event: toEventView(item), creatorToken };
    }
  }
  throw new DomainError('CODE_GENERATION_FAILED', 503, `${EVENT_CODE_MAX_ATTEMPTS} codes taken in a row`);
};
