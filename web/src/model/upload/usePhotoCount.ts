import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { EventSession } from '../session/sessionStore';
import { PHOTO_SYNC_INTERVAL_MS, photoCountReducer, photosLeft, readServerCount } from './photoCount';
import { savePhotoSession, startPhotoSession, type PhotoSession } from './photoSession';

export interface PhotoCount {
  /** Photos left as the camera shows them: quota − confirmed − queued. */
  left: number;
  /** "Failed to start photo session." when the session could not start (capture stays off). */
  sessionError: string | null;
  uploaded: (photo: PhotoView) => void;
  /** A queued photo got its slot. */
  slotted: () => void;
  /** The server refused a queued photo: the quota is used up (another device). */
  quotaReached: () => void;
}

const serverLeftOf = (event: EventView, participant: ParticipantView): number =>
  Math.max(0, event.maxPhotosPerUser - participant.photosTaken);

/**
 * The camera's photos-left count: starts from the server's figure, goes down at once on Keep (the photo
 * joins the device queue), is re-synced from the server every 30 seconds (and whenever the event is re-read),
 * and is kept in the device's photo session. `polled`: the event is already re-read every 10 s (the socket
 * is down), which brings the count too, so the 30-second re-sync pauses.
 */
export function usePhotoCount(
  session: EventSession,
  event: EventView,
  participant: ParticipantView,
  polled = false,
  /** Kept photos on the device the server has not counted yet (no slot). */
  unslotted = 0,
): PhotoCount {
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
  const [state, dispatch] = useReducer(photoCountReducer, { serverLeft });
  /**
   * Slots granted and quota refusals so far, and how many of them the figure shown was read after. A read sent
   * before one of them may answer after it with the figure before it (the slot's unit handed back).
   */
  const changes = useRef(0);
  const readAfter = useRef(0);

  // The server's figure as read now (GET …/me, tried up to 3 times).
  const code = session.eventCode;
  const token = session.token;
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, [code, token]);
  const resync = useCallback(() => {
    const signal = lifetime.current?.signal;
    if (!signal || signal.aborted) return;
    const before = changes.current;
    readServerCount(code, token, { signal }).then(
      (me) => {
        if (!me) return;
        // A slot granted (or refused) while it travelled: the figure may be from before it; ask again.
        if (changes.current !== before) return resync();
        readAfter.current = before;
        dispatch({ type: 'server', serverLeft: serverLeftOf(me.event, me.participant) });
        setPhotoSession((s) => (s ? { ...s, maxPhotos: me.event.maxPhotosPerUser, lastSyncTime: new Date().toISOString() } : s));
      },
      () => {
        // Aborted: the screen is gone.
      },
    );
  }, [code, token]);

  // A re-read of the event (reconnect, polling: a new participant) brings the server's figure, also when it is
  // the same number as before: what the device counted since (a slot another sender took) may be off. One
  // that comes after a slot may have been sent before it (a phone back online re-reads the event and sends its
  // queue at once): the figure is then read again instead.
  useEffect(() => {
    if (changes.current === readAfter.current) dispatch({ type: 'server', serverLeft });
    else resync();
  }, [serverLeft, participant, resync]);

  // The 30-second re-sync.
  useEffect(() => {
    if (polled) return;
    const timer = setInterval(resync, PHOTO_SYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [resync, polled]);

  // The device keeps the session current.
  const left = photosLeft(state.serverLeft, unslotted);
  const saved = useRef<string>('');
  useEffect(() => {
    if (!photoSession) return;
    const next = { ...photoSession, photosRemaining: left };
    const json = JSON.stringify(next);
    if (json === saved.current) return;
    saved.current = json;
    savePhotoSession(next);
  }, [photoSession, left]);

  const uploaded = useCallback((photo: PhotoView) => {
    setPhotoSession((s) =>
      s && !s.photosTaken.some((p) => p.id === photo.id)
        ? { ...s, photosTaken: [...s.photosTaken, { id: photo.id, timestamp: photo.uploadedAt, fileName: photo.fileName }] }
        : s,
    );
  }, []);
  const slotted = useCallback(() => {
    changes.current += 1;
    dispatch({ type: 'slotted' });
  }, []);
  const quotaReached = useCallback(() => {
    changes.current += 1;
    dispatch({ type: 'quota-reached' });
  }, []);

  return useMemo(
    () => ({
      left,
      sessionError: photoSession ? null : messages.PHOTO_SESSION_FAILED,
      uploaded,
      slotted,
      quotaReached,
    }),
    [left, photoSession, uploaded, slotted, quotaReached],
  );
}
