/**
 * The branded frames add-on (issue #28): the event's short text printed on the polaroid's bottom border,
 * centred, in dark ink. Sizes are fractions of the card width like the frame itself, so the admin screen's
 * live preview and the 1080 px capture place it the same. A long text shrinks to fit (never wraps, never
 * runs onto the photo).
 */
import type { Ctx2D } from './canvas';
import type { FrameGeometry } from './frames';

/** Font size as a fraction of the card width, and the narrowest it may shrink to. */
const FONT_SHARE = 0.05;
const MIN_FONT_SHARE = 0.024;
/** The text stays within this share of the card width. */
const MAX_TEXT_SHARE = 0.86;
export const BRAND_INK = '#2a2520';
export const BRAND_FONT_FAMILY = '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export interface BrandTextLayout {
  readonly x: number;
  readonly y: number;
  readonly fontPx: number;
}

/** Where the text goes: centred in the bottom border, its size fitted to the width `measure` reports. */
export function brandTextLayout(geo: FrameGeometry, measure: (fontPx: number) => number): BrandTextLayout {
  const bottomTop = geo.photo.y + geo.photo.height;
  const border = geo.height - bottomTop;
  let fontPx = Math.min(Math.round(geo.width * FONT_SHARE), Math.round(border * 0.42));
  const minPx = Math.max(8, Math.round(geo.width * MIN_FONT_SHARE));
  while (fontPx > minPx && measure(fontPx) > geo.width * MAX_TEXT_SHARE) fontPx -= 1;
  return { x: geo.width / 2, y: bottomTop + border / 2, fontPx };
}

const font = (px: number): string => `600 ${px}px ${BRAND_FONT_FAMILY}`;

/** Draws the text on the card (after the frame, before the card effects, so wear marks lie over it). */
export function drawBrandText(ctx: Ctx2D, geo: FrameGeometry, text: string): void {
  if (!text) return;
  const layout = brandTextLayout(geo, (px) => {
    ctx.font = font(px);
    return ctx.measureText(text).width;
  });
  ctx.save();
  ctx.font = font(layout.fontPx);
  ctx.fillStyle = BRAND_INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, layout.x, layout.y, geo.width * MAX_TEXT_SHARE);
  ctx.restore();
}
