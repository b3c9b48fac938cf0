import { describe, expect, it } from 'vitest';
import { DEFAULT_POLAROID_SETTINGS, parsePolaroidSettings, previewCss, settingsColourOps } from './settings';

describe('PolaroidSettings', () => {
  it('defaults: no filter, classic frame, light aging with grain', () => {
    expect(DEFAULT_POLAROID_SETTINGS).toMatchObject({ filter: 'none', frameStyle: 'classic', agingLevel: 'light' });
    expect(DEFAULT_POLAROID_SETTINGS.effects.filmGrain).toBe(true);
  });

  it('parses stored settings, replacing unknown values with defaults', () => {
    expect(parsePolaroidSettings(null)).toEqual(DEFAULT_POLAROID_SETTINGS);
    const parsed = parsePolaroidSettings({ filter: 'cool', frameStyle: 'disco', grading: 'sepia', agingLevel: 'heavy', effects: { scratches: true, dustParticles: 'yes' } });
    expect(parsed).toMatchObject({ filter: 'cool', frameStyle: 'classic', grading: 'sepia', agingLevel: 'heavy' });
    expect(parsed.effects.scratches).toBe(true);
    expect(parsed.effects.dustParticles).toBe(false);
    expect(parsed.effects.filmGrain).toBe(true);
  });

  it('colour ops: filter, then grading when on, then aging when on', () => {
    const plain = { ...DEFAULT_POLAROID_SETTINGS, effects: { ...DEFAULT_POLAROID_SETTINGS.effects, agingLevel: false } };
    expect(settingsColourOps(plain)).toEqual([]);
    expect(previewCss(plain)).toBe('none');
    const graded = { ...plain, filter: 'blackwhite' as const, grading: 'sepia' as const, effects: { ...plain.effects, colorGrading: true } };
    expect(settingsColourOps(graded).map((op) => op.fn)).toEqual(['grayscale', 'contrast', 'sepia', 'contrast']);
    expect(previewCss(graded)).toMatch(/^grayscale\(1\) contrast\(1\.12\) sepia\(/);
  });
});
