import type { Formatters } from '../../i18n/format';

/** A photo's upload time as people read it ("Jun 1, 2025, 10:05 AM", "1 iun. 2025, 10:05" in Romanian). */
export function photoDate(format: Formatters, iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
