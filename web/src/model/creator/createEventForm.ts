import * as z from 'zod/mini';
import { EVENT_DEFAULTS, MAX_PARTICIPANTS_MAX } from '#shared/event-settings.js';
import { maxGuestsRange } from '#shared/guest-messages.js';
import { createEventRequestSchema, type CreateEventInput } from '#shared/schemas/events.js';

/** The form as typed: every control's raw string. */
export interface CreateEventFormValues {
  title: string;
  organizerName: string;
  eventType: string;
  durationMinutes: string;
  maxParticipants: string;
  maxPhotosPerUser: string;
  description: string;
}
export type CreateEventField = keyof CreateEventFormValues;
export type CreateEventFieldErrors = Partial<Record<CreateEventField, string>>;

/** Fields in screen order: the first invalid one gets focus. */
export const CREATE_EVENT_FIELDS: readonly CreateEventField[] = [
  'title',
  'organizerName',
  'eventType',
  'durationMinutes',
  'maxParticipants',
  'maxPhotosPerUser',
  'description',
];

/** The spec's new-event defaults, shown pre-filled. */
export const initialCreateEventValues: CreateEventFormValues = {
  title: '',
  organizerName: '',
  eventType: EVENT_DEFAULTS.eventType,
  durationMinutes: String(EVENT_DEFAULTS.durationMinutes),
  maxParticipants: String(EVENT_DEFAULTS.maxParticipants),
  maxPhotosPerUser: String(EVENT_DEFAULTS.maxPhotosPerUser),
  description: '',
};

export type CreateEventValidation =
  | {
      ok: true;
      request: CreateEventInput;
      /** Max Guests above 500 that a paid package allows: set when the order is linked (the create call carries 500). */
      packageMaxParticipants?: number;
    }
  | { ok: false; errors: CreateEventFieldErrors };

/**
 * Checks the form with the same schema the server uses, so both speak the same messages (spec section 5).
 * An emptied Max Guests or Photos/Person is sent as absent and falls back to the schema default (50, 10).
 * `guestCeiling` is the paid package's Max Guests ceiling (shared/rules/package-guests): above 500 the event
 * is created with 500 and the order's link raises it to the typed number.
 */
export function validateCreateEvent(values: CreateEventFormValues, guestCeiling: number = MAX_PARTICIPANTS_MAX): CreateEventValidation {
  const guests = optionalNumber(values.maxParticipants);
  const aboveFree = guests !== undefined && guests > MAX_PARTICIPANTS_MAX && guestCeiling > MAX_PARTICIPANTS_MAX;
  const result = createEventRequestSchema.safeParse({
    title: values.title,
    organizerName: values.organizerName,
    eventType: values.eventType,
    durationMinutes: Number(values.durationMinutes),
    maxParticipants: aboveFree ? MAX_PARTICIPANTS_MAX : guests,
    maxPhotosPerUser: optionalNumber(values.maxPhotosPerUser),
    description: values.description,
  });
  const errors = result.success ? {} : pickFieldErrors(z.flattenError(result.error).fieldErrors);
  if (aboveFree && (!Number.isInteger(guests) || guests > guestCeiling)) errors.maxParticipants = maxGuestsRange(guestCeiling);
  if (guestCeiling > MAX_PARTICIPANTS_MAX && errors.maxParticipants) errors.maxParticipants = maxGuestsRange(guestCeiling);
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return aboveFree ? { ok: true, request: result.data, packageMaxParticipants: guests } : { ok: true, request: result.data };
}

/** An empty number field means "use the default"; anything else must be a number the schema accepts. */
const optionalNumber = (raw: string): number | undefined => (raw.trim() === '' ? undefined : Number(raw));

/**
 * Field messages of this form, from either the client schema (lists of messages) or the server's error
 * body (one message per dotted path). The first message of a field is the one the spec would show.
 */
export function pickFieldErrors(fields: Readonly<Record<string, string | readonly string[] | undefined>>): CreateEventFieldErrors {
  const errors: CreateEventFieldErrors = {};
  for (const field of CREATE_EVENT_FIELDS) {
    const value = fields[field];
    const message = typeof value === 'string' ? value : value?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
