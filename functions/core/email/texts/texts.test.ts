import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../../shared/i18n/catalogue.js';
import { en } from './en.js';
import { ro } from './ro.js';

/**
 * The e-mail catalogues at run time (the typecheck already refuses a missing key): the same keys and kinds,
 * no English left in Romanian (texts with values compared by what they write for the same values), and
 * Romanian written with comma-below ș ț, never the cedilla ş ţ.
 */
const at = (catalogue: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

/** A text, or what a text with values writes for sample values (a number works for both kinds of parameter). */
const written = (value: unknown): string => (typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)(...Array<unknown>(value.length).fill(7))) : String(value));

/** Key paths whose Romanian is rightly the English one (a brand, a code, the same word). */
const SAME_IN_BOTH: readonly string[] = ['products.eventTypes.digital', 'products.eventTypes.personal'];

describe('the e-mail catalogues', () => {
  it('have the same keys, each of the same kind, in Romanian as in English', () => {
    expect(keyPaths(ro).sort()).toEqual(keyPaths(en).sort());
    for (const path of keyPaths(en)) expect(typeof at(ro, path), path).toBe(typeof at(en, path));
  });

  it('leave no English text in Romanian', () => {
    const leftOver = keyPaths(en).filter((path) => !SAME_IN_BOTH.includes(path) && written(at(en, path)) === written(at(ro, path)));
    expect(leftOver).toEqual([]);
  });

  it('write Romanian with comma-below ș and ț, never the cedilla ş and ţ', () => {
    const cedilla = keyPaths(ro).filter((path) => /[şţŞŢ]/.test(written(at(ro, path))));
    expect(cedilla).toEqual([]);
    // And the diacritics are there at all (a catalogue typed without them would pass the line above).
    expect(keyPaths(ro).some((path) => /[ăâîșț]/.test(written(at(ro, path))))).toBe(true);
  });

  it('counts minutes with the Romanian plural forms', () => {
    expect(ro.organizerCode.lead(1)).toContain('valabil 1 minut,');
    expect(ro.organizerCode.lead(10)).toContain('valabil 10 minute,');
    expect(ro.organizerCode.lead(20)).toContain('valabil 20 de minute,');
    expect(en.organizerCode.lead(1)).toContain('works for 1 minute,');
  });
});
