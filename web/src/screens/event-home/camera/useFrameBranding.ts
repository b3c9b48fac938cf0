import { useCallback, useEffect, useRef } from 'react';
import { guestEndpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../../api/callApi';
import { type BrandLogo, loadBrandLogo } from '../../../camera';

/** How long a capture waits for a fresh read before it uses the last known branding (a slow network never holds the photo). */
const FRESH_READ_MS = 800;
/** How long a capture waits for a newly set logo's image on top of that. */
const LOGO_WAIT_MS = 2500;

export interface FrameBranding {
  text?: string;
  logo?: BrandLogo;
}

/**
 * The event's branded frame (branded frames add-on) for the camera: text and logo, read (GET …/me, which carries
 * them) when the camera opens and again at every capture, so a branding the organizer set a moment ago is on the
 * next photo. The logo image is fetched once per logo id (its link is same-origin, so drawing it keeps the canvas
 * clean) and kept decoded. Only events whose package has the add-on ask; a failed or slow read falls back to the
 * last known branding, and a logo that cannot be loaded is left out rather than holding the photo.
 */
export function useFrameBranding(event: Pick<EventView, 'code' | 'addOns'>, token: string): { forCapture: () => Promise<FrameBranding> } {
  const branded = event.addOns?.includes('branded_frames') === true;
  const text = useRef<string | undefined>(undefined);
  const logo = useRef<LogoEntry | undefined>(undefined);
  const read = useCallback(async (): Promise<void> => {
    if (!branded) {
      text.current = undefined;
      logo.current = undefined;
      return;
    }
    try {
      const me = await callApi(guestEndpointRoutes.getMe, { params: { code: event.code }, token });
      text.current = me.branding?.text ?? undefined;
      const next = me.branding?.logo ?? null;
      if (!next) logo.current = undefined;
      else if (logo.current?.id !== next.id || (!logo.current.image && !logo.current.loading)) logo.current = startLoad(next.id, next.url);
      await logo.current?.loading;
    } catch (error) {
      console.warn('frame branding not read', error);
    }
  }, [branded, event.code, token]);

  useEffect(() => {
    void read();
  }, [read]);

  const forCapture = useCallback(async (): Promise<FrameBranding> => {
    if (!branded) return {};
    await Promise.race([read(), delay(FRESH_READ_MS)]);
    // A logo the read just learned of is part of the frame: worth a short wait, never an unbounded one.
    const pending = logo.current;
    if (pending && !pending.image && pending.loading) await Promise.race([pending.loading, delay(LOGO_WAIT_MS)]);
    return { text: text.current, logo: logo.current?.image };
  }, [branded, read]);
  return { forCapture };
}

interface LogoEntry {
  id: string;
  image?: BrandLogo;
  /** The image's load while in flight; cleared when it ends (a failed load is tried again at the next read). */
  loading?: Promise<void>;
}

function startLoad(id: string, url: string): LogoEntry {
  const entry: LogoEntry = { id };
  entry.loading = loadBrandLogo(url).then(
    (image) => {
      entry.image = image;
      entry.loading = undefined;
    },
    (error: unknown) => {
      console.warn('frame logo not loaded', error);
      entry.loading = undefined;
    },
  );
  return entry;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
