/**
 * JPEG encoding within a byte budget. Quality steps down until the file is under the target; if even the
 * lowest quality is over the hard cap, the image shrinks a step and the qualities are tried again. The
 * loop takes the encoder as a function, so it is unit-tested with a fake one.
 */
import { canvasToBlob, type Surface, type SurfaceFactory, releaseSurface } from './canvas';
import { JPEG_MIME, JPEG_MIN_SCALE, JPEG_QUALITY_STEP, JPEG_SCALE_STEP } from './constants';
import { type Size, scaleSize } from './crop';

export interface JpegBudget {
  /** First quality tried. */
  readonly quality: number;
  readonly minQuality: number;
  /** Stepping down stops at the first file at or under this size. */
  readonly targetBytes: number;
  /** Never returned above this: the image shrinks instead. */
  readonly maxBytes: number;
  readonly qualityStep?: number;
  readonly scaleStep?: number;
  readonly minScale?: number;
}

export interface JpegAttempt {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
}

export interface EncodedJpeg extends JpegAttempt {
  readonly quality: number;
  readonly scale: number;
  readonly attempts: number;
  /** False when the file met only the hard cap, not the target. */
  readonly withinTarget: boolean;
}

/** Renders at a scale of the full size (1 = full) and encodes at a quality. */
export type ScaledJpegEncoder = (scale: number, quality: number) => Promise<JpegAttempt>;

export class JpegBudgetError extends Error {
  override readonly name = 'JpegBudgetError';
}

/** start, start - step, … down to min (always ending exactly on min), in hundredths to dodge float drift. */
export function qualitySteps(start: number, min: number, step: number = JPEG_QUALITY_STEP): number[] {
  const hundredths = (v: number): number => Math.round(v * 100);
  const [s, m, d] = [hundredths(start), hundredths(min), Math.max(1, hundredths(step))];
  const out: number[] = [];
  for (let q = s; q > m; q -= d) out.push(q / 100);
  out.push(Math.min(s, m) / 100);
  return out;
}

export async function encodeWithinBudget(encode: ScaledJpegEncoder, budget: JpegBudget): Promise<EncodedJpeg> {
  const steps = qualitySteps(budget.quality, budget.minQuality, budget.qualityStep);
  const scaleStep = budget.scaleStep ?? JPEG_SCALE_STEP;
  const minScale = budget.minScale ?? JPEG_MIN_SCALE;
  let attempts = 0;
  for (let scale = 1; scale >= minScale - 1e-9; scale = Math.round(scale * scaleStep * 1e4) / 1e4) {
    let smallest: (JpegAttempt & { quality: number }) | undefined;
    for (const quality of steps) {
      const out = await encode(scale, quality);
      attempts++;
      if (out.blob.size <= budget.targetBytes) return { ...out, quality, scale, attempts, withinTarget: true };
      if (!smallest || out.blob.size < smallest.blob.size) smallest = { ...out, quality };
    }
    if (smallest && smallest.blob.size <= budget.maxBytes) return { ...smallest, scale, attempts, withinTarget: false };
  }
  throw new JpegBudgetError(`Could not encode the photo under ${budget.maxBytes} bytes.`);
}

/**
 * A ScaledJpegEncoder over a rendered surface: scale × fullSize is drawn (once per scale) from the surface
 * and encoded; when that is the surface's own size it is encoded as is. Call dispose() when done.
 */
export function surfaceEncoder(
  source: Surface,
  fullSize: Size,
  createSurface: SurfaceFactory,
): { encode: ScaledJpegEncoder; dispose: () => void } {
  let cached: { scale: number; surface: Surface } | undefined;
  const surfaceAt = (scale: number): Surface => {
    const size = scaleSize(fullSize, scale);
    if (size.width === source.width && size.height === source.height) return source;
    if (cached?.scale === scale) return cached.surface;
    if (cached) releaseSurface(cached.surface);
    const surface = createSurface(size.width, size.height);
    surface.ctx.imageSmoothingEnabled = true;
    surface.ctx.imageSmoothingQuality = 'high';
    surface.ctx.drawImage(source.canvas, 0, 0, size.width, size.height);
    cached = { scale, surface };
    return surface;
  };
  return {
    encode: async (scale, quality) => {
      const surface = surfaceAt(scale);
      const blob = await canvasToBlob(surface.canvas, JPEG_MIME, quality);
      return { blob, width: surface.width, height: surface.height };
    },
    dispose: () => {
      if (cached) releaseSurface(cached.surface);
      cached = undefined;
    },
  };
}
