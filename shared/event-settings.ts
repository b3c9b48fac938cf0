/** An event's settings: its fields' limits, types, durations, defaults and states (event-flow spec section 9 and DESIGN) — the one place web and functions read them. */

/** Spec is silent on maximum lengths; these keep items small and layouts intact. */
export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;

export const EVENT_TYPES = ['wedding', 'birthday', 'anniversary', 'graduation', 'festival', 'corporate', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  graduation: 'Graduation',
  festival: 'Festival',
  corporate: 'Corporate',
  other: 'Other',
};

export const DURATION_OPTIONS_MINUTES = [30, 60, 120, 240, 480, 720, 1440, 2880, 4320] as const;
export type DurationMinutes = (typeof DURATION_OPTIONS_MINUTES)[number];

export const MAX_PARTICIPANTS_MIN = 5;
export const MAX_PARTICIPANTS_MAX = 500;
export const PHOTOS_PER_USER_MIN = 1;
export const PHOTOS_PER_USER_MAX = 50;

export const EVENT_DEFAULTS = {
  eventType: 'wedding',
  maxParticipants: 50,
  maxPhotosPerUser: 10,
  durationMinutes: 480,
} as const satisfies {
  eventType: EventType;
  maxParticipants: number;
  maxPhotosPerUser: number;
  durationMinutes: DurationMinutes;
};

export const EVENT_STATUSES = ['waiting', 'active', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATES = ['not_started', 'countdown', 'ended'] as const;
export type EventState = (typeof EVENT_STATES)[number];
