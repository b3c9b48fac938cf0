import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { personNameKey } from '../../../shared/rules/code-and-name.js';
import type { ParticipantView } from '../../../shared/schemas/participants.js';
import { queryAll } from './query-all.js';
import { keys, tableName } from './table.js';
import { once } from '../once.js';

export const participantItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('participant'),
  id: z.string(),
  eventCode: z.string(),
  name: z.string(),
  isCreator: z.boolean(),
  isActive: z.boolean(),
  /** Photo slots taken (confirmed or in flight); the quota condition is photosTaken < maxPhotos. */
  photosTaken: z.int(),
  /** The event's max_photos_per_user, copied at join so the quota is one condition on this item. */
  maxPhotos: z.int(),
  joinedAt: z.string(),
  /** The device id the participant first joined from (DESIGN section 6), when the client sent one: a kick
   * bans this device from the event. */
  deviceId: z.optional(z.string()),
  /** Distinct photos this participant voted on, maintained by each first vote on a photo (vote-item.ts). */
  votedPhotos: z.optional(z.int()),
}));
export type ParticipantItem = z.infer<ReturnType<typeof participantItemSchema>>;

/**
 * Names match case- and spacing-insensitively ("ana  maria" is "Ana Maria"), so one name is one person
 * whatever the capitals (shared/rules/code-and-name.ts personNameKey).
 */
export const nameKey = personNameKey;

/** Stable per event and name; not a secret (names are not either), just a compact URL-safe key. */
export const participantIdOf = (eventCode: string, name: string): string =>
  createHash('sha256').update(`${eventCode}\n${nameKey(name)}`).digest('hex').slice(0, 24);

export const toParticipantView = (p: ParticipantItem): ParticipantView => ({
  id: p.id,
  name: p.name,
  isCreator: p.isCreator,
  isActive: p.isActive,
  photosTaken: p.photosTaken,
  joinedAt: p.joinedAt,
});

/** All participants of one event (at most 500 by the capacity rule: a page or two). */
export const queryParticipants = async (eventCode: string): Promise<ParticipantItem[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.event(eventCode).PK, ':sk': keys.participantPrefix },
  });
  return items.map((i) => participantItemSchema().parse(i));
};
