import { useEffect, useRef } from 'react';
import type { ChallengeRealtimeMessage } from '#shared/schemas/challenges.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';
import { EventSocket, type SocketStatus } from '../../realtime/EventSocket';
import { eventSocketUrl } from '../../realtime/eventChannel';
import { fetchSocketTicket } from '../../realtime/socketTicket';
import { challengeMessagesOf } from './challengeFrames';

export interface ChallengeSocketListener {
  /** The event's own messages (photo added or removed, the end), as the shared parser reads them. */
  onMessages?: (messages: RealtimeMessage[]) => void;
  /** The challenge messages the shared parser drops (challenges-updated, photo-challenge). */
  onChallenge: (messages: ChallengeRealtimeMessage[]) => void;
  onStatus?: (status: SocketStatus) => void;
}

/**
 * The event socket for a challenge screen, open while it is mounted. It is the same EventSocket (tickets,
 * backoff, heartbeat), on a connection of its own: the shared channel (realtime/eventChannel.ts) hands its
 * listeners only the messages the guest entry's parser knows, and teaching it the challenge messages would
 * add bytes to the camera entry, which is at its 150 KB budget. The raw frames are read beside the
 * socket's own handler (addEventListener next to its onmessage).
 */
export function useChallengeSocket(code: string, token: string, listener: ChallengeSocketListener): void {
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => {
    const socket = new EventSocket({
      url: async (signal) => eventSocketUrl(code, await fetchSocketTicket(code, token, signal)),
      onMessages: (messages) => listenerRef.current.onMessages?.(messages),
      onStatus: (status) => listenerRef.current.onStatus?.(status),
      createSocket: (url) => {
        const ws = new WebSocket(url);
        ws.addEventListener('message', (event: MessageEvent) => {
          const messages = challengeMessagesOf(event.data);
          if (messages.length > 0) listenerRef.current.onChallenge(messages);
        });
        return ws;
      },
    });
    socket.start();
    return () => socket.stop();
  }, [code, token]);
}
