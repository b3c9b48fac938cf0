import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** A first image that never answers must not keep the rest back for long. */
export const IMAGES_FIRST_MAX_WAIT_MS = 3000;

/**
 * Lets the first `count` images of a list load alone: `released` turns true once each of them has loaded
 * or failed (call `settled` from their onLoad/onError), or after `maxWaitMs`. Until then the others are
 * rendered without a source, so on a slow phone the images on screen get the whole connection instead of
 * sharing it with the lazy ones the browser fetches ahead of the scroll. Once released, always released.
 */
export function useImagesFirst(count: number, maxWaitMs: number = IMAGES_FIRST_MAX_WAIT_MS): { released: boolean; settled: () => void } {
  const [released, setReleased] = useState(count <= 0);
  const left = useRef(count);
  const settled = useCallback(() => {
    left.current -= 1;
    // A transition: releasing re-renders every held image of the list, in slices rather than in one task.
    if (left.current <= 0) startTransition(() => setReleased(true));
  }, []);
  useEffect(() => {
    if (released) return;
    const timer = setTimeout(() => startTransition(() => setReleased(true)), maxWaitMs);
    return () => clearTimeout(timer);
  }, [released, maxWaitMs]);
  return { released, settled };
}
