import { photosHidden } from '#shared/rules/reveal.js';
import type { ChallengeRealtimeMessage } from '#shared/schemas/challenges.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';

type Message = RealtimeMessage | ChallengeRealtimeMessage;

/** Whether a frame names a photo (then who may hear it depends on the event's reveal setting). */
export const namesAPhoto = (messages: readonly Message[]): boolean =>
  messages.some((m) => m.type === 'photo-added' || m.type === 'photo-removed' || m.type === 'photo-challenge');

/**
 * What one socket of an event may hear of a frame. Reveal after the end, before the end: nothing of another
 * guest's photo reaches anyone — no id, no uploader — so a photo-added or photo-removed goes only to its
 * uploader's own sockets (a live wall and every other guest get the anonymous photo-count instead). The
 * creator is no exception here: their gallery lists all photos when read, but a live push of another guest's
 * photo to a phone that may be on a table or a TV is the very leak the setting forbids.
 * `uploaders` names the uploader of each removed photo (photo-removed itself carries only the id).
 */
export const messagesFor = <M extends Message>(
  messages: readonly M[],
  owner: string,
  event: { revealAfterEnd?: boolean; status: string } | undefined,
  uploaders: ReadonlyMap<string, string>,
): M[] => {
  if (!event || !photosHidden(event)) return [...messages];
  return messages.filter((m) => {
    if (m.type === 'photo-added' || m.type === 'photo-challenge') return m.uploaderId === owner;
    if (m.type === 'photo-removed') return uploaders.get(m.photoId) === owner;
    return true;
  });
};
