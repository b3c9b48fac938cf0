import { useCallback, useEffect, useRef } from 'react';
import { guestEndpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../../api/callApi';

/** How long a capture waits for a fresh read before it uses the last known text (a slow network never holds the photo). */
const FRESH_READ_MS = 800;

/**
 * The event's branded frame text for the camera (branded frames add-on): read (GET …/me, which carries it) when the
 * camera opens and again at every capture, so a text the organizer set a moment ago is on the next photo. Only events whose
 * package has the add-on ask; a failed or slow read falls back to the last known text.
 */
export function useFrameBranding(event: Pick<EventView, 'code' | 'addOns'>, token: string): { forCapture: () => Promise<string | undefined> } {
  const branded = event.addOns?.includes('branded_frames') === true;
  const text = useRef<string | undefined>(undefined);
  const read = useCallback(async (): Promise<void> => {
    if (!branded) {
      text.current = undefined;
      return;
    }
    try {
      const me = await callApi(guestEndpointRoutes.getMe, { params: { code: event.code }, token });
      text.current = me.branding?.text ?? undefined;
    } catch (error) {
      console.warn('frame branding not read', error);
    }
  }, [branded, event.code, token]);

  useEffect(() => {
    void read();
  }, [read]);

  const forCapture = useCallback(async (): Promise<string | undefined> => {
    if (!branded) return undefined;
    await Promise.race([read(), new Promise((resolve) => setTimeout(resolve, FRESH_READ_MS))]);
    return text.current;
  }, [branded, read]);
  return { forCapture };
}
