import { staffMessages } from '../../../../../shared/staff-messages';

/** The staff area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  errors: staffMessages,
};

export default en;
