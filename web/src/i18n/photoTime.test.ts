import { describe, expect, it } from 'vitest';
import { intlTag, LOCALES } from '../../../shared/i18n/locale';
import { photoTime, photoTimeShort } from './photoTime';

const SHORT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const FULL: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Every month (first and last days), every hour, a few minutes, across a year boundary. */
const moments = (): Date[] => {
  const out: Date[] = [];
  for (const year of [2025, 2026]) for (let month = 0; month < 12; month++) for (const day of [1, 9, 28]) for (let hour = 0; hour < 24; hour++) for (const minute of [0, 7, 59]) out.push(new Date(year, month, day, hour, minute));
  return out;
};

describe.each(LOCALES)('photo times in %s', (locale) => {
  const short = new Intl.DateTimeFormat(intlTag(locale), SHORT);
  const full = new Intl.DateTimeFormat(intlTag(locale), FULL);

  it('the grid’s day and time read as Intl writes them', () => {
    for (const at of moments()) expect(photoTimeShort(locale, at.toISOString()), at.toString()).toBe(short.format(at));
  });

  it('the date with its year and the time read as Intl writes them', () => {
    for (const at of moments()) expect(photoTime(locale, at.toISOString()), at.toString()).toBe(full.format(at));
  });
});
