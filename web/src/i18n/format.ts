import { useMemo } from 'react';
import { intlTag, type Locale } from '../../../shared/i18n/locale';
import { plural, type PluralForms } from '../../../shared/i18n/plural';
import { useLocale } from './texts';

/**
 * Dates, numbers, money and counts in the device's language (`Intl`), the one place screens format them.
 * Formatters are cached per language and options: building one costs far more than using it.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, locale: Locale, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

export interface Formatters {
  locale: Locale;
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in minor units (bani, cents) of `currency` (ISO 4217, any case). */
  money(minor: number, currency: string, options?: Intl.NumberFormatOptions): string;
  plural(count: number, forms: PluralForms): string;
  relative(value: number, unit: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string;
}

export function formattersFor(locale: Locale): Formatters {
  const tag = intlTag(locale);
  return {
    locale,
    date: (value, options = { dateStyle: 'medium' }) => cached('d', locale, options, () => new Intl.DateTimeFormat(tag, options)).format(new Date(value)),
    number: (value, options = {}) => cached('n', locale, options, () => new Intl.NumberFormat(tag, options)).format(value),
    money: (minor, currency, options = {}) => {
      const all = { style: 'currency', currency: currency.toUpperCase(), ...options } as const;
      return cached('m', locale, all, () => new Intl.NumberFormat(tag, all)).format(minor / 100);
    },
    plural: (count, forms) => plural(locale, count, forms),
    relative: (value, unit, options = { numeric: 'auto' }) => cached('r', locale, options, () => new Intl.RelativeTimeFormat(tag, options)).format(value, unit),
  };
}

/** The formatters of the device's language, re-made on a switch. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
