import type { RealtimeMessage } from '../../../shared/schemas/realtime';

type ParseFrame = (data: unknown) => RealtimeMessage[];

/**
 * parseFrame and what it validates with (zod and the shared schemas of an event's view): loaded with the
 * first frame, not with the socket. Evaluating them costs ~20 ms of a laptop core in Chromium (several times
 * that on a phone) and ~50 KB of script, and most gallery visits (after the event) never receive a frame.
 * A failed load is not kept: the next frame tries again.
 */
let parser: Promise<ParseFrame> | undefined;
export const loadFrameParser = (): Promise<ParseFrame> =>
  (parser ??= import('./parseFrame').then(
    (m) => m.parseFrame,
    (error: unknown) => {
      parser = undefined;
      throw error;
    },
  ));

/**
 * Reads one socket's frames in the order they came: each frame's messages go to `deliver` once the parser
 * is there, a frame that comes while it loads waiting behind the ones before it. A frame whose parser could
 * not load is dropped (the socket is then most likely down too; its reconnect re-reads the event). Returns
 * when this frame's messages were handed on.
 */
export function frameReader(deliver: (messages: RealtimeMessage[]) => void, load: () => Promise<ParseFrame> = loadFrameParser): (data: unknown) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  return (data) =>
    (queue = queue
      .then(load)
      .then((parse) => {
        const messages = parse(data);
        if (messages.length > 0) deliver(messages);
      })
      .catch((error: unknown) => console.warn('realtime: could not read a frame', error)));
}
