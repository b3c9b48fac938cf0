import type { Texts } from '../../../../../shared/i18n/catalogue';
import { guestMessagesRo } from '../../errors/guest.ro';
import { roomMessagesRo } from '../../errors/room.ro';
import { adminRo } from './admin.ro';
import { awardsRo } from './awards.ro';
import { cameraRo } from './camera.ro';
import type en from './en';
import { expiredRo } from './expired.ro';
import { galleryRo } from './gallery.ro';
import { homeRo } from './home.ro';
import { moderationRo } from './moderation.ro';
import { votingRo } from './voting.ro';
import { wallRo } from './wall.ro';

/** The event area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  home: homeRo,
  camera: cameraRo,
  admin: adminRo,
  gallery: galleryRo,
  voting: votingRo,
  awards: awardsRo,
  expired: expiredRo,
  moderation: moderationRo,
  wall: wallRo,
  errors: { ...guestMessagesRo, ...roomMessagesRo },
};

export default ro;
