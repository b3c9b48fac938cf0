/**
 * Frame styles (spec: classic, vintage, modern, retro) as data, plus the card geometry and drawing.
 * Polaroid proportions: even side and top borders, a deep bottom border; all sizes are fractions of the
 * card width so the live preview (any size) and the 1080 px capture look the same.
 */
import type { Ctx2D } from './canvas';
import type { Rect } from './crop';
import type { Rng } from './random';

export const FRAME_STYLES = ['classic', 'vintage', 'modern', 'retro'] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

export interface FrameStyleSpec {
  readonly label: string;
  /** Border widths as fractions of the card width. */
  readonly border: { readonly side: number; readonly top: number; readonly bottom: number };
  /** Paper gradient, top-left (light) to bottom-right (dark). */
  readonly paper: { readonly light: string; readonly dark: string };
  /** Faint low-contrast stains on the paper (aged stock); 0 for none. Cheap for JPEG: no fine detail. */
  readonly paperStains: number;
  /** The print sits under the paper lip: a soft shadow inside its top and left edges (light from top-left). */
  readonly photoShadow: { readonly color: string; readonly size: number } | null;
  /** A thin line around the photo; inset < 0 draws it out on the paper. Sizes are fractions of card width. */
  readonly innerLine: { readonly color: string; readonly width: number; readonly inset: number } | null;
  /** Rounded photo corners as a fraction of the photo side (retro prints had them). */
  readonly photoCornerRadius: number;
  /** For the UI around the card (review screen, gallery): a CSS box-shadow. The JPEG itself has none. */
  readonly cssShadow: string;
}

export const FRAME_SPECS: Record<FrameStyle, FrameStyleSpec> = {
  classic: {
    label: 'Classic',
    border: { side: 0.055, top: 0.055, bottom: 0.21 },
    paper: { light: '#fcfbf8', dark: '#ece9e1' },
    paperStains: 0,
    photoShadow: { color: 'rgba(0, 0, 0, 0.3)', size: 0.009 },
    innerLine: null,
    photoCornerRadius: 0,
    cssShadow: '0 1px 3px rgba(0, 0, 0, 0.22), 0 8px 22px rgba(0, 0, 0, 0.18)',
  },
  vintage: {
    label: 'Vintage',
    border: { side: 0.06, top: 0.06, bottom: 0.22 },
    paper: { light: '#f3e8cf', dark: '#dcc9a2' },
    paperStains: 1,
    photoShadow: { color: 'rgba(70, 45, 10, 0.38)', size: 0.011 },
    innerLine: { color: 'rgba(120, 88, 45, 0.45)', width: 0.0022, inset: -0.007 },
    photoCornerRadius: 0,
    cssShadow: '0 1px 3px rgba(60, 40, 10, 0.3), 0 8px 22px rgba(60, 40, 10, 0.22)',
  },
  modern: {
    label: 'Modern',
    border: { side: 0.035, top: 0.035, bottom: 0.11 },
    paper: { light: '#ffffff', dark: '#f3f3f3' },
    paperStains: 0,
    photoShadow: null,
    innerLine: { color: 'rgba(0, 0, 0, 0.14)', width: 0.0014, inset: 0 },
    photoCornerRadius: 0,
    cssShadow: '0 2px 12px rgba(0, 0, 0, 0.16)',
  },
  retro: {
    label: 'Retro',
    border: { side: 0.07, top: 0.07, bottom: 0.2 },
    paper: { light: '#f6ecd6', dark: '#e7d4ae' },
    paperStains: 0.5,
    photoShadow: { color: 'rgba(0, 0, 0, 0.22)', size: 0.008 },
    innerLine: { color: 'rgba(196, 98, 42, 0.85)', width: 0.004, inset: -0.016 },
    photoCornerRadius: 0.03,
    cssShadow: '0 1px 3px rgba(80, 50, 20, 0.25), 0 8px 22px rgba(80, 50, 20, 0.2)',
  },
};

export interface FrameGeometry {
  readonly width: number;
  readonly height: number;
  /** The square photo window, in whole pixels. */
  readonly photo: Rect;
}

