import type { Texts } from '../../../../shared/i18n/catalogue';
import type { challengeMessages } from '../../../../shared/challenge-messages';

/** shared/challenge-messages.ts in Romanian (photo challenges, issue #33): for the challenge screens' lazy catalogue. */
export const challengeMessagesRo: Texts<typeof challengeMessages> = {
  CHALLENGE_PROMPT_UNKNOWN: 'Această provocare nu face parte din provocările evenimentului.',
  CHALLENGE_PROMPT_HAS_PHOTOS: 'Această provocare are deja fotografii și nu poate fi ștearsă. Ascunde-o în schimb.',
  CHALLENGE_PROMPT_DUPLICATE: 'Această provocare este deja pe listă.',
  CHALLENGE_TOO_MANY_PROMPTS: 'Un eveniment poate avea cel mult 15 provocări.',
  CHALLENGE_PROMPT_TEXT_INVALID: 'O provocare are între 1 și 80 de caractere, fără caractere ascunse.',
  CHALLENGE_NOT_YOUR_PHOTO: 'Poți alege o provocare doar pentru propriile fotografii.',
  CHALLENGES_CLOSED: 'Evenimentul s-a încheiat: provocările nu mai pot fi schimbate.',
};
