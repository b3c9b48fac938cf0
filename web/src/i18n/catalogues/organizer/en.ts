import { organizerMessages } from '../../../../../shared/organizer-messages';

/** The organizer area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  errors: organizerMessages,
};

export default en;
