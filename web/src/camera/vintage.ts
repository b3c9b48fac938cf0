/**
 * Vintage look: colour grading (spec: warm, cool, faded, classic, sepia), aging level (light, medium,
 * heavy) and the eight effect toggles. Grading and aging are colour ops (preview + capture alike); the
 * drawn effects (dust, scratches...) are in effects.ts, grain in grain.ts.
 */
import { type ColourOp, coolTint, scaleOps } from './colour-ops';

export const GRADINGS = ['warm', 'cool', 'faded', 'classic', 'sepia'] as const;
export type Grading = (typeof GRADINGS)[number];

export const AGING_LEVELS = ['light', 'medium', 'heavy'] as const;
export type AgingLevel = (typeof AGING_LEVELS)[number];

/** Spec order. `colorGrading` and `agingLevel` switch the grading and the aging look on or off. */
export const VINTAGE_EFFECTS = [
  'colorGrading',
  'agingLevel',
  'dustParticles',
  'edgeWear',
  'filmGrain',
  'lightLeaks',
  'scratches',
  'cornerWear',
] as const;
export type VintageEffect = (typeof VINTAGE_EFFECTS)[number];
export type VintageEffects = Readonly<Record<VintageEffect, boolean>>;

/** How strongly every vintage effect is applied; medium is the designed look. */
export const AGING_STRENGTH: Record<AgingLevel, number> = { light: 0.6, medium: 1, heavy: 1.5 };

/** Gradings at medium strength. */
export const GRADING_OPS: Record<Grading, readonly ColourOp[]> = {
  warm: [
    { fn: 'sepia', amount: 0.25 },
    { fn: 'saturate', amount: 1.2 },
  ],
  cool: [...coolTint(0.3), { fn: 'saturate', amount: 1.05 }],
  faded: [
    { fn: 'contrast', amount: 0.82 },
    { fn: 'brightness', amount: 1.08 },
    { fn: 'saturate', amount: 0.75 },
  ],
  classic: [
    { fn: 'sepia', amount: 0.15 },
    { fn: 'contrast', amount: 1.06 },
    { fn: 'saturate', amount: 0.9 },
  ],
  sepia: [
    { fn: 'sepia', amount: 0.8 },
    { fn: 'contrast', amount: 0.95 },
  ],
};

/** The aged-print look at medium strength: yellowed, a little flat and washed out. */
export const AGING_OPS: readonly ColourOp[] = [
  { fn: 'sepia', amount: 0.18 },
  { fn: 'contrast', amount: 0.9 },
  { fn: 'saturate', amount: 0.88 },
  { fn: 'brightness', amount: 1.03 },
];

export function gradingOps(grading: Grading, level: AgingLevel): ColourOp[] {
  return scaleOps(GRADING_OPS[grading], AGING_STRENGTH[level]);
}

export function agingOps(level: AgingLevel): ColourOp[] {
  return scaleOps(AGING_OPS, AGING_STRENGTH[level]);
}
