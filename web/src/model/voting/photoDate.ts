const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A photo's upload time as people read it ("Jun 1, 2025, 10:05 AM" in their own locale). */
export function photoDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
