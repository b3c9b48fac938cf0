import { guestMessages } from '../../../../../shared/guest-messages';
import { roomMessages } from '../../../../../shared/room-messages';
import { adminEn } from './admin.en';
import { awardsEn } from './awards.en';
import { cameraEn } from './camera.en';
import { expiredEn } from './expired.en';
import { galleryEn } from './gallery.en';
import { homeEn } from './home.en';
import { moderationEn } from './moderation.en';
import { votingEn } from './voting.en';
import { wallEn } from './wall.en';

/**
 * The event area's texts in English (see ../../areas.ts): the spec's, word for word where it has them. One
 * file per screen group: event home, camera, admin, gallery, voting, awards, expired gallery, moderation, wall.
 */
const en = {
  home: homeEn,
  camera: cameraEn,
  admin: adminEn,
  gallery: galleryEn,
  voting: votingEn,
  awards: awardsEn,
  expired: expiredEn,
  moderation: moderationEn,
  wall: wallEn,
  errors: { ...guestMessages, ...roomMessages },
};

export default en;
