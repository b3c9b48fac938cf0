import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { photosHidden } from '../../shared/rules/reveal.js';
import { eventItemSchema, toEventView, type EventItem } from '../core/data/event-item.js';
import { wallConnectionOwner } from '../core/data/connection-item.js';
import { closeConnectionsOf, closeSignedOutCreators, sendToEvent, type ServerMessage } from '../core/realtime/notify.js';
import { failureLogged } from '../core/failure-logged.js';

type Image = Record<string, AttributeValue>;
/** A stream record's item before and after the change, unmarshalled once (absent: inserted, or removed). */
type Item = Record<string, unknown>;
type Change = { before: Item | undefined; after: Item | undefined };
/** A message for an event's sockets; a photo's uploader travels with it (reveal-audience.ts decides who hears it). */
type News = { code: string; message: ServerMessage; uploaderId?: string };

const changeOf = (oldImage: Image | undefined, newImage: Image | undefined): Change => ({
  before: oldImage ? unmarshall(oldImage) : undefined,
  after: newImage ? unmarshall(newImage) : undefined,
});

/** A deleted photo (REMOVE record: only the old image) leaves every open gallery. */
const removedPhotoOf = (before: Item | undefined): News[] => {
  // A photo already hidden was announced when it was hidden.
  if (!before || before.entity !== 'photo' || before.hidden === true) return [];
  return [{ code: String(before.eventCode), message: { type: 'photo-removed', photoId: String(before.id) }, uploaderId: String(before.uploaderId) }];
};

/** The messages one stream record means for clients, if any. */
const messagesOf = ({ before, after: item }: Change): News[] => {
  if (!item) return removedPhotoOf(before);
  if (item.entity === 'event') {
    if (!before) return [];
    const event = eventItemSchema().parse(item);
    return [...eventNews(before, item, event), ...(challengesChanged(before, item) ? [{ code: event.code, message: { type: 'challenges-updated' as const } }] : [])];
  }
  if (item.entity === 'photo' && before && item.hidden !== true && (before.promptId ?? null) !== (item.promptId ?? null)) {
    const message = { type: 'photo-challenge' as const, photoId: String(item.id), uploaderId: String(item.uploaderId), promptId: typeof item.promptId === 'string' ? item.promptId : null };
    return [{ code: String(item.eventCode), message, uploaderId: String(item.uploaderId) }];
  }
  return photoAndParticipantNews(before, item);
};

/** Photo challenges (issue #33): the list or a prompt's count changed on the event item. */
const challengesChanged = (before: Item, after: Item): boolean =>
  before.challengesVersion !== after.challengesVersion ||
  [...new Set([...Object.keys(before), ...Object.keys(after)])].some((k) => (k.startsWith('cc_') || k.startsWith('ch_')) && before[k] !== after[k]);

/** Lifecycle and photo-count news of an event item change. */
const eventNews = (before: Item, item: Item, event: EventItem): News[] => {
    // Only lifecycle changes are pushed; counter bumps would flood every phone on each join.
    if (before.status !== item.status || before.eventState !== item.eventState) {
      return [{ code: event.code, message: { type: 'event-updated', event: toEventView(event) } }];
    }
    // Reveal after the end: the photo count is all the sockets hear of a photo taken, hidden or deleted
    // (the photo messages themselves reach only the uploader), so the wall's count still rises and falls.
    // Otherwise only a fall (moderation, rare) is pushed: the wall's count drops at once, exactly; a rise
    // comes with its photo-added, and pushing each one would double the frames of every upload.
    const fell = Number(item.photoCount) < Number(before.photoCount);
    if (before.photoCount !== item.photoCount && (photosHidden(event) || fell)) {
      return [{ code: event.code, message: { type: 'photo-count', photoCount: event.photoCount } }];
    }
    return [];
};

const photoAndParticipantNews = (before: Item | undefined, item: Item): News[] => {
  if (item.entity === 'photo' && !before) {
    return [{ code: String(item.eventCode), message: { type: 'photo-added', photoId: String(item.id), uploaderId: String(item.uploaderId) }, uploaderId: String(item.uploaderId) }];
  }
  if (item.entity === 'photo' && before && item.hidden === true && before.hidden !== true) {
    return [{ code: String(item.eventCode), message: { type: 'photo-removed', photoId: String(item.id) }, uploaderId: String(item.uploaderId) }];
  }
  if (item.entity === 'participant' && before?.isActive === true && item.isActive === false) {
    return [{ code: String(item.eventCode), message: { type: 'participant-kicked', participantId: String(item.id) } }];
  }
  return [];
};

/** A live wall link deleted (revoked by the creator): its event and wall id, so its sockets are closed. */
const revokedWallOf = ({ before, after }: Change): { code: string; wallId: string } | undefined =>
  !after && before?.entity === 'wall' ? { code: String(before.eventCode), wallId: String(before.wallId) } : undefined;

/**
 * The event's generation of creator rights moved on ("Sign out other phones"): its event code and the new
 * generation, so the sockets of the signed-out phones are closed.
 */
const creatorSignOutOf = ({ before, after }: Change): { code: string; epoch: number } | undefined => {
  if (!before || after?.entity !== 'event' || after.SK !== 'META') return undefined;
  const epoch = Number(after.creatorEpoch ?? 0);
  return epoch > Number(before.creatorEpoch ?? 0) ? { code: String(after.code), epoch } : undefined;
};

/** Table stream → one batched frame per event, so a burst of changes costs one post per connection. */
export const handler = failureLogged('stream broadcast', async (event: DynamoDBStreamEvent): Promise<void> => {
  const byEvent = new Map<string, ServerMessage[]>();
  const uploaders = new Map<string, Map<string, string>>();
  const revokedWalls: { code: string; wallId: string }[] = [];
  const signOuts = new Map<string, number>();
  for (const record of event.Records) {
    const img = record.dynamodb;
    const change = changeOf(img?.OldImage as Image | undefined, img?.NewImage as Image | undefined);
    const revoked = revokedWallOf(change);
    if (revoked) revokedWalls.push(revoked);
    const signOut = creatorSignOutOf(change);
    if (signOut) signOuts.set(signOut.code, Math.max(signOut.epoch, signOuts.get(signOut.code) ?? 0));
    for (const { code, message, uploaderId } of messagesOf(change)) {
      const list = byEvent.get(code) ?? [];
      list.push(message);
      byEvent.set(code, list);
      if (message.type === 'photo-removed' && uploaderId) {
        const ofEvent = uploaders.get(code) ?? new Map<string, string>();
        ofEvent.set(message.photoId, uploaderId);
        uploaders.set(code, ofEvent);
      }
    }
  }
  // A phone signed out in this batch hears nothing of it: its sockets are closed first (a frame that still lists
  // one of them posts to a closed connection, which only forgets it).
  await Promise.all([...signOuts].map(([code, epoch]) => closeSignedOutCreators(code, epoch)));
  // A wall revoked in this batch hears nothing of it (not even what came after the revoke): its sockets are closed next.
  const revokedOwners = (code: string): Set<string> => new Set(revokedWalls.filter((w) => w.code === code).map((w) => wallConnectionOwner(w.wallId)));
  await Promise.all([...byEvent].map(([code, messages]) => sendToEvent(code, { messages }, uploaders.get(code), revokedOwners(code))));
  await Promise.all(revokedWalls.map(({ code, wallId }) => closeConnectionsOf(code, wallConnectionOwner(wallId))));
});
