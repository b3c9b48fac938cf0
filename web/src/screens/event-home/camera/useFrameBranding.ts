import { useCallback, useEffect, useRef } from 'react';
import { addOnEndpointRoutes } from '#shared/api/add-on-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../../api/callApi';

/**
 * The event's branded frame text for the camera (branded frames add-on): read when the camera opens and
 * again after every capture, so a text the organizer sets meanwhile is on the next photos. Only events
 * whose package has the add-on ask; a failed read keeps the last known text (the photo is never held up).
 */
export function useFrameBranding(event: Pick<EventView, 'code' | 'addOns'>, token: string): { current: () => string | undefined; refresh: () => void } {
  const branded = event.addOns?.includes('branded_frames') === true;
  const text = useRef<string | undefined>(undefined);
  const refresh = useCallback(() => {
    if (!branded) {
      text.current = undefined;
      return;
    }
    callApi(addOnEndpointRoutes.getBranding, { params: { code: event.code }, token }).then(
      (branding) => {
        text.current = branding.text ?? undefined;
      },
      (error: unknown) => console.warn('frame branding not read', error),
    );
  }, [branded, event.code, token]);
  useEffect(refresh, [refresh]);
  return { current: useCallback(() => text.current, []), refresh };
}
