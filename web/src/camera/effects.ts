/**
 * Procedural vintage effects (dust, hairs, scratches, light leaks, edge wear, vignette, corner wear).
 * Planned from a seed first (pure data, unit-tested), then drawn on any 2D context. Each effect has its own
 * random stream, so turning one on or off never moves another. Photo effects use coordinates as fractions
 * of the photo side, card effects as fractions of the card width: any preview size matches the capture.
 */
import type { Ctx2D } from './canvas';
import type { Rect, Size } from './crop';
import { createRng, type Rng } from './random';
import { AGING_STRENGTH, type AgingLevel, type VintageEffect, type VintageEffects } from './vintage';

export interface Speck {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly dark: boolean;
  readonly alpha: number;
}

/** A cubic curve: start, two controls, end. */
export interface Hair {
  readonly points: readonly [number, number, number, number, number, number, number, number];
  readonly width: number;
  readonly alpha: number;
}

export interface Scratch {
  readonly x0: number;
  readonly y0: number;
  readonly cx: number;
  readonly cy: number;
  readonly x1: number;
  readonly y1: number;
  readonly width: number;
  readonly light: boolean;
  readonly alpha: number;
}

export interface Leak {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  /** "r, g, b" */
  readonly rgb: string;
  readonly alpha: number;
}

/** An irregular fleck: vertex radii as multiples of r, evenly spaced in angle from `rotation`. */
export interface WearMark {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly rotation: number;
  readonly shape: readonly number[];
  readonly alpha: number;
}

export interface CornerMark {
  /** 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left. */
  readonly corner: 0 | 1 | 2 | 3;
  /** Grime radius (fraction of card width). */
  readonly r: number;
  readonly alpha: number;
  /** Rubbed-off paper at the tip: size (fraction of card width) and radius multiples across the quarter turn. */
  readonly fray: { readonly size: number; readonly shape: readonly number[] };
  /** Crease across the corner: distances from the corner along the two edges. */
  readonly crease: { readonly a: number; readonly b: number } | null;
}

export interface EffectPlan {
  /** Darkened edges of the aged print, 0 = none. */
  readonly vignette: number;
  readonly leaks: readonly Leak[];
  readonly dust: readonly Speck[];
  readonly hairs: readonly Hair[];
  readonly scratches: readonly Scratch[];
  readonly edgeWear: readonly WearMark[];
  readonly cornerWear: readonly CornerMark[];
  /** Film grain amplitude factor for grain.ts (0 = off). */
  readonly grain: number;
}

const LEAK_COLOURS = ['255, 122, 40', '255, 78, 36', '255, 188, 92', '255, 96, 128'] as const;

/** A separate, stable stream per effect: same seed and effect name, same numbers. */
function streamFor(seed: number, effect: VintageEffect): Rng {
  let h = seed >>> 0;
  for (let i = 0; i < effect.length; i++) h = Math.imul(h ^ effect.charCodeAt(i), 0x01000193) >>> 0;
  return createRng(h);
}

function planDust(rng: Rng, k: number): { dust: Speck[]; hairs: Hair[] } {
  const dust: Speck[] = [];
  const count = Math.round(rng.range(40, 70) * k);
  for (let i = 0; i < count; i++) {
    dust.push({ x: rng.next(), y: rng.next(), r: rng.range(0.0006, 0.0022), dark: rng.chance(0.75), alpha: rng.range(0.35, 0.8) });
  }
  const hairs: Hair[] = [];
  const hairCount = Math.round(rng.range(1, 3) * k);
  for (let i = 0; i < hairCount; i++) {
    const x = rng.next();
    const y = rng.next();
    const len = rng.range(0.02, 0.06);
    const angle = rng.range(0, Math.PI * 2);
    const dx = Math.cos(angle) * len;
    const dy = Math.sin(angle) * len;
    const bend = (): number => rng.range(-0.4, 0.4) * len;
    hairs.push({
      points: [x, y, x + dx / 3 + bend(), y + dy / 3 + bend(), x + (2 * dx) / 3 + bend(), y + (2 * dy) / 3 + bend(), x + dx, y + dy],
      width: rng.range(0.0006, 0.0011),
      alpha: rng.range(0.35, 0.6),
    });
  }
  return { dust, hairs };
}

function planScratches(rng: Rng, k: number): Scratch[] {
  const out: Scratch[] = [];
  const count = Math.max(1, Math.round(rng.range(2, 4) * k));
  for (let i = 0; i < count; i++) {
    // Mostly vertical, like scratches dragged along the film path.
    const x0 = rng.range(0.05, 0.95);
    const y0 = rng.range(-0.1, 0.45);
    const length = rng.range(0.35, 1.1);
    const x1 = x0 + rng.range(-0.04, 0.04);
    const y1 = y0 + length;
    out.push({
      x0,
      y0,
      cx: (x0 + x1) / 2 + rng.range(-0.02, 0.02),
      cy: (y0 + y1) / 2,
      x1,
      y1,
      width: rng.range(0.0005, 0.0014),
      light: rng.chance(0.8),
      alpha: rng.range(0.18, 0.38) * Math.min(k, 1.25),
    });
  }
  return out;
}

