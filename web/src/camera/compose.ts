/**
 * From one camera frame to the three uploads of DESIGN section 7: the framed polaroid card, the raw frame
 * and the gallery thumbnail. The frame is grabbed once into the raw canvas and everything else is cut
 * from that, so all three show the same instant even though the video keeps playing.
 */
import { createSurface as defaultCreateSurface, releaseSurface, sourceSize, type Surface, type SurfaceFactory } from './canvas';
import { applyColourOps } from './colour-ops';
import {
  POLAROID_JPEG_QUALITY,
  POLAROID_MAX_BYTES,
  POLAROID_MIN_QUALITY,
  POLAROID_TARGET_BYTES,
  POLAROID_WIDTH,
  RAW_JPEG_QUALITY,
  RAW_MAX_BYTES,
  RAW_MAX_EDGE,
  RAW_MIN_QUALITY,
  THUMBNAIL_JPEG_QUALITY,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_MIN_QUALITY,
  THUMBNAIL_WIDTH,
} from './constants';
import { type BrandLogo, drawBranding } from './brand-text';
import { centreSquareCrop, fitLongEdge, type Size } from './crop';
import { drawCardEffects, drawPhotoEffects, grainRng, planEffects } from './effects';
import { type EncodedJpeg, encodeWithinBudget, type JpegBudget, surfaceEncoder } from './encode';
import { drawFrame, type FrameGeometry, frameGeometry } from './frames';
import { applyGrain, GRAIN_AMPLITUDE } from './grain';
import { createRng, randomSeed } from './random';
import { DEFAULT_POLAROID_SETTINGS, type PolaroidSettings, settingsColourOps } from './settings';

export const POLAROID_BUDGET: JpegBudget = {
  quality: POLAROID_JPEG_QUALITY,
  minQuality: POLAROID_MIN_QUALITY,
  targetBytes: POLAROID_TARGET_BYTES,
  maxBytes: POLAROID_MAX_BYTES,
};
export const RAW_BUDGET: JpegBudget = {
  quality: RAW_JPEG_QUALITY,
  minQuality: RAW_MIN_QUALITY,
  targetBytes: RAW_MAX_BYTES,
  maxBytes: RAW_MAX_BYTES,
};
export const THUMBNAIL_BUDGET: JpegBudget = {
  quality: THUMBNAIL_JPEG_QUALITY,
  minQuality: THUMBNAIL_MIN_QUALITY,
  targetBytes: THUMBNAIL_MAX_BYTES,
  maxBytes: THUMBNAIL_MAX_BYTES,
};

export interface ComposeOptions {
  readonly settings?: PolaroidSettings;
  /** Seed of the vintage effects; store it to redraw the same look. Random when absent. */
  readonly seed?: number;
  /** Flip every output horizontally (to match a mirrored front-camera preview). */
  readonly mirror?: boolean;
  /** Frame size when the source cannot tell (see canvas.ts sourceSize). */
  readonly sourceSize?: Size;
  readonly createSurface?: SurfaceFactory;
  /** The event's branded frame text (branded frames add-on), printed on the bottom border; none when absent. */
  readonly brandText?: string;
  /** The event's branded frame logo (same add-on), beside the text; none when absent. */
  readonly brandLogo?: BrandLogo;
}

export interface RenderTimings {
  /** Frame grab into the raw canvas and the square crop. */
  readonly grabMs: number;
  /** Per-pixel colour ops and grain. */
  readonly pixelsMs: number;
  /** Drawn effects and the frame. */
  readonly drawMs: number;
}

export interface RenderedPolaroid {
  readonly card: Surface;
  readonly raw: Surface;
  readonly geometry: FrameGeometry;
  readonly seed: number;
  readonly timings: RenderTimings;
}

export interface ComposeTimings extends RenderTimings {
  /** Wall time of the three encodes, which run concurrently. */
  readonly encodeMs: number;
  readonly totalMs: number;
}

export interface ComposedPhoto {
  readonly polaroid: EncodedJpeg;
  readonly raw: EncodedJpeg;
  readonly thumbnail: EncodedJpeg;
  readonly seed: number;
  readonly settings: PolaroidSettings;
  readonly timings: ComposeTimings;
}

const now = (): number => performance.now();

