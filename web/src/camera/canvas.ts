/**
 * Canvas surfaces for the capture pipeline. OffscreenCanvas when the browser has it (its convertToBlob
 * keeps encoding off the main thread's hot path, and the same code could move into a worker), else a
 * detached DOM canvas with toBlob.
 */
import type { Size } from './crop';

/** The drawing calls the pipeline uses; both CanvasRenderingContext2D and the offscreen one fit it. */
export type Ctx2D = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'closePath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'arcTo'
  | 'ellipse'
  | 'quadraticCurveTo'
  | 'bezierCurveTo'
  | 'rect'
  | 'fill'
  | 'stroke'
  | 'clip'
  | 'fillRect'
  | 'clearRect'
  | 'drawImage'
  | 'getImageData'
  | 'putImageData'
  | 'createRadialGradient'
  | 'createLinearGradient'
  | 'translate'
  | 'rotate'
  | 'scale'
  | 'setTransform'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'globalAlpha'
  | 'globalCompositeOperation'
  | 'imageSmoothingEnabled'
  | 'imageSmoothingQuality'
  | 'shadowBlur'
  | 'shadowColor'
  | 'shadowOffsetX'
  | 'shadowOffsetY'
  // The branded frame's text (brand-text.ts).
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillText'
  | 'measureText'
>;

export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

export interface Surface {
  readonly canvas: AnyCanvas;
  readonly ctx: Ctx2D;
  readonly width: number;
  readonly height: number;
}

export interface SurfaceOptions {
  /** For the canvas whose pixels are read back: keeps it in CPU memory so getImageData is cheap. */
  readonly willReadFrequently?: boolean;
}

export type SurfaceFactory = (width: number, height: number, options?: SurfaceOptions) => Surface;

export const createSurface: SurfaceFactory = (width, height, options = {}) => {
  const settings: CanvasRenderingContext2DSettings = { alpha: false, willReadFrequently: options.willReadFrequently ?? false };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', settings);
    if (ctx) return { canvas, ctx, width, height };
  }
  if (typeof document === 'undefined') throw new Error('No canvas available in this environment.');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', settings);
  if (!ctx) throw new Error('Could not create a 2D canvas.');
  return { canvas, ctx, width, height };
};

function isOffscreen(canvas: AnyCanvas): canvas is OffscreenCanvas {
  return typeof OffscreenCanvas !== 'undefined' && canvas instanceof OffscreenCanvas;
}

export function canvasToBlob(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if (isOffscreen(canvas)) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the photo.'))), type, quality);
  });
}

/** Frees the pixel memory now: iOS Safari keeps canvas memory until GC and has a low total limit. */
export function releaseSurface(surface: Surface): void {
  surface.canvas.width = 0;
  surface.canvas.height = 0;
}

/** Intrinsic pixel size of a drawable (a <video>'s width attribute is its layout size, not the frame's). */
export function sourceSize(source: CanvasImageSource): Size {
  if ('videoWidth' in source) return { width: source.videoWidth, height: source.videoHeight };
  if ('naturalWidth' in source) return { width: source.naturalWidth, height: source.naturalHeight };
  if ('displayWidth' in source) return { width: source.displayWidth, height: source.displayHeight };
  if (typeof source.width === 'number' && typeof source.height === 'number') return { width: source.width, height: source.height };
  throw new TypeError('Cannot tell the size of this image source.');
}
