import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../shared/i18n/catalogue';
import { AREAS, catalogueLoaders, type Area } from './areas';

/** Every same-in-both list, by area (each area keeps its own beside its catalogues). */
const sameInBothLists = import.meta.glob<readonly string[]>('./catalogues/*/same-in-both.ts', { import: 'sameInBoth', eager: true });
const sameInBoth = (area: Area): readonly string[] => sameInBothLists[`./catalogues/${area}/same-in-both.ts`] ?? [];

/** The value at a dotted key path. */
const at = (catalogue: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

describe.each(AREAS)('the %s catalogues', (area) => {
  it('have the same keys in Romanian as in English (the typecheck says so too)', async () => {
    const [en, ro] = await Promise.all([catalogueLoaders[area].en(), catalogueLoaders[area].ro()]);
    expect(keyPaths(ro.default).sort()).toEqual(keyPaths(en.default).sort());
    for (const path of keyPaths(en.default)) expect(typeof at(ro.default, path), path).toBe(typeof at(en.default, path));
  });

  it('leave no English text in Romanian, except where it is the same word in both', async () => {
    const [en, ro] = await Promise.all([catalogueLoaders[area].en(), catalogueLoaders[area].ro()]);
    const allowed = new Set(sameInBoth(area));
    const leftOver = keyPaths(en.default).filter((path) => {
      const english = at(en.default, path);
      return typeof english === 'string' && english.trim() !== '' && english === at(ro.default, path) && !allowed.has(path);
    });
    expect(leftOver).toEqual([]);
  });

  it('write Romanian with comma-below ș and ț, never the cedilla ş and ţ', async () => {
    const ro = (await catalogueLoaders[area].ro()).default;
    const cedilla = keyPaths(ro).filter((path) => {
      const text = at(ro, path);
      return typeof text === 'string' && /[şţŞŢ]/.test(text);
    });
    expect(cedilla).toEqual([]);
  });
});

describe('error texts across areas', () => {
  it('say the same in every area that carries a code (the first loaded area answers for all)', async () => {
    for (const locale of ['en', 'ro'] as const) {
      const seen = new Map<string, { area: Area; text: string }>();
      const differing: string[] = [];
      for (const area of AREAS) {
        const errors = ((await catalogueLoaders[area][locale]()).default as { errors: Record<string, string> }).errors;
        for (const [code, text] of Object.entries(errors)) {
          const before = seen.get(code);
          if (before && before.text !== text) differing.push(`${locale} ${code}: ${before.area} and ${area} differ`);
          else seen.set(code, { area, text });
        }
      }
      expect(differing).toEqual([]);
    }
  });
});
