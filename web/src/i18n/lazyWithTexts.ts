import { lazy, type ComponentType } from 'react';
import type { Area } from './areas';
import { preloadTexts } from './texts';

/**
 * React.lazy for a route whose screens read `areas`: the page's chunk and its texts in the device's
 * language load together, instead of the texts only once the page has rendered (one round trip later).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithTexts<T extends ComponentType<any>>(areas: readonly Area[], load: () => Promise<{ default: T }>) {
  return lazy(async () => (await Promise.all([load(), preloadTexts(areas)]))[0]);
}