function planLeaks(rng: Rng, k: number): Leak[] {
  const out: Leak[] = [];
  const count = rng.int(1, 2);
  for (let i = 0; i < count; i++) {
    // Leaks come in from an edge of the frame.
    const side = rng.int(0, 3);
    const t = rng.next();
    const [x, y] = side === 0 ? [t, -0.05] : side === 1 ? [1.05, t] : side === 2 ? [t, 1.05] : [-0.05, t];
    out.push({ x, y, r: rng.range(0.35, 0.65), rgb: rng.pick(LEAK_COLOURS), alpha: Math.min(0.6, rng.range(0.22, 0.36) * k) });
  }
  return out;
}

const shape = (rng: Rng, vertices: number, min: number): number[] => Array.from({ length: vertices }, () => rng.range(min, 1));

function planEdgeWear(rng: Rng, k: number): WearMark[] {
  const out: WearMark[] = [];
  const count = Math.round(70 * k);
  for (let i = 0; i < count; i++) {
    // Emulsion chipped off where the print was handled: small crisp flecks right at the border.
    const side = rng.int(0, 3);
    const t = rng.next();
    const depth = rng.next() ** 2 * 0.012 * k;
    const [x, y] = side === 0 ? [t, depth] : side === 1 ? [1 - depth, t] : side === 2 ? [t, 1 - depth] : [depth, t];
    out.push({ x, y, r: rng.range(0.0015, 0.006), rotation: rng.range(0, Math.PI * 2), shape: shape(rng, rng.int(4, 7), 0.35), alpha: rng.range(0.45, 0.85) });
  }
  return out;
}

function planCornerWear(rng: Rng, k: number): CornerMark[] {
  return ([0, 1, 2, 3] as const).map((corner) => ({
    corner,
    r: rng.range(0.025, 0.05) * k,
    alpha: Math.min(0.4, rng.range(0.1, 0.18) * k),
    fray: { size: rng.range(0.006, 0.014) * k, shape: shape(rng, 7, 0.45) },
    crease: rng.chance(0.5 * Math.min(k, 1.5)) ? { a: rng.range(0.012, 0.035) * k, b: rng.range(0.012, 0.035) * k } : null,
  }));
}

export function planEffects(effects: VintageEffects, level: AgingLevel, seed: number): EffectPlan {
  const k = AGING_STRENGTH[level];
  const dust = effects.dustParticles ? planDust(streamFor(seed, 'dustParticles'), k) : { dust: [], hairs: [] };
  return {
    vignette: effects.agingLevel ? Math.min(0.6, 0.3 * k) : 0,
    leaks: effects.lightLeaks ? planLeaks(streamFor(seed, 'lightLeaks'), k) : [],
    dust: dust.dust,
    hairs: dust.hairs,
    scratches: effects.scratches ? planScratches(streamFor(seed, 'scratches'), k) : [],
    edgeWear: effects.edgeWear ? planEdgeWear(streamFor(seed, 'edgeWear'), k) : [],
    cornerWear: effects.cornerWear ? planCornerWear(streamFor(seed, 'cornerWear'), k) : [],
    grain: effects.filmGrain ? k : 0,
  };
}

/** The seed for grain.ts, its own stream like the drawn effects. */
export function grainRng(seed: number): Rng {
  return streamFor(seed, 'filmGrain');
}

/** An irregular closed shape: vertices at radius r × shape[i], spread over `sweep` radians from `start`. */
function polygon(ctx: Ctx2D, x: number, y: number, r: number, start: number, sweep: number, radii: readonly number[]): void {
  const closed = sweep >= Math.PI * 2;
  const steps = closed ? radii.length : radii.length - 1;
  ctx.beginPath();
  if (!closed) ctx.moveTo(x, y);
  radii.forEach((m, i) => {
    const a = start + (sweep * i) / Math.max(1, steps);
    ctx.lineTo(x + Math.cos(a) * r * m, y + Math.sin(a) * r * m);
  });
  ctx.closePath();
}

