import { guestMessages } from '../../../../../shared/guest-messages';
import { roomMessages } from '../../../../../shared/room-messages';
import { awardsEn } from './awards.en';
import { challengesEn } from './challenges.en';
import { expiredEn } from './expired.en';
import { galleryEn } from './gallery.en';
import { moderationEn } from './moderation.en';
import { votingEn } from './voting.en';
import { wallEn } from './wall.en';

/**
 * The gallery area's texts in English (see ../../areas.ts): gallery, voting, awards, expired gallery,
 * moderation and the live wall, the spec's words where it has them.
 */
const en = {
  gallery: galleryEn,
  voting: votingEn,
  awards: awardsEn,
  expired: expiredEn,
  moderation: moderationEn,
  wall: wallEn,
  challenges: challengesEn,
  errors: { ...guestMessages, ...roomMessages },
};

export default en;
