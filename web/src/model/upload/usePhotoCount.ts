import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { messages } from '#shared/messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { EventSession } from '../session/sessionStore';
import { PHOTO_SYNC_INTERVAL_MS, photoCountReducer, readServerCount } from './photoCount';
import { savePhotoSession, startPhotoSession, type PhotoSession } from './photoSession';

export interface PhotoCount {
  /** Photos left as the camera shows them (optimistic while an upload runs). */
  left: number;
  uploading: boolean;
  /** "Failed to start photo session." when the session could not start (capture stays off). */
  sessionError: string | null;
  take: () => void;
  uploaded: (photo: PhotoView) => void;
  failed: (quotaReached: boolean) => void;
}

const serverLeftOf = (event: EventView, participant: ParticipantView): number =>
  Math.max(0, event.maxPhotosPerUser - participant.photosTaken);

/**
 * The camera's photos-left count: starts from the server's figure, goes down at once on Keep and back up
 * when the upload fails, is re-synced from the server every 30 seconds (and whenever the event is re-read),
 * and is kept in the device's photo session. `polled`: the event is already re-read every 10 s (the socket
 * is down), which brings the count too, so the 30-second re-sync pauses.
 */
export function usePhotoCount(session: EventSession, event: EventView, participant: ParticipantView, polled = false): PhotoCount {
  const serverLeft = serverLeftOf(event, participant);
  const [photoSession, setPhotoSession] = useState<PhotoSession | null>(() => {
    try {
      return startPhotoSession({
        eventId: event.id,
        userName: participant.name,
        sessionUserName: session.userName,
        maxPhotos: event.maxPhotosPerUser,
        serverRemaining: serverLeft,
      });
    } catch {
      return null;
    }
  });
  const [state, dispatch] = useReducer(photoCountReducer, { left: serverLeft, inFlight: 0 });

  // A re-read of the event (reconnect, polling) brings the server's figure.
  useEffect(() => {
    dispatch({ type: 'server', serverLeft });
  }, [serverLeft]);

  // The 30-second re-sync.
  const code = session.eventCode;
  const token = session.token;
  useEffect(() => {
    if (polled) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      readServerCount(code, token, { signal: controller.signal }).then(
        (me) => {
          if (!me) return;
          dispatch({ type: 'server', serverLeft: serverLeftOf(me.event, me.participant) });
          setPhotoSession((s) => (s ? { ...s, maxPhotos: me.event.maxPhotosPerUser, lastSyncTime: new Date().toISOString() } : s));
        },
        () => {
          // Aborted: the screen is gone.
        },
      );
    }, PHOTO_SYNC_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [code, token, polled]);

  // The device keeps the session current.
  const left = state.left;
  const saved = useRef<string>('');
  useEffect(() => {
    if (!photoSession) return;
    const next = { ...photoSession, photosRemaining: left };
    const json = JSON.stringify(next);
    if (json === saved.current) return;
    saved.current = json;
    savePhotoSession(next);
  }, [photoSession, left]);

  const take = useCallback(() => dispatch({ type: 'take' }), []);
  const uploaded = useCallback((photo: PhotoView) => {
    dispatch({ type: 'uploaded' });
    setPhotoSession((s) =>
      s && !s.photosTaken.some((p) => p.id === photo.id)
        ? { ...s, photosTaken: [...s.photosTaken, { id: photo.id, timestamp: photo.uploadedAt, fileName: photo.fileName }] }
        : s,
    );
  }, []);
  const failed = useCallback((quotaReached: boolean) => dispatch({ type: quotaReached ? 'quota-reached' : 'failed' }), []);

  return useMemo(
    () => ({
      left,
      uploading: state.inFlight > 0,
      sessionError: photoSession ? null : messages.PHOTO_SESSION_FAILED,
      take,
      uploaded,
      failed,
    }),
    [left, state.inFlight, photoSession, take, uploaded, failed],
  );
}
