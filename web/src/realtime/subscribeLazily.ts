import type { ChannelListener } from './eventChannel';

/**
 * subscribeToEvent (eventChannel.ts) with the realtime client loaded on first use: it parses frames with
 * zod and the shared schemas (about 27 KB gzipped), which a screen's first paint does not need. Until the
 * client has loaded the listener hears nothing, as while a socket connects; a client that fails to load
 * leaves the screen on its polling fallback. Same signature and unsubscribe as subscribeToEvent.
 */
export function subscribeToEventLazily(code: string, token: string, listener: ChannelListener): () => void {
  let unsubscribe: (() => void) | null = null;
  let left = false;
  import('./eventChannel').then(
    ({ subscribeToEvent }) => {
      if (!left) unsubscribe = subscribeToEvent(code, token, listener);
    },
    (error: unknown) => console.error('realtime client failed to load', error),
  );
  return () => {
    left = true;
    unsubscribe?.();
  };
}
