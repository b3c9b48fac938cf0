import { useEffect, useRef } from 'react';

/**
 * Runs `onRestore` when the browser shows this page again from its back/forward cache, as after Back on
 * Stripe's page: the page comes back exactly as it was left, so a "Processing..." or "Opening…" would
 * otherwise stay for ever.
 */
export function useBackForwardRestore(onRestore: () => void): void {
  const latest = useRef(onRestore);
  useEffect(() => {
    latest.current = onRestore;
  });
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) latest.current();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
