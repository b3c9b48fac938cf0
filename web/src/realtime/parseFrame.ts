import * as z from 'zod/mini';
import { realtimeFrameSchema, realtimeMessageSchema, type RealtimeMessage } from '../../../shared/schemas/realtime';

const looseFrameSchema = z.object({ messages: z.array(z.unknown()) });

/**
 * The messages of one text frame from the event socket. A frame is `{messages:[…]}` (shared schema);
 * anything else (a heartbeat answer, garbage) carries nothing. When the frame as a whole does not match,
 * each message is tried on its own, so a message type this build does not know yet (a newer server)
 * drops only itself, not the lifecycle news next to it.
 */
export function parseFrame(data: unknown): RealtimeMessage[] {
  if (typeof data !== 'string') return [];
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return [];
  }
  const frame = realtimeFrameSchema.safeParse(json);
  if (frame.success) return frame.data.messages;
  const loose = looseFrameSchema.safeParse(json);
  if (!loose.success) return [];
  return loose.data.messages.flatMap((m) => {
    const one = realtimeMessageSchema.safeParse(m);
    return one.success ? [one.data] : [];
  });
}
