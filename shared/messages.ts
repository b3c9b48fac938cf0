import { addOnMessages } from './add-on-messages.js';
import { challengeMessages } from './challenge-messages.js';
import { commerceMessages } from './commerce-messages.js';
import { downloadMessages } from './download-messages.js';
import { guestMessages } from './guest-messages.js';
import { organizerMessages } from './organizer-messages.js';
import { roomMessages } from './room-messages.js';
import { staffMessages } from './staff-messages.js';

export { createEventFailed, maxGuestsRange } from './guest-messages.js';

/**
 * Every user-facing error text, keyed by the stable machine code the API returns: the server's catalogue.
 * The web's guest screens import guest-messages.ts alone, so commerce, staff and organizer texts never
 * reach a guest's first screens (guest entry budget 100 KB gz); a commerce screen may import this.
 */
export const messages = { ...guestMessages, ...roomMessages, ...commerceMessages, ...downloadMessages, ...staffMessages, ...organizerMessages, ...addOnMessages, ...challengeMessages } as const;

export type ErrorCode = keyof typeof messages;
