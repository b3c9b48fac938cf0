/**
 * Film grain: seeded monochrome noise added to RGBA pixels, strongest in the midtones like real film
 * (shadows and highlights show less). Monochrome, so JPEG's chroma subsampling costs nothing extra.
 */
import type { Rng } from './random';

/** Grain amplitude (0..255 units, at mid-grey) at medium aging; sized to stay under the JPEG byte budget. */
export const GRAIN_AMPLITUDE = 9;

/** Adds grain in place. amplitude 0 leaves the data untouched. */
export function applyGrain(data: Uint8ClampedArray, amplitude: number, rng: Rng): void {
  if (amplitude <= 0) return;
  // Inline xorshift32 seeded from rng: a function call per pixel would double the cost of this loop.
  let x = Math.floor(rng.next() * 4294967295) | 1;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    const l = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    // Triangular noise in [-1, 1] from the two 16-bit halves: softer than uniform, fewer hard specks.
    const noise = ((x & 0xffff) + ((x >>> 16) & 0xffff)) / 65535 - 1;
    const n = noise * amplitude * (0.35 + 2.6 * l * (1 - l));
    data[i] = r + n;
    data[i + 1] = g + n;
    data[i + 2] = b + n;
  }
}