export function frameGeometry(style: FrameStyle, cardWidth: number): FrameGeometry {
  const { side, top, bottom } = FRAME_SPECS[style].border;
  const w = Math.round(cardWidth);
  const sidePx = Math.round(w * side);
  const topPx = Math.round(w * top);
  const photoSide = w - 2 * sidePx;
  const height = topPx + photoSide + Math.round(w * bottom);
  return { width: w, height, photo: { x: sidePx, y: topPx, width: photoSide, height: photoSide } };
}

export function roundedRectPath(ctx: Ctx2D, rect: Rect, radius: number): void {
  const r = Math.max(0, Math.min(radius, rect.width / 2, rect.height / 2));
  const { x, y, width: w, height: h } = rect;
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function drawPaper(ctx: Ctx2D, geo: FrameGeometry, spec: FrameStyleSpec, rng: Rng | undefined): void {
  const paper = ctx.createLinearGradient(0, 0, geo.width, geo.height);
  paper.addColorStop(0, spec.paper.light);
  paper.addColorStop(1, spec.paper.dark);
  ctx.fillStyle = paper;
  ctx.fillRect(0, 0, geo.width, geo.height);
  if (!rng || spec.paperStains <= 0) return;
  // A few large, soft, brownish blotches: old paper is never evenly toned.
  const count = Math.round(3 + 3 * spec.paperStains);
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, geo.width);
    const y = rng.range(0, geo.height);
    const r = rng.range(0.08, 0.25) * geo.width;
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, `rgba(150, 110, 50, ${(0.06 * spec.paperStains).toFixed(3)})`);
    g.addColorStop(1, 'rgba(150, 110, 50, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
}

function drawPhotoEdge(ctx: Ctx2D, geo: FrameGeometry, spec: FrameStyleSpec): void {
  const { photo } = geo;
  const radius = spec.photoCornerRadius * photo.width;
  if (spec.photoShadow) {
    const size = Math.max(1, spec.photoShadow.size * geo.width);
    ctx.save();
    roundedRectPath(ctx, photo, radius);
    ctx.clip();
    const top = ctx.createLinearGradient(0, photo.y, 0, photo.y + size);
    top.addColorStop(0, spec.photoShadow.color);
    top.addColorStop(1, 'rgba(0, 0, 0, 0)');
    ctx.fillStyle = top;
    ctx.fillRect(photo.x, photo.y, photo.width, size);
    const left = ctx.createLinearGradient(photo.x, 0, photo.x + size, 0);
    left.addColorStop(0, spec.photoShadow.color);
    left.addColorStop(1, 'rgba(0, 0, 0, 0)');
    ctx.fillStyle = left;
    ctx.fillRect(photo.x, photo.y, size, photo.height);
    ctx.restore();
  }
  if (spec.innerLine) {
    const lineWidth = Math.max(1, spec.innerLine.width * geo.width);
    const inset = spec.innerLine.inset * geo.width + lineWidth / 2;
    const rect: Rect = { x: photo.x + inset, y: photo.y + inset, width: photo.width - 2 * inset, height: photo.height - 2 * inset };
    ctx.save();
    roundedRectPath(ctx, rect, radius > 0 ? radius - inset : 0);
    ctx.strokeStyle = spec.innerLine.color;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * Draws the whole card: paper, the (already filtered) square photo into its window, then the edge shadow
 * and line over it. `rng` seeds the paper stains of the aged styles.
 */
export function drawFrame(ctx: Ctx2D, geo: FrameGeometry, style: FrameStyle, photo: CanvasImageSource, rng?: Rng): void {
  const spec = FRAME_SPECS[style];
  drawPaper(ctx, geo, spec, rng);
  ctx.save();
  roundedRectPath(ctx, geo.photo, spec.photoCornerRadius * geo.photo.width);
  ctx.clip();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(photo, geo.photo.x, geo.photo.y, geo.photo.width, geo.photo.height);
  ctx.restore();
  drawPhotoEdge(ctx, geo, spec);
}
