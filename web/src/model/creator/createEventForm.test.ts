import { describe, expect, it } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { initialCreateEventValues, pickFieldErrors, validateCreateEvent, type CreateEventFormValues } from './createEventForm';

const form = (overrides: Partial<CreateEventFormValues>): CreateEventFormValues => ({
  ...initialCreateEventValues,
  title: 'Ana & Dan',
  organizerName: 'Ana',
  ...overrides,
});

describe('validateCreateEvent (spec section 5)', () => {
  it('starts from the spec defaults: wedding, 8 hours, 50 guests, 10 photos', () => {
    expect(initialCreateEventValues).toMatchObject({
      eventType: 'wedding',
      durationMinutes: '480',
      maxParticipants: '50',
      maxPhotosPerUser: '10',
    });
  });

  it('requires a title and an organizer name of at least 2 characters, with the spec messages', () => {
    expect(validateCreateEvent(form({ title: '  ', organizerName: '' }))).toEqual({
      ok: false,
      errors: { title: 'Please enter an event title.', organizerName: 'Please enter your name as event organizer.' },
    });
    expect(validateCreateEvent(form({ organizerName: ' A ' }))).toEqual({
      ok: false,
      errors: { organizerName: 'Organizer name must be at least 2 characters.' },
    });
  });

  it('falls back to 50 guests and 10 photos per person when those fields are empty', () => {
    const result = validateCreateEvent(form({ maxParticipants: '', maxPhotosPerUser: ' ' }));
    expect(result).toMatchObject({ ok: true, request: { maxParticipants: 50, maxPhotosPerUser: 10 } });
  });

  it('accepts 5–500 guests and 1–50 photos per person, and nothing outside', () => {
    expect(validateCreateEvent(form({ maxParticipants: '5', maxPhotosPerUser: '50' }))).toMatchObject({ ok: true });
    expect(validateCreateEvent(form({ maxParticipants: '500', maxPhotosPerUser: '1' }))).toMatchObject({ ok: true });
    expect(validateCreateEvent(form({ maxParticipants: '4', maxPhotosPerUser: '51' }))).toEqual({
      ok: false,
      errors: { maxParticipants: messages.MAX_GUESTS_RANGE, maxPhotosPerUser: messages.PHOTOS_PER_USER_RANGE },
    });
    expect(validateCreateEvent(form({ maxParticipants: '12.5' }))).toMatchObject({ errors: { maxParticipants: messages.MAX_GUESTS_RANGE } });
  });

  it('trims title, organizer and description, and drops an empty description', () => {
    const result = validateCreateEvent(form({ title: '  Ana & Dan ', organizerName: ' Ana ', description: '   ' }));
    expect(result).toEqual({
      ok: true,
      request: {
        title: 'Ana & Dan',
        organizerName: 'Ana',
        eventType: 'wedding',
        durationMinutes: 480,
        maxParticipants: 50,
        maxPhotosPerUser: 10,
        description: undefined,
        libraryPhotos: false,
        revealAfterEnd: false,
      },
    });
  });

  it('sends the chosen type and duration as the schema wants them', () => {
    const result = validateCreateEvent(form({ eventType: 'birthday', durationMinutes: '4320' }));
    expect(result).toMatchObject({ ok: true, request: { eventType: 'birthday', durationMinutes: 4320 } });
  });
});

describe('pickFieldErrors', () => {
  it('keeps the first message of the form fields only', () => {
    expect(pickFieldErrors({ title: ['first', 'second'], organizerName: 'server says', 'nested.path': 'x' })).toEqual({
      title: 'first',
      organizerName: 'server says',
    });
  });
});

describe('validateCreateEvent with a paid package ceiling', () => {
  it('lets a large package go up to 1000 guests: the event is created with 500 and the link carries the rest', () => {
    expect(validateCreateEvent(form({ maxParticipants: '800' }), 1000)).toMatchObject({
      ok: true,
      request: { maxParticipants: 500 },
      packageMaxParticipants: 800,
    });
    expect(validateCreateEvent(form({ maxParticipants: '1000' }), 1000)).toMatchObject({ ok: true, packageMaxParticipants: 1000 });
    expect(validateCreateEvent(form({ maxParticipants: '300' }), 1000)).toEqual({
      ok: true,
      request: expect.objectContaining({ maxParticipants: 300 }),
    });
  });

  it('refuses more than the package allows, and below 5, naming the package ceiling', () => {
    expect(validateCreateEvent(form({ maxParticipants: '1001' }), 1000)).toEqual({
      ok: false,
      errors: { maxParticipants: 'Max guests must be a whole number from 5 to 1000.' },
    });
    expect(validateCreateEvent(form({ maxParticipants: '4' }), 2500)).toEqual({
      ok: false,
      errors: { maxParticipants: 'Max guests must be a whole number from 5 to 2500.' },
    });
    expect(validateCreateEvent(form({ maxParticipants: '600.5' }), 1000)).toMatchObject({ ok: false });
  });

  it('keeps 500 as the ceiling without a package', () => {
    expect(validateCreateEvent(form({ maxParticipants: '501' }))).toEqual({
      ok: false,
      errors: { maxParticipants: messages.MAX_GUESTS_RANGE },
    });
  });
});
