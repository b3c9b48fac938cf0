import type { Texts } from '../../../../../shared/i18n/catalogue';
import { guestMessagesRo } from '../../errors/guest.ro';
import { roomMessagesRo } from '../../errors/room.ro';
import { awardsRo } from './awards.ro';
import { challengesRo } from './challenges.ro';
import type en from './en';
import { expiredRo } from './expired.ro';
import { galleryRo } from './gallery.ro';
import { moderationRo } from './moderation.ro';
import { votingRo } from './voting.ro';
import { wallRo } from './wall.ro';

/** The gallery area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  gallery: galleryRo,
  voting: votingRo,
  awards: awardsRo,
  expired: expiredRo,
  moderation: moderationRo,
  wall: wallRo,
  challenges: challengesRo,
  errors: { ...guestMessagesRo, ...roomMessagesRo },
};

export default ro;
