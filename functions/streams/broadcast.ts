import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { RealtimeMessage } from '../../shared/schemas/realtime.js';
import { eventItemSchema, toEventView } from '../core/data/event-item.js';
import { wallConnectionOwner } from '../core/data/connection-item.js';
import { closeConnectionsOf, sendToEvent } from '../core/realtime/notify.js';

type Image = Record<string, AttributeValue>;

/** A deleted photo (REMOVE record: only the old image) leaves every open gallery. */
const removedPhotoOf = (oldImage: Image | undefined): { code: string; message: RealtimeMessage }[] => {
  if (!oldImage) return [];
  const before = unmarshall(oldImage);
  // A photo already hidden was announced when it was hidden.
  if (before.entity !== 'photo' || before.hidden === true) return [];
  return [{ code: String(before.eventCode), message: { type: 'photo-removed', photoId: String(before.id) } }];
};

/** The messages one stream record means for clients, if any. */
const messagesOf = (oldImage: Image | undefined, newImage: Image | undefined): { code: string; message: RealtimeMessage }[] => {
  if (!newImage) return removedPhotoOf(oldImage);
  const item = unmarshall(newImage);
  if (item.entity === 'event') {
    const before = oldImage ? unmarshall(oldImage) : undefined;
    // Only lifecycle changes are pushed; counter bumps would flood every phone on each join.
    if (before && before.status === item.status && before.eventState === item.eventState) return [];
    if (!before) return [];
    const event = eventItemSchema.parse(item);
    return [{ code: event.code, message: { type: 'event-updated', event: toEventView(event) } }];
  }
  if (item.entity === 'photo' && !oldImage) {
    return [{ code: String(item.eventCode), message: { type: 'photo-added', photoId: String(item.id), uploaderId: String(item.uploaderId) } }];
  }
  if (item.entity === 'photo' && oldImage && item.hidden === true && unmarshall(oldImage).hidden !== true) {
    return [{ code: String(item.eventCode), message: { type: 'photo-removed', photoId: String(item.id) } }];
  }
  if (item.entity === 'participant' && oldImage) {
    const before = unmarshall(oldImage);
    if (before.isActive === true && item.isActive === false) {
      return [{ code: String(item.eventCode), message: { type: 'participant-kicked', participantId: String(item.id) } }];
    }
  }
  return [];
};

/** A live wall link deleted (revoked by the creator): its event and wall id, so its sockets are closed. */
const revokedWallOf = (oldImage: Image | undefined, newImage: Image | undefined): { code: string; wallId: string } | undefined => {
  if (newImage || !oldImage) return undefined;
  const item = unmarshall(oldImage);
  return item.entity === 'wall' ? { code: String(item.eventCode), wallId: String(item.wallId) } : undefined;
};

/** Table stream → one batched frame per event, so a burst of changes costs one post per connection. */
export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const byEvent = new Map<string, RealtimeMessage[]>();
  const revokedWalls: { code: string; wallId: string }[] = [];
  for (const record of event.Records) {
    const img = record.dynamodb;
    const revoked = revokedWallOf(img?.OldImage as Image | undefined, img?.NewImage as Image | undefined);
    if (revoked) revokedWalls.push(revoked);
    for (const { code, message } of messagesOf(img?.OldImage as Image | undefined, img?.NewImage as Image | undefined)) {
      const list = byEvent.get(code) ?? [];
      list.push(message);
      byEvent.set(code, list);
    }
  }
  await Promise.all([...byEvent].map(([code, messages]) => sendToEvent(code, { messages })));
  await Promise.all(revokedWalls.map(({ code, wallId }) => closeConnectionsOf(code, wallConnectionOwner(wallId))));
};