/** Draws the photo effects over a photo occupying `rect` of the context. */
export function drawPhotoEffects(ctx: Ctx2D, plan: EffectPlan, rect: Rect): void {
  const s = rect.width;
  const px = (u: number): number => rect.x + u * rect.width;
  const py = (v: number): number => rect.y + v * rect.height;
  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.width, rect.height);
  ctx.clip();

  if (plan.vignette > 0) {
    const cx = px(0.5);
    const cy = py(0.5);
    const g = ctx.createRadialGradient(cx, cy, s * 0.3, cx, cy, s * 0.75);
    g.addColorStop(0, 'rgba(40, 24, 8, 0)');
    g.addColorStop(1, `rgba(40, 24, 8, ${plan.vignette.toFixed(3)})`);
    ctx.fillStyle = g;
    ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  }

  if (plan.leaks.length > 0) {
    ctx.globalCompositeOperation = 'screen';
    for (const leak of plan.leaks) {
      const x = px(leak.x);
      const y = py(leak.y);
      const g = ctx.createRadialGradient(x, y, 0, x, y, leak.r * s);
      g.addColorStop(0, `rgba(${leak.rgb}, ${leak.alpha.toFixed(3)})`);
      g.addColorStop(0.45, `rgba(${leak.rgb}, ${(leak.alpha * 0.45).toFixed(3)})`);
      g.addColorStop(1, `rgba(${leak.rgb}, 0)`);
      ctx.fillStyle = g;
      ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
    ctx.globalCompositeOperation = 'source-over';
  }

  ctx.lineCap = 'round';
  for (const sc of plan.scratches) {
    ctx.strokeStyle = sc.light ? `rgba(255, 252, 240, ${sc.alpha.toFixed(3)})` : `rgba(20, 14, 8, ${sc.alpha.toFixed(3)})`;
    ctx.lineWidth = Math.max(0.6, sc.width * s);
    ctx.beginPath();
    ctx.moveTo(px(sc.x0), py(sc.y0));
    ctx.quadraticCurveTo(px(sc.cx), py(sc.cy), px(sc.x1), py(sc.y1));
    ctx.stroke();
  }

  for (const w of plan.edgeWear) {
    ctx.fillStyle = `rgba(246, 241, 228, ${w.alpha.toFixed(3)})`;
    polygon(ctx, px(w.x), py(w.y), Math.max(0.8, w.r * s), w.rotation, Math.PI * 2, w.shape);
    ctx.fill();
  }

  for (const d of plan.dust) {
    ctx.fillStyle = d.dark ? `rgba(18, 14, 10, ${d.alpha.toFixed(3)})` : `rgba(255, 255, 250, ${d.alpha.toFixed(3)})`;
    ctx.beginPath();
    ctx.arc(px(d.x), py(d.y), Math.max(0.5, d.r * s), 0, Math.PI * 2);
    ctx.fill();
  }

  for (const h of plan.hairs) {
    const [x0, y0, x1, y1, x2, y2, x3, y3] = h.points;
    ctx.strokeStyle = `rgba(18, 14, 10, ${h.alpha.toFixed(3)})`;
    ctx.lineWidth = Math.max(0.5, h.width * s);
    ctx.beginPath();
    ctx.moveTo(px(x0), py(y0));
    ctx.bezierCurveTo(px(x1), py(y1), px(x2), py(y2), px(x3), py(y3));
    ctx.stroke();
  }
  ctx.restore();
}

/** Draws corner wear over the whole card (paper and photo): grimy, handled corners with the odd crease. */
export function drawCardEffects(ctx: Ctx2D, plan: EffectPlan, card: Size): void {
  const w = card.width;
  for (const c of plan.cornerWear) {
    const cx = c.corner === 1 || c.corner === 2 ? card.width : 0;
    const cy = c.corner >= 2 ? card.height : 0;
    const r = c.r * w;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    g.addColorStop(0, `rgba(110, 84, 48, ${c.alpha.toFixed(3)})`);
    g.addColorStop(1, 'rgba(110, 84, 48, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(cx - r, cy - r, 2 * r, 2 * r);
    // The quarter turn pointing into the card from this corner.
    const start = [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2][c.corner] as number;
    ctx.fillStyle = 'rgba(253, 250, 242, 0.7)';
    polygon(ctx, cx, cy, c.fray.size * w, start, Math.PI / 2, c.fray.shape);
    ctx.fill();
    if (c.crease) {
      const sx = cx === 0 ? 1 : -1;
      const sy = cy === 0 ? 1 : -1;
      const a = c.crease.a * w;
      const b = c.crease.b * w;
      const line = (offset: number, colour: string): void => {
        ctx.strokeStyle = colour;
        ctx.lineWidth = Math.max(1, w * 0.0012);
        ctx.beginPath();
        ctx.moveTo(cx + sx * (a + offset), cy);
        ctx.lineTo(cx, cy + sy * (b + offset));
        ctx.stroke();
      };
      // A fold shows as a light ridge with a shadow beside it.
      line(0, 'rgba(255, 255, 255, 0.55)');
      line(Math.max(1, w * 0.0015), 'rgba(70, 50, 25, 0.28)');
    }
  }
}
