import { joinMessages } from '../../../../../shared/join-messages';

/** The first area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). */
const en = {
  /** Page chrome every screen may show. */
  common: {
    loading: 'Loading…',
    dismiss: 'Dismiss',
    /** The language switch's label (screen readers); each option is the language's own name. */
    language: 'Language',
  },
  errors: joinMessages,
};

export default en;
