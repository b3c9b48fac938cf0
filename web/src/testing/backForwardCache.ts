import { act } from '@testing-library/react';

/** The browser shows the page again from its back/forward cache (Back on Stripe's page): `pageshow` with `persisted`. */
export function restoreFromBackForwardCache(): void {
  const restored = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(restored, 'persisted', { value: true });
  act(() => {
    window.dispatchEvent(restored);
  });
}
