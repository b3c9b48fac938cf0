/**
 * The texts the guest's first screens need (lobby, join, an event link): the join form's rules (event-flow spec
 * section 5), join errors (section 8) and the API's generic answers, spec texts word for word. Part of
 * guest-messages.ts; imported alone by the entry's modules so the rest of the catalogue loads with the screens
 * that show it (guest entry budget 100 KB gz).
 */
export const joinMessages = {
  CODE_REQUIRED: 'Please enter an event code.',
  CODE_LENGTH: 'Event code must be 6 characters.',
  NAME_REQUIRED: 'Please enter your name.',
  NAME_TOO_SHORT: 'Name must be at least 2 characters.',
  CODE_CHARSET: 'Event code can only contain letters A-Z and digits 0-9.',
  NAME_TOO_LONG: 'Name must be at most 40 characters.',
  NAME_HIDDEN_CHARACTERS: 'Your name contains hidden or control characters. Please type it again without them.',
  EVENT_NOT_FOUND: 'Event not found. Please check the code and try again.',
  EVENT_ENDED: 'This event has ended and is no longer accepting participants.',
  VALIDATE_FAILED: 'Failed to validate event. Please try again.',
  JOIN_FAILED: 'Failed to join event. Please try again.',
  ENTER_FAILED: 'Failed to enter event. Please try again.',
  EVENT_INFO_MISSING: 'Event information not available',
  KICKED: 'You have been removed from this event by the organizer.',
  VALIDATION_FAILED: 'Some of the information sent is not valid.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  UNAUTHORIZED: 'Please join the event again to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  NETWORK: 'Could not reach the server. Check your connection and try again.',
} as const;

export type JoinErrorCode = keyof typeof joinMessages;
