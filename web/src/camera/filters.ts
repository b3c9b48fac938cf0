/**
 * The seven polaroid filters (spec "Camera screen"), each a list of CSS-shaped colour ops (colour-ops.ts):
 * the live preview sets `filter: filterCss(name)` on the <video>, the capture runs the same ops per pixel.
 */
import type { PhotoFilterId } from '../../../shared/photo-filters.js';
import { applyColourOps, type ColourOp, coolTint, opsToCss } from './colour-ops';

/**
 * The ids are shared (shared/photo-filters.ts): the server checks the filter a photo's upload names against them.
 * Typed from there, not imported (FILTER_OPS must name every id and no other; filters.test.ts checks the order),
 * so the camera's chunk does not pull the shared list's own chunk in (camera state budget).
 */
export type FilterName = PhotoFilterId;

export const FILTER_OPS: Record<FilterName, readonly ColourOp[]> = {
  none: [],
  blackwhite: [
    { fn: 'grayscale', amount: 1 },
    { fn: 'contrast', amount: 1.12 },
  ],
  vintage: [
    { fn: 'sepia', amount: 0.45 },
    { fn: 'saturate', amount: 1.15 },
    { fn: 'contrast', amount: 0.9 },
    { fn: 'brightness', amount: 1.06 },
  ],
  warm: [
    { fn: 'sepia', amount: 0.22 },
    { fn: 'saturate', amount: 1.3 },
    { fn: 'brightness', amount: 1.03 },
  ],
  cool: [...coolTint(0.25), { fn: 'saturate', amount: 1.15 }, { fn: 'brightness', amount: 1.06 }],
  faded: [
    { fn: 'saturate', amount: 0.7 },
    { fn: 'contrast', amount: 0.78 },
    { fn: 'brightness', amount: 1.1 },
  ],
  contrast: [
    { fn: 'contrast', amount: 1.25 },
    { fn: 'saturate', amount: 1.1 },
  ],
};

/**
 * The filter strip's four quick filters: Original (the way back), B&W and Vintage (the two classic
 * polaroid looks) and Warm (flattering for skin under indoor party light). Cool, Faded and Contrast stay in
 * the settings panel and on the arrow keys: cool is unflattering on faces, the other two are subtle.
 */
export const QUICK_FILTERS = ['none', 'blackwhite', 'vintage', 'warm'] as const satisfies readonly FilterName[];

/** The filters in the camera's order (the arrow keys cycle them so): FILTER_OPS's keys, written in that order. */
export const FILTER_NAMES = Object.keys(FILTER_OPS) as readonly FilterName[];
export const isFilterName = (value: unknown): value is FilterName => typeof value === 'string' && Object.hasOwn(FILTER_OPS, value);

/** CSS `filter` value for the live preview. */
export function filterCss(name: FilterName): string {
  return opsToCss(FILTER_OPS[name]);
}

/** Applies a filter in place to RGBA pixels. */
export function applyFilter(data: Uint8ClampedArray, name: FilterName): void {
  applyColourOps(data, FILTER_OPS[name]);
}

function stepFilter(current: FilterName, delta: 1 | -1): FilterName {
  const n = FILTER_NAMES.length;
  const index = FILTER_NAMES.indexOf(current);
  return FILTER_NAMES[(index + delta + n) % n] as FilterName;
}

export const nextFilter = (current: FilterName): FilterName => stepFilter(current, 1);
export const previousFilter = (current: FilterName): FilterName => stepFilter(current, -1);

/**
 * Spec: arrow keys cycle the filters (wrapping round), R resets. Takes KeyboardEvent.key; returns the new
 * filter, or null when the key is not a filter key (so the caller leaves the event alone). The caller
 * should skip events aimed at text fields and selects.
 */
export function filterForKey(current: FilterName, key: string): FilterName | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return nextFilter(current);
    case 'ArrowLeft':
    case 'ArrowUp':
      return previousFilter(current);
    case 'r':
    case 'R':
      return 'none';
    default:
      return null;
  }
}
