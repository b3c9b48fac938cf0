const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * An event duration as people say it: 30 minutes, 1 hour, 8 hours, 1 day, 3 days. Whole days and hours
 * use the larger unit; anything else stays in minutes so nothing is rounded away.
 */
export function formatDuration(minutes: number): string {
  if (minutes >= MINUTES_PER_DAY && minutes % MINUTES_PER_DAY === 0) return plural(minutes / MINUTES_PER_DAY, 'day');
  if (minutes >= MINUTES_PER_HOUR && minutes % MINUTES_PER_HOUR === 0) return plural(minutes / MINUTES_PER_HOUR, 'hour');
  return plural(minutes, 'minute');
}

/**
 * The start modal's countdown (spec: "the hours shown are duration_minutes divided by 60"), readable: under
 * an hour in minutes ("30 minutes" rather than "0.5 hours"), otherwise in hours, fractions kept ("1.5 hours").
 */
export function formatCountdownHours(minutes: number): string {
  if (minutes < MINUTES_PER_HOUR) return plural(minutes, 'minute');
  return plural(Math.round((minutes / MINUTES_PER_HOUR) * 100) / 100, 'hour');
}
