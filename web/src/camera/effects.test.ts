import { describe, expect, it } from 'vitest';
import { applyGrain } from './grain';
import { grainRng, planEffects } from './effects';
import { createRng } from './random';
import { DEFAULT_POLAROID_SETTINGS } from './settings';
import { VINTAGE_EFFECTS, type VintageEffects } from './vintage';

const ALL_ON = Object.fromEntries(VINTAGE_EFFECTS.map((e) => [e, true])) as Record<keyof VintageEffects, boolean>;
const ALL_OFF = Object.fromEntries(VINTAGE_EFFECTS.map((e) => [e, false])) as Record<keyof VintageEffects, boolean>;

describe('seeded PRNG', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 100 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays in range and is roughly uniform', () => {
    const rng = createRng(7);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const v = rng.next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
      sum += v;
      const n = rng.int(2, 5);
      expect(n >= 2 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
  });
});

describe('planEffects', () => {
  it('draws the same effects for the same seed (stable retakes and tests)', () => {
    expect(planEffects(ALL_ON, 'medium', 1234)).toEqual(planEffects(ALL_ON, 'medium', 1234));
    expect(planEffects(ALL_ON, 'medium', 1234)).not.toEqual(planEffects(ALL_ON, 'medium', 1235));
  });

  it('plans nothing when every effect is off', () => {
    expect(planEffects(ALL_OFF, 'heavy', 1)).toEqual({
      vignette: 0,
      leaks: [],
      dust: [],
      hairs: [],
      scratches: [],
      edgeWear: [],
      cornerWear: [],
      grain: 0,
    });
  });

  it('toggling one effect does not move another', () => {
    const withDust = planEffects(ALL_ON, 'medium', 99);
    const withoutDust = planEffects({ ...ALL_ON, dustParticles: false }, 'medium', 99);
    expect(withoutDust.dust).toEqual([]);
    expect(withoutDust.scratches).toEqual(withDust.scratches);
    expect(withoutDust.leaks).toEqual(withDust.leaks);
  });

  it('heavier aging means more dust, wear and a darker vignette', () => {
    const light = planEffects(ALL_ON, 'light', 5);
    const heavy = planEffects(ALL_ON, 'heavy', 5);
    expect(heavy.dust.length).toBeGreaterThan(light.dust.length);
    expect(heavy.edgeWear.length).toBeGreaterThan(light.edgeWear.length);
    expect(heavy.vignette).toBeGreaterThan(light.vignette);
    expect(heavy.grain).toBeGreaterThan(light.grain);
  });

  it('keeps photo effects near the photo (fractions of its side)', () => {
    const plan = planEffects(ALL_ON, 'heavy', 77);
    for (const d of plan.dust) expect(d.x >= 0 && d.x <= 1 && d.y >= 0 && d.y <= 1).toBe(true);
    for (const w of plan.edgeWear) {
      const edgeDistance = Math.min(w.x, w.y, 1 - w.x, 1 - w.y);
      expect(edgeDistance).toBeLessThanOrEqual(0.03 + 1e-9);
    }
    expect(plan.cornerWear.map((c) => c.corner)).toEqual([0, 1, 2, 3]);
  });

  it('the defaults are light aging with grain only', () => {
    const plan = planEffects(DEFAULT_POLAROID_SETTINGS.effects, DEFAULT_POLAROID_SETTINGS.agingLevel, 3);
    expect(plan.vignette).toBeGreaterThan(0);
    expect(plan.grain).toBeGreaterThan(0);
    expect(plan.dust.length + plan.scratches.length + plan.leaks.length).toBe(0);
  });
});

describe('applyGrain', () => {
  const grey = (): Uint8ClampedArray => new Uint8ClampedArray(Array.from({ length: 1000 }, () => [128, 128, 128, 255]).flat());

  it('is seeded, monochrome and centred on the original value', () => {
    const a = grey();
    const b = grey();
    applyGrain(a, 9, grainRng(11));
    applyGrain(b, 9, grainRng(11));
    expect(a).toEqual(b);
    let sum = 0;
    for (let i = 0; i < a.length; i += 4) {
      expect(a[i]).toBe(a[i + 1]);
      expect(a[i]).toBe(a[i + 2]);
      expect(Math.abs((a[i] as number) - 128)).toBeLessThanOrEqual(9);
      expect(a[i + 3]).toBe(255);
      sum += a[i] as number;
    }
    expect(sum / 1000).toBeCloseTo(128, 0);
  });

  it('amplitude 0 changes nothing', () => {
    const a = grey();
    applyGrain(a, 0, createRng(1));
    expect(a).toEqual(grey());
  });
});
