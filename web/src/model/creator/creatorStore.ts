import * as z from 'zod/mini';
import { createEventResponseSchema, type CreateEventResponse } from '#shared/schemas/events.js';
import { browserStorage, readStored, writeStored } from '../../storage/deviceStorage';
import { creatorKey } from './creatorKey';

/*
 * The creator credential lives on the creating device (DESIGN section 6): it, not the organizer's name,
 * proves creator rights later. localStorage so it survives reloads and browser restarts; one key per event
 * (creatorKey) so creating a second event never overwrites the first.
 */
export { creatorKey };

const storedCreatorSchema = z.extend(createEventResponseSchema, {
  /** Prefills the Enter Event name form; the server never trusts it. */
  organizerName: z.string(),
  savedAt: z.string(),
  /** The paid order linked to this event (POST /api/link-order): the Event Created screen's Payment Linked. */
  linkedOrder: z.optional(z.object({ orderId: z.string(), orderNumber: z.string() })),
});
export type StoredCreator = z.infer<typeof storedCreatorSchema>;

export function toStoredCreator(created: CreateEventResponse, organizerName: string, now: Date = new Date()): StoredCreator {
  return { ...created, organizerName, savedAt: now.toISOString() };
}

/** false when the device refused to store it (private mode, full storage): the caller must say so. */
export function saveCreator(record: StoredCreator, storage: Storage | undefined = browserStorage()): boolean {
  return writeStored(creatorKey(record.event.code), JSON.stringify(record), storage);
}

export function loadCreator(code: string, storage: Storage | undefined = browserStorage()): StoredCreator | null {
  const raw = readStored(creatorKey(code), storage);
  if (!raw) return null;
  try {
    const parsed = storedCreatorSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not JSON: someone else's value under our key.
    return null;
  }
}
