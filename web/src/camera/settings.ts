/**
 * The settings panel's state (spec groups Polaroid Filters, Frame Style, Aging Effects) and the colour ops
 * it adds up to. Defaults: no filter, classic frame, light aging with film grain — a gentle print look
 * that keeps faces natural and the JPEG small.
 */
import { type ColourOp, opsToCss } from './colour-ops';
import { FILTER_OPS, type FilterName, isFilterName } from './filters';
import { FRAME_STYLES, type FrameStyle } from './frames';
import {
  AGING_LEVELS,
  type AgingLevel,
  agingOps,
  GRADINGS,
  type Grading,
  gradingOps,
  VINTAGE_EFFECTS,
  type VintageEffects,
} from './vintage';

export interface PolaroidSettings {
  readonly filter: FilterName;
  readonly frameStyle: FrameStyle;
  readonly grading: Grading;
  readonly agingLevel: AgingLevel;
  readonly effects: VintageEffects;
}

export const DEFAULT_POLAROID_SETTINGS: PolaroidSettings = {
  filter: 'none',
  frameStyle: 'classic',
  grading: 'classic',
  agingLevel: 'light',
  effects: {
    colorGrading: false,
    agingLevel: true,
    dustParticles: false,
    edgeWear: false,
    filmGrain: true,
    lightLeaks: false,
    scratches: false,
    cornerWear: false,
  },
};

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads settings from untrusted storage (localStorage, an old version), filling gaps with the defaults. */
export function parsePolaroidSettings(value: unknown): PolaroidSettings {
  const d = DEFAULT_POLAROID_SETTINGS;
  if (typeof value !== 'object' || value === null) return d;
  const v = value as Record<string, unknown>;
  const rawEffects = typeof v.effects === 'object' && v.effects !== null ? (v.effects as Record<string, unknown>) : {};
  const effects = Object.fromEntries(
    VINTAGE_EFFECTS.map((name) => [name, typeof rawEffects[name] === 'boolean' ? rawEffects[name] : d.effects[name]]),
  ) as Record<keyof VintageEffects, boolean>;
  return {
    filter: isFilterName(v.filter) ? v.filter : d.filter,
    frameStyle: oneOf(FRAME_STYLES, v.frameStyle, d.frameStyle),
    grading: oneOf(GRADINGS, v.grading, d.grading),
    agingLevel: oneOf(AGING_LEVELS, v.agingLevel, d.agingLevel),
    effects,
  };
}

/** Every colour op the settings apply, in order: filter, then grading, then aging. */
export function settingsColourOps(settings: PolaroidSettings): ColourOp[] {
  return [
    ...FILTER_OPS[settings.filter],
    ...(settings.effects.colorGrading ? gradingOps(settings.grading, settings.agingLevel) : []),
    ...(settings.effects.agingLevel ? agingOps(settings.agingLevel) : []),
  ];
}

/** CSS `filter` for the live <video> preview: the same ops the capture applies per pixel. */
export function previewCss(settings: PolaroidSettings): string {
  return opsToCss(settingsColourOps(settings));
}
