import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { createEventRequestSchema } from './events.js';

const firstMessage = (input: unknown) => {
  const r = createEventRequestSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('createEventRequestSchema', () => {
  it('checks in the spec order: title, then organizer required, then organizer length', () => {
    expect(firstMessage({ title: '  ', organizerName: '' })).toBe(messages.TITLE_REQUIRED);
    expect(firstMessage({ title: 'Ana & Ion', organizerName: '   ' })).toBe(messages.ORGANIZER_REQUIRED);
    expect(firstMessage({ title: 'Ana & Ion', organizerName: ' A ' })).toBe(messages.ORGANIZER_TOO_SHORT);
    expect(firstMessage({ organizerName: 'Ana' })).toBe(messages.TITLE_REQUIRED);
  });

  it('trims and applies the spec defaults (wedding, 50 guests, 10 photos, 480 minutes; reveal after the end off)', () => {
    const out = createEventRequestSchema.parse({ title: '  Wedding  ', organizerName: ' Ana ', description: '   ' });
    expect(out).toEqual({
      title: 'Wedding',
      organizerName: 'Ana',
      eventType: 'wedding',
      maxParticipants: 50,
      maxPhotosPerUser: 10,
      durationMinutes: 480,
      libraryPhotos: false,
      description: undefined,
      revealAfterEnd: false,
    });
  });

  it.each([
    [{ maxParticipants: 4 }, messages.MAX_GUESTS_RANGE],
    [{ maxParticipants: 501 }, messages.MAX_GUESTS_RANGE],
    [{ maxParticipants: 10.5 }, messages.MAX_GUESTS_RANGE],
    [{ maxPhotosPerUser: 0 }, messages.PHOTOS_PER_USER_RANGE],
    [{ maxPhotosPerUser: 51 }, messages.PHOTOS_PER_USER_RANGE],
    [{ durationMinutes: 45 }, messages.DURATION_INVALID],
    [{ eventType: 'digital' }, messages.EVENT_TYPE_INVALID],
    [{ title: 'x'.repeat(101) }, messages.TITLE_TOO_LONG],
  ])('refuses %j with its message', (patch, message) => {
    expect(firstMessage({ title: 'Party', organizerName: 'Ana', ...patch })).toBe(message);
  });

  it('accepts the range limits and every offered duration', () => {
    for (const d of [30, 60, 120, 240, 480, 720, 1440, 2880, 4320]) {
      expect(createEventRequestSchema.safeParse({ title: 'P', organizerName: 'Ana', durationMinutes: d, maxParticipants: 5, maxPhotosPerUser: 50 }).success).toBe(true);
    }
    expect(createEventRequestSchema.safeParse({ title: 'P', organizerName: 'Ana', maxParticipants: 500, maxPhotosPerUser: 1 }).success).toBe(true);
  });
});
