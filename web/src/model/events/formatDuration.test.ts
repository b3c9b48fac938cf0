import { describe, expect, it } from 'vitest';
import { DURATION_OPTIONS_MINUTES } from '#shared/event-settings.js';
import { formatCountdownHours, formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('names every offered duration the way the Create Event select shows it', () => {
    expect(DURATION_OPTIONS_MINUTES.map((m) => formatDuration(m))).toEqual([
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '12 hours',
      '1 day',
      '2 days',
      '3 days',
    ]);
  });

  it('keeps minutes that are not whole hours', () => {
    expect(formatDuration(90)).toBe('90 minutes');
    expect(formatDuration(1)).toBe('1 minute');
  });
});

describe('formatCountdownHours (the start modal)', () => {
  it('is minutes / 60 in hours, readable under an hour', () => {
    expect(DURATION_OPTIONS_MINUTES.map((m) => formatCountdownHours(m))).toEqual([
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '12 hours',
      '24 hours',
      '48 hours',
      '72 hours',
    ]);
    expect(formatCountdownHours(90)).toBe('1.5 hours');
    expect(formatCountdownHours(1)).toBe('1 minute');
  });
});

describe('in Romanian', () => {
  it('uses the plural forms (1 oră, 2 ore, 24 de ore) and the decimal comma', () => {
    expect(formatDuration(60, 'ro')).toBe('1 oră');
    expect(formatDuration(120, 'ro')).toBe('2 ore');
    expect(formatDuration(30, 'ro')).toBe('30 de minute');
    expect(formatDuration(1440, 'ro')).toBe('1 zi');
    expect(formatDuration(4320, 'ro')).toBe('3 zile');
    expect(formatCountdownHours(90, 'ro')).toBe('1,5 ore');
    expect(formatCountdownHours(1440, 'ro')).toBe('24 de ore');
  });
});
