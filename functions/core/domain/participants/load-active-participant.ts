import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { eventItemSchema, type EventItem } from '../../data/event-item.js';
import { participantItemSchema, type ParticipantItem } from '../../data/participant-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { notFound, unauthorized } from '../../errors.js';
import { assertActive } from './require-active.js';

/**
 * Event and caller in ONE read; refuses a participant the organizer removed. `raw` keeps the stored items
 * whole (the parsed ones drop the attributes no schema names, e.g. a challenge's per-prompt counters).
 * Apart from load-me.ts: that one's branding signs logo URLs, and brought the S3 client into every function
 * that reads its caller.
 */
export const loadActiveParticipant = async (
  code: string,
  participantId: string,
): Promise<{ event: EventItem; participant: ParticipantItem; raw: { event: Record<string, unknown>; participant: Record<string, unknown> } }> => {
  const table = tableName();
  const out = await ddb.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.event(code), keys.participant(code, participantId)], ConsistentRead: true } } }),
  );
  const items = out.Responses?.[table] ?? [];
  const eventRaw = items.find((i) => i.SK === 'META');
  const participantRaw = items.find((i) => i.SK !== 'META');
  if (!eventRaw) throw notFound('EVENT_NOT_FOUND', code);
  if (!participantRaw) throw unauthorized(`no participant ${participantId} in ${code}`);
  const participant = participantItemSchema().parse(participantRaw);
  assertActive(participant);
  return { event: eventItemSchema().parse(eventRaw), participant, raw: { event: eventRaw, participant: participantRaw } };
};
