import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from './areas';
import { preloadTexts } from './texts';

/** A lazy route that can be loaded before React renders it (startApp.tsx does for the first route). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export type PreloadableRoute<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a route whose screens read `areas`: the page's chunk and its texts in the device's
 * language load together, instead of the texts only once the page has rendered (one round trip later).
 * Once loaded (by `preload` or a first render), the page renders without suspending: React.lazy takes a
 * thenable that has already resolved as resolved. That matters for the first route: a Suspense fallback
 * shown even for a moment holds the page back by React's reveal throttle (300 ms).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithTexts<T extends ComponentType<any>>(areas: readonly Area[], load: () => Promise<{ default: T }>): PreloadableRoute<T> {
  let module: { default: T } | undefined;
  // The browser keeps a loaded module and texts.ts a loaded catalogue: asking twice costs nothing.
  const preload = () => Promise.all([load(), preloadTexts(areas)]).then(([m]) => (module = m));
  const settled = (m: { default: T }) => ({ then: (resolve: (value: { default: T }) => void) => resolve(m) }) as unknown as Promise<{ default: T }>;
  return Object.assign(
    lazy(() => (module ? settled(module) : preload())),
    { preload },
  );
}
