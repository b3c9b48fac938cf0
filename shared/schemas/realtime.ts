import { z } from 'zod';
import { eventViewSchema } from './events.js';

/** What the server pushes over an event's WebSocket. Batched: one frame carries a list of messages. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  /** The event's status or state changed (started, ended). */
  z.object({ type: z.literal('event-updated'), event: eventViewSchema }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

export const realtimeFrameSchema = z.object({ messages: z.array(realtimeMessageSchema) });
export type RealtimeFrame = z.infer<typeof realtimeFrameSchema>;
