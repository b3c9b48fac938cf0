/** Frame geometry: the square centre crop of the polaroid and the size limit of the raw frame. */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Rect extends Size {
  readonly x: number;
  readonly y: number;
}

function assertFrameSize(width: number, height: number): void {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width >= 1 && height >= 1)) {
    throw new RangeError(`Invalid frame size ${width}x${height}`);
  }
}

/**
 * The largest centred square inside a frame, in whole pixels. An odd leftover pixel goes to the right or
 * bottom, so x + side never exceeds the width.
 */
export function centreSquareCrop(width: number, height: number): Rect {
  assertFrameSize(width, height);
  const w = Math.floor(width);
  const h = Math.floor(height);
  const side = Math.min(w, h);
  return { x: Math.floor((w - side) / 2), y: Math.floor((h - side) / 2), width: side, height: side };
}

/** Scales a frame down (never up) so its long edge is at most maxEdge, keeping the aspect ratio. */
export function fitLongEdge(width: number, height: number, maxEdge: number): Size {
  assertFrameSize(width, height);
  const w = Math.floor(width);
  const h = Math.floor(height);
  const longEdge = Math.max(w, h);
  if (longEdge <= maxEdge) return { width: w, height: h };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** A size scaled by a factor, at least 1 px on each side. */
export function scaleSize(size: Size, scale: number): Size {
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
