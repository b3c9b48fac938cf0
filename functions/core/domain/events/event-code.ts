import { randomInt } from 'node:crypto';
import { EVENT_CODE_ALPHABET, EVENT_CODE_LENGTH } from '#shared/constants.js';

/** A uniformly random code over A-Z0-9 from the CSPRNG (codes are the event's only door). */
export const randomEventCode = (): string =>
  Array.from({ length: EVENT_CODE_LENGTH }, () => EVENT_CODE_ALPHABET[randomInt(EVENT_CODE_ALPHABET.length)]).join('');