/** Draws the card and the raw frame (no encoding). The caller releases both surfaces. */
export function renderPolaroid(source: CanvasImageSource, options: ComposeOptions = {}): RenderedPolaroid {
  const settings = options.settings ?? DEFAULT_POLAROID_SETTINGS;
  const seed = options.seed ?? randomSeed();
  const create = options.createSurface ?? defaultCreateSurface;
  const frame = options.sourceSize ?? sourceSize(source);
  if (!(frame.width > 0 && frame.height > 0)) throw new Error('The camera frame is not ready yet.');

  const t0 = now();
  const rawSize = fitLongEdge(frame.width, frame.height, RAW_MAX_EDGE);
  const geometry = frameGeometry(settings.frameStyle, POLAROID_WIDTH);
  const side = geometry.photo.width;
  const surfaces: Surface[] = [];
  const make = (width: number, height: number, willReadFrequently = false): Surface => {
    const surface = create(width, height, { willReadFrequently });
    surfaces.push(surface);
    return surface;
  };
  try {
    const raw = make(rawSize.width, rawSize.height);
    raw.ctx.imageSmoothingQuality = 'high';
    if (options.mirror) {
      raw.ctx.translate(rawSize.width, 0);
      raw.ctx.scale(-1, 1);
    }
    raw.ctx.drawImage(source, 0, 0, frame.width, frame.height, 0, 0, rawSize.width, rawSize.height);
    raw.ctx.setTransform(1, 0, 0, 1, 0, 0);

    const photo = make(side, side, true);
    const crop = centreSquareCrop(rawSize.width, rawSize.height);
    photo.ctx.imageSmoothingQuality = 'high';
    photo.ctx.drawImage(raw.canvas, crop.x, crop.y, crop.width, crop.height, 0, 0, side, side);

    const t1 = now();
    const plan = planEffects(settings.effects, settings.agingLevel, seed);
    const pixels = photo.ctx.getImageData(0, 0, side, side);
    applyColourOps(pixels.data, settingsColourOps(settings));
    applyGrain(pixels.data, GRAIN_AMPLITUDE * plan.grain, grainRng(seed));
    photo.ctx.putImageData(pixels, 0, 0);

    const t2 = now();
    drawPhotoEffects(photo.ctx, plan, { x: 0, y: 0, width: side, height: side });
    const card = make(geometry.width, geometry.height);
    drawFrame(card.ctx, geometry, settings.frameStyle, photo.canvas, createRng(seed ^ 0x9e3779b9));
    if (options.brandText || options.brandLogo) drawBranding(card.ctx, geometry, { text: options.brandText, logo: options.brandLogo });
    drawCardEffects(card.ctx, plan, geometry);
    releaseSurface(photo);
    const t3 = now();
    return { card, raw, geometry, seed, timings: { grabMs: t1 - t0, pixelsMs: t2 - t1, drawMs: t3 - t2 } };
  } catch (error) {
    surfaces.forEach(releaseSurface);
    throw error;
  }
}

/** Renders and encodes the polaroid, raw and thumbnail JPEGs, each within its byte budget. */
export async function composePhoto(source: CanvasImageSource, options: ComposeOptions = {}): Promise<ComposedPhoto> {
  const settings = options.settings ?? DEFAULT_POLAROID_SETTINGS;
  const create = options.createSurface ?? defaultCreateSurface;
  const t0 = now();
  const rendered = renderPolaroid(source, { ...options, settings });
  const { card, raw, geometry } = rendered;
  const cardSize: Size = { width: geometry.width, height: geometry.height };
  const thumbSize: Size = { width: THUMBNAIL_WIDTH, height: Math.round((geometry.height * THUMBNAIL_WIDTH) / geometry.width) };

  const t1 = now();
  const polaroidEnc = surfaceEncoder(card, cardSize, create);
  const thumbEnc = surfaceEncoder(card, thumbSize, create);
  const rawEnc = surfaceEncoder(raw, { width: raw.width, height: raw.height }, create);
  try {
    const [polaroid, rawJpeg, thumbnail] = await Promise.all([
      encodeWithinBudget(polaroidEnc.encode, POLAROID_BUDGET),
      encodeWithinBudget(rawEnc.encode, RAW_BUDGET),
      encodeWithinBudget(thumbEnc.encode, THUMBNAIL_BUDGET),
    ]);
    const t2 = now();
    return {
      polaroid,
      raw: rawJpeg,
      thumbnail,
      seed: rendered.seed,
      settings,
      timings: { ...rendered.timings, encodeMs: t2 - t1, totalMs: t2 - t0 },
    };
  } finally {
    polaroidEnc.dispose();
    thumbEnc.dispose();
    rawEnc.dispose();
    releaseSurface(card);
    releaseSurface(raw);
  }
}
