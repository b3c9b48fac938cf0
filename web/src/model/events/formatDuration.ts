import type { Locale } from '#shared/i18n/locale.js';
import { plural } from '#shared/i18n/plural.js';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

type Unit = 'day' | 'hour' | 'minute';

/** Each unit's plural forms per language ('{n}' is the count; Romanian: 1 zi, 2 zile, 20 de zile). */
const UNIT_FORMS: Readonly<Record<Locale, Readonly<Record<Unit, { one: string; few?: string; other: string }>>>> = {
  en: {
    day: { one: '{n} day', other: '{n} days' },
    hour: { one: '{n} hour', other: '{n} hours' },
    minute: { one: '{n} minute', other: '{n} minutes' },
  },
  ro: {
    day: { one: '{n} zi', few: '{n} zile', other: '{n} de zile' },
    hour: { one: '{n} oră', few: '{n} ore', other: '{n} de ore' },
    minute: { one: '{n} minut', few: '{n} minute', other: '{n} de minute' },
  },
};

/** Fractions ("1.5 hours", "1,5 ore") follow the language's rules too (Intl.PluralRules). */
const count = (n: number, unit: Unit, locale: Locale): string => plural(locale, n, UNIT_FORMS[locale][unit]);

/**
 * An event duration as people say it: 30 minutes, 1 hour, 8 hours, 1 day, 3 days. Whole days and hours
 * use the larger unit; anything else stays in minutes so nothing is rounded away.
 */
export function formatDuration(minutes: number, locale: Locale = 'en'): string {
  if (minutes >= MINUTES_PER_DAY && minutes % MINUTES_PER_DAY === 0) return count(minutes / MINUTES_PER_DAY, 'day', locale);
  if (minutes >= MINUTES_PER_HOUR && minutes % MINUTES_PER_HOUR === 0) return count(minutes / MINUTES_PER_HOUR, 'hour', locale);
  return count(minutes, 'minute', locale);
}

/**
 * The start modal's countdown (spec: "the hours shown are duration_minutes divided by 60"), readable: under
 * an hour in minutes ("30 minutes" rather than "0.5 hours"), otherwise in hours, fractions kept ("1.5 hours").
 */
export function formatCountdownHours(minutes: number, locale: Locale = 'en'): string {
  if (minutes < MINUTES_PER_HOUR) return count(minutes, 'minute', locale);
  return count(Math.round((minutes / MINUTES_PER_HOUR) * 100) / 100, 'hour', locale);
}
