import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common.js';
import { eventViewSchema } from './events.js';

/** What the server pushes over an event's WebSocket. Batched: one frame carries a list of messages. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  /** The event's status or state changed (started, ended). */
  z.object({ type: z.literal('event-updated'), event: eventViewSchema }),
  /** The organizer removed a participant: that device leaves the event; admin lists refresh. */
  z.object({ type: z.literal('participant-kicked'), participantId: z.string() }),
  /** A photo was recorded: galleries refresh their first page (one frame per batch of photos). */
  z.object({ type: z.literal('photo-added'), photoId: z.string(), uploaderId: z.string() }),
  /** A photo was hidden or deleted by moderation: every open gallery, ballot and wall drops it. */
  z.object({ type: z.literal('photo-removed'), photoId: z.string() }),
  /**
   * How many photos the event holds now: after a photo is hidden or deleted, and — reveal after the end,
   * before the end — after each one taken too, sent to every socket in place of other guests'
   * photo-added/photo-removed, which name a photo.
   */
  z.object({ type: z.literal('photo-count'), photoCount: z.int() }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

export const realtimeFrameSchema = z.object({ messages: z.array(realtimeMessageSchema) });
export type RealtimeFrame = z.infer<typeof realtimeFrameSchema>;

/**
 * A short-lived, single-use credential for opening the event's WebSocket (`/ws?event=CODE&ticket=…`).
 * The URL of a WebSocket upgrade reaches access logs, so it carries this instead of the long-lived
 * participant token; the client asks for a fresh one before every (re)connect.
 */
export const socketTicketResponseSchema = z.object({
  ticket: z.string(),
  /** ISO time after which $connect refuses the ticket. */
  expiresAt: isoDateTimeSchema,
});
export type SocketTicketResponse = z.infer<typeof socketTicketResponseSchema>;
