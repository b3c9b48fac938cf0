/**
 * The branded frames add-on (issue #28): the event's logo and short text printed on the polaroid's bottom
 * border — the logo left of the text, the pair centred (either alone is centred), text in dark ink. Sizes
 * are fractions of the card width like the frame itself, so the admin screen's live preview and the 1080 px
 * capture place them the same. A long text shrinks to fit (never wraps, never runs onto the photo).
 */
import type { Ctx2D } from './canvas';
import type { Rect } from './crop';
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
  return { x: geo.width / 2, y: bottomTop + border / 2, fontPx: fitFont(geo, border, geo.width * MAX_TEXT_SHARE, measure) };
}

function fitFont(geo: FrameGeometry, border: number, room: number, measure: (fontPx: number) => number): number {
  let fontPx = Math.min(Math.round(geo.width * FONT_SHARE), Math.round(border * 0.42));
  const minPx = Math.max(8, Math.round(geo.width * MIN_FONT_SHARE));
  while (fontPx > minPx && measure(fontPx) > room) fontPx -= 1;
  return fontPx;
}

/** The logo's height as a share of the bottom border, and the widest it may be as a share of the card. */
const LOGO_HEIGHT_SHARE = 0.56;
const LOGO_MAX_WIDTH_SHARE = 0.32;

/** A logo as the frame draws it: any drawable image and its pixel size (for the aspect ratio). */
export interface BrandLogo {
  readonly image: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

export interface BrandLayout {
  readonly logo?: Rect;
  /** Left-aligned at x (its width at most maxWidth), vertically centred at y. */
  readonly text?: { readonly x: number; readonly y: number; readonly fontPx: number; readonly maxWidth: number };
}

/**
 * Logo and text side by side in the bottom border, the pair centred: the logo fitted to a share of the
 * border's height (and of the card's width, for a wide wordmark), the text fitted to the room left.
 */
export function brandLayout(geo: FrameGeometry, logo: { width: number; height: number } | undefined, text: string, measure: (fontPx: number) => number): BrandLayout {
  const bottomTop = geo.photo.y + geo.photo.height;
  const border = geo.height - bottomTop;
  const centreY = bottomTop + border / 2;
  const total = geo.width * MAX_TEXT_SHARE;
  if (!logo || !(logo.width > 0 && logo.height > 0)) {
    if (!text) return {};
    const fontPx = fitFont(geo, border, total, measure);
    const width = Math.min(measure(fontPx), total);
    return { text: { x: (geo.width - width) / 2, y: centreY, fontPx, maxWidth: total } };
  }
  const scale = Math.min((border * LOGO_HEIGHT_SHARE) / logo.height, (geo.width * LOGO_MAX_WIDTH_SHARE) / logo.width);
  const lw = Math.max(1, Math.round(logo.width * scale));
  const lh = Math.max(1, Math.round(logo.height * scale));
  if (!text) return { logo: { x: Math.round((geo.width - lw) / 2), y: Math.round(centreY - lh / 2), width: lw, height: lh } };
  const gap = Math.round(border * 0.16);
  const room = total - lw - gap;
  const fontPx = fitFont(geo, border, room, measure);
  const textWidth = Math.min(measure(fontPx), room);
  const left = (geo.width - (lw + gap + textWidth)) / 2;
  return {
    logo: { x: Math.round(left), y: Math.round(centreY - lh / 2), width: lw, height: lh },
    text: { x: left + lw + gap, y: centreY, fontPx, maxWidth: room },
  };
}

const font = (px: number): string => `600 ${px}px ${BRAND_FONT_FAMILY}`;

/** Draws the text on the card (after the frame, before the card effects, so wear marks lie over it). */
export function drawBrandText(ctx: Ctx2D, geo: FrameGeometry, text: string): void {
  drawBranding(ctx, geo, { text });
}

/** Draws the logo and the text on the card (after the frame, before the card effects, so wear marks lie over them). */
export function drawBranding(ctx: Ctx2D, geo: FrameGeometry, brand: { text?: string; logo?: BrandLogo }): void {
  const text = brand.text ?? '';
  const layout = brandLayout(geo, brand.logo, text, (px) => {
    ctx.font = font(px);
    return ctx.measureText(text).width;
  });
  ctx.save();
  if (layout.logo && brand.logo) {
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(brand.logo.image, layout.logo.x, layout.logo.y, layout.logo.width, layout.logo.height);
  }
  if (layout.text) {
    ctx.font = font(layout.text.fontPx);
    ctx.fillStyle = BRAND_INK;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, layout.text.x, layout.text.y, layout.text.maxWidth);
  }
  ctx.restore();
}
