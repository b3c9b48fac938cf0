import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickLocale } from './locale.js';
import { plural } from './plural.js';

const photosRo = { one: '{n} fotografie', few: '{n} fotografii', other: '{n} de fotografii' };
const photosEn = { one: '{n} photo', other: '{n} photos' };

describe('plural', () => {
  it('writes Romanian counts the Romanian way: 1 fotografie, 2 fotografii, 20 de fotografii', () => {
    expect(plural('ro', 1, photosRo)).toBe('1 fotografie');
    expect(plural('ro', 0, photosRo)).toBe('0 fotografii');
    expect(plural('ro', 2, photosRo)).toBe('2 fotografii');
    expect(plural('ro', 19, photosRo)).toBe('19 fotografii');
    expect(plural('ro', 20, photosRo)).toBe('20 de fotografii');
    expect(plural('ro', 101, photosRo)).toBe('101 fotografii');
    expect(plural('ro', 1200, photosRo)).toBe('1.200 de fotografii');
  });

  it('writes English counts with one and other', () => {
    expect(plural('en', 1, photosEn)).toBe('1 photo');
    expect(plural('en', 0, photosEn)).toBe('0 photos');
    expect(plural('en', 1200, photosEn)).toBe('1,200 photos');
  });

  describe('small counts', () => {
    afterEach(() => vi.restoreAllMocks());

    it.each(['en', 'ro'] as const)('%s: under 1000, written as the language writes them, without making its number format (costly)', (locale) => {
      const asWritten = (n: number) => new Intl.NumberFormat(locale).format(n);
      for (const n of [0, 1, 7, 19, 20, 101, 999, -3, 2.5, 1000, 12345]) expect(plural(locale, n, { one: '{n}', other: '{n}' }), String(n)).toBe(asWritten(n));
    });

    it.each(['en', 'ro'] as const)('%s: the number format is made for the first count of 1000 or more, not before', async (locale) => {
      vi.resetModules();
      const fresh = (await import('./plural.js')).plural;
      const Real = Intl.NumberFormat;
      const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        return new Real(...args);
      } as typeof Intl.NumberFormat);
      expect(fresh(locale, 999, photosRo)).toMatch(/^999 /);
      expect(made).not.toHaveBeenCalled();
      fresh(locale, 1200, photosRo);
      expect(made).toHaveBeenCalledTimes(1);
    });
  });
});

describe('pickLocale', () => {
  it('takes the first preferred language we speak, by primary subtag, else English', () => {
    expect(pickLocale(['ro-RO', 'en-US'])).toBe('ro');
    expect(pickLocale(['de-DE', 'ro'])).toBe('ro');
    expect(pickLocale(['en-GB', 'ro-RO'])).toBe('en');
    expect(pickLocale(['fr-FR'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
