import { guestMessages } from '../../../../../shared/guest-messages';
import { roomMessages } from '../../../../../shared/room-messages';

/** The event area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  errors: { ...guestMessages, ...roomMessages },
};

export default en;
