import type { Locale } from '../../../shared/i18n/locale';

/**
 * When a photo was taken, in the device's time zone, written as `Intl.DateTimeFormat` writes it in our two
 * languages (photoTime.test.ts holds the two to the same text for every month and hour), without making
 * one: a page's first date format costs 15–30 ms on a laptop core as ICU loads its calendar data (a phone
 * takes several times that), and the gallery writes these for every card of its first render, then in the
 * lightbox. Every other date keeps `useFormat().date`.
 */
const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ro: ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'],
};

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** en "9:53 PM"; ro "21:53", with the hour on two digits when `padHour` ("00:07" beside a year, "0:07" without). */
function clock(locale: Locale, at: Date, padHour: boolean): string {
  const h = at.getHours();
  const minutes = twoDigits(at.getMinutes());
  if (locale === 'en') return `${h % 12 || 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`;
  return `${padHour ? twoDigits(h) : h}:${minutes}`;
}

/** Day and time, no year (the grid's narrow cards): `{ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }`. */
export function photoTimeShort(locale: Locale, iso: string): string {
  const at = new Date(iso);
  const month = MONTHS[locale][at.getMonth()]!;
  const time = clock(locale, at, false);
  return locale === 'en' ? `${month} ${at.getDate()}, ${time}` : `${at.getDate()} ${month}, ${time}`;
}

/** Date with the year, and time: `{ dateStyle: 'medium', timeStyle: 'short' }`. */
export function photoTime(locale: Locale, iso: string): string {
  const at = new Date(iso);
  const month = MONTHS[locale][at.getMonth()]!;
  const time = clock(locale, at, true);
  return locale === 'en' ? `${month} ${at.getDate()}, ${at.getFullYear()}, ${time}` : `${at.getDate()} ${month} ${at.getFullYear()}, ${time}`;
}
