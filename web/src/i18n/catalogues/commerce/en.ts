import { commerceMessages } from '../../../../../shared/commerce-messages';

/** The commerce area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  errors: commerceMessages,
};

export default en;
