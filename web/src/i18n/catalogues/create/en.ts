import { guestMessages } from '../../../../../shared/guest-messages';

/** The create area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  errors: guestMessages,
};

export default en;
