import WebSocket from 'ws';

/**
 * Guest sockets listening for `photo-added` frames (`{messages:[{type:'photo-added', photoId, uploaderId}]}`),
 * noting when each photo first arrives on each socket, for the confirm → other phone latency.
 */
export interface Watcher {
  participantId: string;
  /** `at`: performance.now() (this client's clock); `epoch`: Date.now(), to compare with the server's write time (same machine). */
  arrivals: Map<string, { at: number; epoch: number; uploaderId: string }>;
  close(): void;
}

/** `ticket`: a connect ticket from POST /api/events/{code}/socket-ticket (single use). */
export const watchEvent = (wsBase: string, code: string, ticket: string, participantId: string): Promise<Watcher> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/ws?event=${encodeURIComponent(code)}&ticket=${encodeURIComponent(ticket)}`);
    const arrivals = new Map<string, { at: number; epoch: number; uploaderId: string }>();
    socket.on('message', (data) => {
      const at = performance.now();
      const epoch = Date.now();
      let frame: { messages?: { type?: string; photoId?: string; uploaderId?: string }[] };
      try {
        frame = JSON.parse(String(data)) as typeof frame;
      } catch {
        return;
      }
      for (const m of frame.messages ?? [])
        if (m.type === 'photo-added' && m.photoId && !arrivals.has(m.photoId)) arrivals.set(m.photoId, { at, epoch, uploaderId: m.uploaderId ?? '' });
    });
    socket.once('open', () => resolve({ participantId, arrivals, close: () => socket.close() }));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`WebSocket refused: ${res.statusCode}`)));
  });
