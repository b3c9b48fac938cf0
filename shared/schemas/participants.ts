import * as z from 'zod/mini';
import { brandingSchema } from './branding.js';
import { isoDateTimeSchema, personNameSchema } from './common.js';
import { eventViewSchema } from './events.js';

export const participantViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  isCreator: z.boolean(),
  isActive: z.boolean(),
  photosTaken: z.int(),
  joinedAt: isoDateTimeSchema,
});
export type ParticipantView = z.infer<typeof participantViewSchema>;

/** Join (lobby, direct join, Enter Event). A creator credential in the Authorization header makes the
 * joining participant the event's creator; the name alone never does. */
export const joinRequestSchema = z.object({ name: personNameSchema });
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const sessionResponseSchema = z.object({
  event: eventViewSchema,
  participant: participantViewSchema,
  /** Participant credential: every guest call carries it as a bearer token. */
  token: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The caller's own state, for revalidation on load and the 30-second photo-count re-sync. */
export const meResponseSchema = z.object({
  event: eventViewSchema,
  participant: participantViewSchema,
  /** The frame branding of an event whose package has branded frames (the camera prints it); absent otherwise. */
  branding: z.optional(brandingSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const participantListSchema = z.object({ participants: z.array(participantViewSchema) });
export type ParticipantList = z.infer<typeof participantListSchema>;

/** Kick options: `removePhotos` also deletes every photo the guest took (moderation, DESIGN 16). No body = keep them. */
export const kickRequestSchema = z.object({ removePhotos: z.optional(z.boolean()) });
export type KickRequest = z.infer<typeof kickRequestSchema>;

export const participantParamsSchema = z.object({
  participantId: z.string().check(z.regex(/^[a-z0-9]{1,40}$/, 'Invalid participant id.')),
});
