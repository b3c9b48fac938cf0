import type { ChallengeRealtimeMessage } from '#shared/schemas/challenges.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** One message of a frame, if it is a challenge message (shared/schemas/challenges.ts), checked by hand. */
const asChallengeMessage = (m: unknown): ChallengeRealtimeMessage | null => {
  if (!isRecord(m)) return null;
  if (m.type === 'challenges-updated') return { type: 'challenges-updated' };
  if (m.type === 'photo-challenge' && typeof m.photoId === 'string' && typeof m.uploaderId === 'string' && (typeof m.promptId === 'string' || m.promptId === null)) {
    return { type: 'photo-challenge', photoId: m.photoId, uploaderId: m.uploaderId, promptId: m.promptId };
  }
  return null;
};

/**
 * The challenge messages of one raw socket frame (`{messages:[…]}`). The shared socket parser
 * (web/src/realtime/parseFrame.ts, in the camera entry) drops message types it does not know, these among
 * them, so the challenge screens read the raw frame themselves; by hand rather than with zod, so their
 * chunk does not pull zod in.
 */
export function challengeMessagesOf(data: unknown): ChallengeRealtimeMessage[] {
  if (typeof data !== 'string') return [];
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return [];
  }
  if (!isRecord(json) || !Array.isArray(json.messages)) return [];
  return json.messages.flatMap((m) => {
    const message = asChallengeMessage(m);
    return message ? [message] : [];
  });
}
