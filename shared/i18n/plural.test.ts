import { describe, expect, it } from 'vitest';
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
